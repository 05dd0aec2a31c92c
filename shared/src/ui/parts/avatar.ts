// Avatar with its recipe, loaded on demand by lazyComponents.ts (tests import it directly).
import { Avatar as Parts } from '@chakra-ui/react/avatar';
import { avatarSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from '../withRecipe';

export const Avatar = /* @__PURE__ */ withRecipe(Parts, avatarSlotRecipe);
