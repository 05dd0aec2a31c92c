// NativeSelect with its recipe, part of the section kit (parts/lists.ts; tests import it directly).
import { NativeSelect as Parts } from '@chakra-ui/react/native-select';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from '../withRecipe';

export const NativeSelect = /* @__PURE__ */ withRecipe(Parts, nativeSelectSlotRecipe);
