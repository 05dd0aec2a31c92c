// Dialog with its recipe, loaded on demand by lazyComponents.ts (tests import it directly).
import { Dialog as Parts } from '@chakra-ui/react/dialog';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from '../withRecipe';

export const Dialog = /* @__PURE__ */ withRecipe(Parts, dialogSlotRecipe);
