import { useEffect, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { format } from 'date-fns';
import { Alert, Button, Checkbox, Dialog, Field, Input, NativeSelect, Portal, Spinner, Stack, Text, formatDate, formatMoney, type ReservationDto } from '@gospodarz/shared';
import { actions, selectReservations } from '../slice';
import type { ApartmentChoice } from '../api';
import { apartmentLabel } from '../labels';
import { PAYMENT_METHOD_OPTIONS } from '../labels';
import { InvoicedNotice, PriceChoiceRadios } from './PriceChoice';

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

/** The amount as the form takes it: 1234.5 → '1234,50'. */
const amountText = (n: number) => n.toFixed(2).replace('.', ',');

/**
 * 'Zmień status płatności': the status follows the money, so the dialog records it: a payment ('Wpłata', the balance
 * proposed) or a refund ('Zwrot', what was paid proposed), with its method. The server refuses more than is due or
 * was paid, with the message shown here.
 */
export function PaymentStatusDialog({ reservation, onClose, onConfirm }: ChoiceDialogProps) {
  const a = reservation?.attributes;
  const [kind, setKind] = useState<'payment' | 'refund'>('payment');
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState('transfer');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = reservation?.id;
  useEffect(() => {
    setError(null);
    setKind('payment');
    setAmount(a ? amountText(Math.max(0, a.balance ?? a.grandTotal ?? a.totalPrice)) : '');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  const choose = (next: 'payment' | 'refund') => {
    setKind(next);
    setError(null);
    if (a) setAmount(amountText(next === 'payment' ? Math.max(0, a.balance ?? 0) : Math.max(0, a.paid ?? 0)));
  };
  const submit = async () => {
    setBusy(true);
    const message = await onConfirm(JSON.stringify({ kind, amount, method, paidOn: '' }));
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
              <Dialog.Title>Zmień status płatności</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {a ? (
                  <>
                    <Text color="fg.muted">
                      {a.fullName} · {a.apartment.name}
                    </Text>
                    <Text data-testid="payment-balance">
                      Razem: {formatMoney(a.grandTotal ?? a.totalPrice, a.currency)} · Zapłacono: {formatMoney(a.paid ?? 0, a.currency)} · Do zapłaty:{' '}
                      <strong>{formatMoney(a.balance ?? 0, a.currency)}</strong>
                    </Text>
                    <Text textStyle="sm" color="fg.muted">
                      Status płatności wynika z wpłat i zwrotów: zapisz wpłatę albo zwrot.
                    </Text>
                  </>
                ) : null}
                <Field.Root>
                  <Field.Label>Rodzaj</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field value={kind} onChange={(e) => choose(e.target.value as 'payment' | 'refund')}>
                      <option value="payment">Wpłata</option>
                      <option value="refund">Zwrot</option>
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Field.Root>
                  <Field.Label>Kwota</Field.Label>
                  <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
                </Field.Root>
                <Field.Root>
                  <Field.Label>Forma płatności</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field value={method} onChange={(e) => setMethod(e.target.value)}>
                      {PAYMENT_METHOD_OPTIONS.map((o) => (
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
                {kind === 'refund' ? 'Zapisz zwrot' : 'Zapisz wpłatę'}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
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
  const [priceChoice, setPriceChoice] = useState<'keep' | 'new'>('keep');
  return (
    <ChoiceDialog
      key={props.reservation?.id ?? 'none'}
      {...props}
      title="Przenieś gości"
      label="Nowy apartament"
      options={props.apartments.filter((a) => a.id !== current).map((a) => ({ value: a.id, label: apartmentLabel(a) }))}
      initial=""
      confirmLabel="Przenieś"
      details={(apartmentId) =>
        props.reservation && apartmentId ? (
          <RelocationPrice reservation={props.reservation} apartmentId={apartmentId} over={over} onOver={setOver} priceChoice={priceChoice} onPriceChoice={setPriceChoice} />
        ) : null
      }
      confirmValue={(apartmentId) => JSON.stringify({ apartmentId, ...(over ? { allowOverCapacity: true } : {}), priceChoice })}
    />
  );
}

/**
 * The guest's price and the new apartment's, side by side (what the guest pays: nights, fees and tourist tax), and
 * the host's choice between them: a move the host causes (a broken boiler) keeps the guest's price.
 */
function RelocationPrice({
  reservation,
  apartmentId,
  over,
  onOver,
  priceChoice,
  onPriceChoice,
}: {
  reservation: ReservationDto;
  apartmentId: string;
  over: boolean;
  onOver: (over: boolean) => void;
  priceChoice: 'keep' | 'new';
  onPriceChoice: (choice: 'keep' | 'new') => void;
}) {
  const dispatch = useDispatch();
  const quote = useSelector(selectReservations).quote;
  const a = reservation.attributes;
  useEffect(() => {
    dispatch(actions.requestQuote({ apartmentId, from: a.from, to: a.to, adults: Math.max(1, a.adults), children: a.children, bookedOn: format(new Date(a.createdAt), 'yyyy-MM-dd') }));
    return () => void dispatch(actions.requestQuote(null));
  }, [apartmentId, a.from, a.to, a.adults, a.children, a.createdAt, dispatch]);
  const old = formatMoney(a.grandTotal ?? a.totalPrice, a.currency);
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
        <PriceChoiceRadios
          kept={old}
          repriced={
            <>
              <strong>{formatMoney(v.grandTotal ?? v.totalPrice, v.currency)}</strong> ({formatMoney(v.pricePerNight, v.currency)} za dobę)
            </>
          }
          value={priceChoice}
          onChange={onPriceChoice}
        />
      ) : (
        <Text>
          {quote.error ? `${quote.error} ` : ''}Cena pozostanie bez zmian: {old}.
        </Text>
      )}
      {a.invoiceIssued ? <InvoicedNotice invoices={a.invoices} /> : null}
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
 * 'Anuluj rezerwację' (the list's and the reservation page's): from the cancellation policy, the fee kept and the
 * refund due, both capped by what the guest paid, with the dated schedule. The host may change the fee (a goodwill
 * refund) and the refund's method before confirming; confirming records the fee and the refund ('Zwrot').
 */
export function CancelDialog({ reservation, onClose, onConfirm }: { reservation: ReservationDto | null; onClose: () => void; onConfirm: (value: string) => Promise<string | null> }) {
  const dispatch = useDispatch();
  const detail = useSelector(selectReservations).detail;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fee, setFee] = useState<string | null>(null);
  const [method, setMethod] = useState<string | null>(null);
  const id = reservation?.id;
  useEffect(() => {
    setError(null);
    setFee(null);
    setMethod(null);
    if (id) dispatch(actions.loadDetail(id));
  }, [id, dispatch]);
  const loaded = detail.item?.id === id ? detail.item : null;
  const cancellation = loaded?.attributes.cancellation;
  const a = reservation?.attributes;
  const feeText = fee ?? (cancellation ? amountText(cancellation.fee) : '');
  const feeValue = Number(feeText.replace(/\s/g, '').replace(',', '.'));
  const refund = cancellation && Number.isFinite(feeValue) ? Math.max(0, Math.round((cancellation.paid - feeValue) * 100) / 100) : null;
  const refundMethod = method ?? cancellation?.refundMethod ?? 'transfer';
  const submit = async () => {
    setBusy(true);
    const message = await onConfirm(JSON.stringify({ ...(cancellation ? { cancellationFee: feeText } : {}), refundMethod }));
    setBusy(false);
    if (message) setError(message);
    else onClose();
  };
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
                <Stack gap="2" data-testid="cancellation-refund" aria-live="polite">
                  {cancellation ? (
                    <>
                      <Text textStyle="sm" color="fg.muted">
                        {cancellation.label}: {cancellation.text}
                      </Text>
                      <Text>Wpłacono: {formatMoney(cancellation.paid, a?.currency)}</Text>
                      <Field.Root invalid={!Number.isFinite(feeValue) || feeValue < 0 || feeValue > cancellation.paid}>
                        <Field.Label>Opłata za anulowanie</Field.Label>
                        <Input inputMode="decimal" value={feeText} onChange={(e) => setFee(e.target.value)} />
                        <Field.HelperText>Według zasad: {formatMoney(Math.min(cancellation.policyFee, cancellation.paid), a?.currency)}, najwyżej tyle, ile wpłacono.</Field.HelperText>
                      </Field.Root>
                      <Text fontWeight="semibold">Zwrot przy anulowaniu dziś: {refund === null ? '—' : formatMoney(refund, a?.currency)}</Text>
                      {refund ? (
                        <Field.Root>
                          <Field.Label>Forma zwrotu</Field.Label>
                          <NativeSelect.Root>
                            <NativeSelect.Field value={refundMethod} onChange={(e) => setMethod(e.target.value)}>
                              {PAYMENT_METHOD_OPTIONS.map((o) => (
                                <option key={o.value} value={o.value}>
                                  {o.label}
                                </option>
                              ))}
                            </NativeSelect.Field>
                            <NativeSelect.Indicator />
                          </NativeSelect.Root>
                        </Field.Root>
                      ) : null}
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
