// RadioGroup with its recipe, loaded on demand by lazyComponents.ts (tests import it directly).
import { RadioGroup as Parts } from '@chakra-ui/react/radio-group';
import { radioGroupSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from '../withRecipe';

export const RadioGroup = /* @__PURE__ */ withRecipe(Parts, radioGroupSlotRecipe);
