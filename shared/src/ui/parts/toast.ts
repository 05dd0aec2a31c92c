// The toast parts for apps that draw toasts themselves, loaded on demand by lazyComponents.ts. Their recipe stays
// in the system: the page's own toasts (ToastList) use it.
export { Toast, Toaster } from '@chakra-ui/react/toast';
