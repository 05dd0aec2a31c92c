import { useRef, useState, type ReactNode } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Dialog } from './lazyComponents';
import { Portal } from '@chakra-ui/react/portal';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message?: ReactNode;
  /** defaults to 'Potwierdź' */
  confirmLabel?: string;
  /** defaults to 'Anuluj' */
  cancelLabel?: string;
  /** a red confirm button, for deleting and cancelling */
  destructive?: boolean;
  /** the action is running: the confirm button spins and the dialog cannot be dismissed */
  busy?: boolean;
  /** may return a promise: the dialog is busy until it settles */
  onConfirm: () => void | Promise<unknown>;
  onCancel: () => void;
}

/** Asks before an action. Focus stays inside while it is open; Escape and 'Anuluj' cancel unless busy. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Potwierdź',
  cancelLabel = 'Anuluj',
  destructive = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const [running, setRunning] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const isBusy = busy || running;

  const confirm = async () => {
    if (isBusy) return;
    const result = onConfirm();
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      setRunning(true);
      try {
        await result;
      } finally {
        setRunning(false);
      }
    }
  };

  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      initialFocusEl={() => cancelRef.current}
      closeOnInteractOutside={!isBusy}
      closeOnEscape={!isBusy}
      onOpenChange={(e) => {
        if (!e.open && !isBusy) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-busy={isBusy || undefined}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {message ? (
              <Dialog.Body>
                <Dialog.Description>{message}</Dialog.Description>
              </Dialog.Body>
            ) : null}
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={isBusy}>
                {cancelLabel}
              </Button>
              <Button
                colorPalette={destructive ? 'red' : undefined}
                loading={isBusy}
                onClick={() => void confirm()}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
