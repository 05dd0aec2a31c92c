// The toast parts with their recipe: the page's own toasts (ToastList) and, loaded on demand by
// lazyComponents.ts, apps that draw toasts themselves.
import { Toast as Parts } from '@chakra-ui/react/toast';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from '../withRecipe';

export { Toaster } from '@chakra-ui/react/toast';
export const Toast = /* @__PURE__ */ withRecipe(Parts, toastSlotRecipe);
