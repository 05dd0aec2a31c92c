// NumberInput with its recipe, loaded on demand by lazyComponents.ts (tests import it directly).
import { NumberInput as Parts } from '@chakra-ui/react/number-input';
import { numberInputSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from '../withRecipe';

export const NumberInput = /* @__PURE__ */ withRecipe(Parts, numberInputSlotRecipe);
