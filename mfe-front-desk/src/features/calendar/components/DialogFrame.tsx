import type { ReactNode } from 'react';
import { Dialog, Portal } from '@gospodarz/shared';

/** The calendar's dialogs: open while `open`, closed by Esc, the backdrop or their own buttons. */
export function DialogFrame({ open, onClose, children, size = 'md' }: { open: boolean; onClose: () => void; children: ReactNode; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => (!e.open ? onClose() : undefined)} size={size} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>{open ? children : null}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
