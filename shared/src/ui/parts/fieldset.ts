// Fieldset with its recipe, part of the section kit (parts/lists.ts; tests import it directly).
import { Fieldset as Parts } from '@chakra-ui/react/fieldset';
import { fieldsetSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from '../withRecipe';

export const Fieldset = /* @__PURE__ */ withRecipe(Parts, fieldsetSlotRecipe);
