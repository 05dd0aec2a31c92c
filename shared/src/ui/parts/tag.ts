// Tag with its recipe, part of the section kit (parts/lists.ts; tests import it directly).
import { Tag as Parts } from '@chakra-ui/react/tag';
import { tagSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from '../withRecipe';

export const Tag = /* @__PURE__ */ withRecipe(Parts, tagSlotRecipe);
