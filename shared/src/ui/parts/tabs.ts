// Tabs with its recipe, loaded on demand by lazyComponents.ts (tests import it directly).
import { Tabs as Parts } from '@chakra-ui/react/tabs';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from '../withRecipe';

export const Tabs = /* @__PURE__ */ withRecipe(Parts, tabsSlotRecipe);
