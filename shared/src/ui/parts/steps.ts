// Steps with its recipe, loaded on demand by lazyComponents.ts (tests import it directly).
import { Steps as Parts } from '@chakra-ui/react/steps';
import { stepsSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from '../withRecipe';

export const Steps = /* @__PURE__ */ withRecipe(Parts, stepsSlotRecipe);
