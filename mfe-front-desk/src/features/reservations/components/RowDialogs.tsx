import { useState } from 'react';
import { Alert, Button, Dialog, Field, NativeSelect, Portal, Stack, Text, type ReservationDto } from '@gospodarz/shared';
import type { ApartmentChoice } from '../api';
import { PAYMENT_FORM_OPTIONS } from '../labels';

interface ChoiceDialogProps {
  reservation: ReservationDto | null;
  onClose: () => void;
  /** resolves with null when done, or the message to show in the dialog */
  onConfirm: (value: string) => Promise<string | null>;
}

function ChoiceDialog({
  reservation,
  title,
  label,
  options,
  initial,
  confirmLabel,
  onClose,
  onConfirm,
}: ChoiceDialogProps & { title: string; label: string; options: Array<{ value: string; label: string }>; initial: string; confirmLabel: string }) {
  const [value, setValue] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!value) {
      setError('Wybierz jedną z opcji.');
      return;
    }
    setBusy(true);
    const message = await onConfirm(value);
    setBusy(false);
    if (message) setError(message);
    else onClose();
  };
  return (
    <Dialog.Root open={reservation !== null} onOpenChange={(e) => (!e.open && !busy ? onClose() : undefined)} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {reservation ? (
                  <Text color="fg.muted">
                    {reservation.attributes.fullName} · {reservation.attributes.apartment.name}
                  </Text>
                ) : null}
                <Field.Root>
                  <Field.Label>{label}</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      value={value}
                      onChange={(e) => {
                        setValue(e.target.value);
                        setError(null);
                      }}
                    >
                      <option value="">Wybierz…</option>
                      {options.map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                {error ? (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Title>{error}</Alert.Title>
                  </Alert.Root>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                Anuluj
              </Button>
              <Button onClick={() => void submit()} loading={busy}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export function PaymentStatusDialog(props: ChoiceDialogProps) {
  return (
    <ChoiceDialog
      key={props.reservation?.id ?? 'none'}
      {...props}
      title="Zmień status płatności"
      label="Status płatności"
      options={PAYMENT_FORM_OPTIONS}
      initial={props.reservation?.attributes.paymentStatus ?? ''}
      confirmLabel="Zapisz"
    />
  );
}

/** 'Przenieś gości': another apartment for the same nights; a taken one is refused with the server's message. */
export function RelocateDialog(props: ChoiceDialogProps & { apartments: ApartmentChoice[] }) {
  const current = props.reservation?.attributes.apartmentId;
  return (
    <ChoiceDialog
      key={props.reservation?.id ?? 'none'}
      {...props}
      title="Przenieś gości"
      label="Nowy apartament"
      options={props.apartments.filter((a) => a.id !== current).map((a) => ({ value: a.id, label: a.name }))}
      initial=""
      confirmLabel="Przenieś"
    />
  );
}
