// Popover with its recipe, loaded on demand by lazyComponents.ts (tests import it directly).
import { Popover as Parts } from '@chakra-ui/react/popover';
import { popoverSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from '../withRecipe';

export const Popover = /* @__PURE__ */ withRecipe(Parts, popoverSlotRecipe);
