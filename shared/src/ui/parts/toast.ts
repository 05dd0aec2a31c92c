// The toast parts with their recipe: the page's own toasts (ToastList) and, loaded on demand by
// lazyComponents.ts, apps that draw toasts themselves.
import { Toast as Parts } from '@chakra-ui/react/toast';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from '../withRecipe';

/** Chakra's toast with the description at full strength: dimmed to 0.8 it reads 3.5:1 on the error toast (AA asks 4.5:1). */
const toastRecipe = {
  ...toastSlotRecipe,
  base: { ...toastSlotRecipe.base, description: { ...toastSlotRecipe.base?.description, opacity: '1' } },
};

export { Toaster } from '@chakra-ui/react/toast';
export const Toast = /* @__PURE__ */ withRecipe(Parts, toastRecipe);
