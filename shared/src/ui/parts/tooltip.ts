// Tooltip with its recipe, loaded on demand by lazyComponents.ts (tests import it directly).
import { Tooltip as Parts } from '@chakra-ui/react/tooltip';
import { tooltipSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from '../withRecipe';

export const Tooltip = /* @__PURE__ */ withRecipe(Parts, tooltipSlotRecipe);
