import { useEffect, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { format } from 'date-fns';
import { Alert, Button, Checkbox, Dialog, Field, NativeSelect, Portal, Spinner, Stack, Text, formatDate, formatMoney, type ReservationDto } from '@gospodarz/shared';
import { actions, selectReservations } from '../slice';
import type { ApartmentChoice } from '../api';
import { apartmentLabel } from '../labels';
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
  details,
  confirmValue,
}: ChoiceDialogProps & {
  title: string;
  label: string;
  options: Array<{ value: string; label: string }>;
  initial: string;
  confirmLabel: string;
  /** under the choice: what it will do (e.g. the new price), given the value chosen */
  details?: (value: string) => ReactNode;
  /** what is confirmed for the value chosen (default: the value) */
  confirmValue?: (value: string) => string;
}) {
  const [value, setValue] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!value) {
      setError('Wybierz jedną z opcji.');
      return;
    }
    setBusy(true);
    const message = await onConfirm(confirmValue ? confirmValue(value) : value);
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
                {details?.(value)}
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

/**
 * 'Przenieś gości': another apartment for the same nights. Choosing one asks the engine for its price, shown before
 * confirming (the stay keeps its booking day's discounts); a party larger than the apartment takes needs the
 * receptionist's consent; a taken apartment is refused with the server's message.
 */
export function RelocateDialog(props: ChoiceDialogProps & { apartments: ApartmentChoice[] }) {
  const current = props.reservation?.attributes.apartmentId;
  const [over, setOver] = useState(false);
  return (
    <ChoiceDialog
      key={props.reservation?.id ?? 'none'}
      {...props}
      title="Przenieś gości"
      label="Nowy apartament"
      options={props.apartments.filter((a) => a.id !== current).map((a) => ({ value: a.id, label: apartmentLabel(a) }))}
      initial=""
      confirmLabel="Przenieś"
      details={(apartmentId) => (props.reservation && apartmentId ? <RelocationPrice reservation={props.reservation} apartmentId={apartmentId} over={over} onOver={setOver} /> : null)}
      confirmValue={(apartmentId) => (over ? `${apartmentId}|over` : apartmentId)}
    />
  );
}

/** The price of the stay in the apartment chosen, from the engine, with the old one beside it. */
function RelocationPrice({ reservation, apartmentId, over, onOver }: { reservation: ReservationDto; apartmentId: string; over: boolean; onOver: (over: boolean) => void }) {
  const dispatch = useDispatch();
  const quote = useSelector(selectReservations).quote;
  const a = reservation.attributes;
  useEffect(() => {
    dispatch(actions.requestQuote({ apartmentId, from: a.from, to: a.to, adults: Math.max(1, a.adults), children: a.children, bookedOn: format(new Date(a.createdAt), 'yyyy-MM-dd') }));
    return () => void dispatch(actions.requestQuote(null));
  }, [apartmentId, a.from, a.to, a.adults, a.children, a.createdAt, dispatch]);
  const old = formatMoney(a.totalPrice, a.currency);
  const v = quote.value?.apartmentId === apartmentId ? quote.value : null;
  if (quote.loading) {
    return (
      <Text textStyle="sm" color="fg.muted">
        <Spinner size="xs" me="2" />
        Liczę cenę w nowym apartamencie…
      </Text>
    );
  }
  if (quote.taken) return <Text color="fg.error">{quote.taken}</Text>;
  const persons = a.adults + a.children;
  return (
    <Stack gap="2" data-testid="relocation-price">
      {v ? (
        <Text>
          Nowa cena: <strong>{formatMoney(v.totalPrice, v.currency)}</strong> ({formatMoney(v.pricePerNight, v.currency)} za dobę), dotąd {old}.
        </Text>
      ) : (
        <Text>
          {quote.error ? `${quote.error} ` : ''}Cena pozostanie bez zmian: {old}.
        </Text>
      )}
      {v?.capacity !== undefined && persons > v.capacity ? (
        <Alert.Root status="warning" size="sm">
          <Alert.Indicator />
          <Stack gap="2">
            <Alert.Title>
              Apartament mieści najwyżej {v.capacity} {v.capacity === 1 ? 'osobę' : v.capacity < 5 ? 'osoby' : 'osób'}, a gości jest {persons}.
            </Alert.Title>
            <Checkbox.Root checked={over} onCheckedChange={(e) => onOver(e.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Zgoda na przekroczenie limitu gości</Checkbox.Label>
            </Checkbox.Root>
          </Stack>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}

/**
 * 'Anuluj rezerwację': what a cancellation today would refund (by the cancellation rule of the stay's rule set),
 * asked of the server when the dialog opens and shown before confirming.
 */
export function CancelDialog({ reservation, onClose, onConfirm }: { reservation: ReservationDto | null; onClose: () => void; onConfirm: () => Promise<string | null> }) {
  const dispatch = useDispatch();
  const detail = useSelector(selectReservations).detail;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = reservation?.id;
  useEffect(() => {
    setError(null);
    if (id) dispatch(actions.loadDetail(id));
  }, [id, dispatch]);
  const loaded = detail.item?.id === id ? detail.item : null;
  const cancellation = loaded?.attributes.cancellation;
  const submit = async () => {
    setBusy(true);
    const message = await onConfirm();
    setBusy(false);
    if (message) setError(message);
    else onClose();
  };
  const a = reservation?.attributes;
  return (
    <Dialog.Root role="alertdialog" open={reservation !== null} onOpenChange={(e) => (!e.open && !busy ? onClose() : undefined)} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Anulować rezerwację?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {a ? (
                  <Text>
                    {a.fullName}, {a.apartment.name}, {formatDate(a.from)} – {formatDate(a.to)}. Termin zostanie zwolniony.
                  </Text>
                ) : null}
                <Stack gap="1" data-testid="cancellation-refund" aria-live="polite">
                  {cancellation ? (
                    <>
                      <Text fontWeight="semibold">
                        Zwrot przy anulowaniu dziś: {formatMoney(cancellation.refund, a?.currency)} ({cancellation.refundPercent}%)
                      </Text>
                      <Text textStyle="sm" color="fg.muted">
                        {cancellation.label}: {cancellation.text}
                      </Text>
                    </>
                  ) : detail.error ? (
                    <Text color="fg.error">Nie udało się policzyć zwrotu: {detail.error}</Text>
                  ) : (
                    <Text textStyle="sm" color="fg.muted">
                      <Spinner size="xs" me="2" />
                      Liczę zwrot…
                    </Text>
                  )}
                </Stack>
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
                Wróć
              </Button>
              <Button colorPalette="red" onClick={() => void submit()} loading={busy}>
                Anuluj rezerwację
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
