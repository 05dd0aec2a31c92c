// Menu with its recipe, loaded on demand by lazyComponents.ts (tests import it directly).
import { Menu as Parts } from '@chakra-ui/react/menu';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from '../withRecipe';

export const Menu = /* @__PURE__ */ withRecipe(Parts, menuSlotRecipe);
