import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { createToaster } from '@chakra-ui/react/toast';
import { Toast, Toaster } from './parts/toast';
import { attachToaster } from './toast';

/** The toaster of the page, created with its chunk (the first toast); toast.tsx hands it the toasts. */
const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 5 });
attachToaster((toast) => void toaster.create(toast));

/** The rendered toasts of the page's toaster (loaded lazily by ToastHost). */
export default function ToastList() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger aria-label="Zamknij" /> : null}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
