// Switch with its recipe, loaded on demand by lazyComponents.ts (tests import it directly).
import { Switch as Parts } from '@chakra-ui/react/switch';
import { switchSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from '../withRecipe';

export const Switch = /* @__PURE__ */ withRecipe(Parts, switchSlotRecipe);
