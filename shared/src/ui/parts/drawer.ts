// Drawer with its recipe, loaded on demand by lazyComponents.ts (tests import it directly).
import { Drawer as Parts } from '@chakra-ui/react/drawer';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from '../withRecipe';

export const Drawer = /* @__PURE__ */ withRecipe(Parts, drawerSlotRecipe);
