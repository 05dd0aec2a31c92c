// Checkbox with its recipe, loaded on demand by lazyComponents.ts (tests import it directly).
import { Checkbox as Parts } from '@chakra-ui/react/checkbox';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from '../withRecipe';

export const Checkbox = /* @__PURE__ */ withRecipe(Parts, checkboxSlotRecipe);
