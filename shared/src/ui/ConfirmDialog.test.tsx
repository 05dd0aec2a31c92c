import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render';
import { Button } from './chakra';
import { ConfirmDialog } from './ConfirmDialog';
import { useConfirm } from './useConfirm';

function DeleteClient({ onConfirm }: { onConfirm: () => void | Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Usuń klienta</Button>
      <ConfirmDialog
        open={open}
        title="Usunąć klienta?"
        message="Tej operacji nie można cofnąć."
        confirmLabel="Usuń"
        destructive
        onConfirm={async () => {
          await onConfirm();
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('shows the title and message, and cancels with Anuluj', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    renderWithProviders(<DeleteClient onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Usuń klienta' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Usunąć klienta?' });
    expect(dialog).toHaveTextContent('Tej operacji nie można cofnąć.');
    await user.click(screen.getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('keeps focus inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DeleteClient onConfirm={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Usuń klienta' }));
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('is busy while the confirmed action runs, then closes', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onConfirm = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithProviders(<DeleteClient onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Usuń klienta' }));
    await screen.findByRole('alertdialog');
    const confirmButton = screen.getByRole('button', { name: 'Usuń' });
    await user.click(confirmButton);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Anuluj' })).toBeDisabled());
    expect(confirmButton).toBeDisabled();
    // neither a second click nor Escape does anything while busy
    await user.click(confirmButton);
    await user.keyboard('{Escape}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    finish();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});

function AskFirst({ onResult }: { onResult: (ok: boolean) => void }) {
  const { confirm, dialog } = useConfirm();
  return (
    <>
      <Button onClick={async () => onResult(await confirm({ title: 'Anulować rezerwację?', confirmLabel: 'Tak' }))}>
        Anuluj rezerwację
      </Button>
      {dialog}
    </>
  );
}

describe('useConfirm', () => {
  it('resolves true on confirm and false on cancel', async () => {
    const user = userEvent.setup();
    const onResult = jest.fn();
    renderWithProviders(<AskFirst onResult={onResult} />);

    await user.click(screen.getByRole('button', { name: 'Anuluj rezerwację' }));
    await user.click(await screen.findByRole('button', { name: 'Tak' }));
    await waitFor(() => expect(onResult).toHaveBeenLastCalledWith(true));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Anuluj rezerwację' }));
    await user.click(await screen.findByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(onResult).toHaveBeenLastCalledWith(false));
    expect(onResult).toHaveBeenCalledTimes(2);
  });
});
