import type { ReactNode } from 'react';
import { useFormState } from 'react-final-form';
import {
  Alert,
  Box,
  DateInput,
  FormField,
  HStack,
  NumberInput,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  formatDate,
  formatMoney,
  formatNights,
  type QuoteAttributes,
} from '@gospodarz/shared';
import { INVALID_PHONE_MESSAGE, maskPhone, normalizePhone } from '@gospodarz/shared/dto';
import type { ApartmentChoice } from '../api';
import { apartmentLabel } from '../labels';
import { CURRENCY_OPTIONS, PAYMENT_FORM_OPTIONS, PAYMENT_METHOD_OPTIONS, STATUS_FORM_OPTIONS } from '../labels';
import { DATES_ERROR, billOf, nightsOf, paidAtBooking, type ReservationFormValues } from '../form';
import { PriceBreakdown } from './PriceBreakdown';

/** What the pricing engine and the availability check say about the stay in the form. */
export interface StayCheck {
  /** the quote of exactly this stay, or null */
  quote: QuoteAttributes | null;
  loading: boolean;
  /** why there is no price (e.g. no price list, a stay too short) */
  error: string | null;
  /** the nights are held by another stay: the message */
  taken: string | null;
  /** the rule set refuses these dates (below its minimum nights, above its maximum, too early): the message */
  refused?: string | null;
  /** a new reservation: dates in the past are warned about */
  isNew: boolean;
  /** today, yyyy-MM-dd */
  today: string;
}

/**
 * The fields of a reservation, shared by the new-reservation dialog and the edit page, in the order a receptionist
 * books: apartment and dates (with the availability right under them), the party (the apartment's guest count
 * warned about), the guest, the price (the engine's, with its breakdown and the bill's lines), then the rest.
 */
export function ReservationFormFields({
  apartments,
  check,
  guestSearch,
  full = false,
  invoiced = false,
  priceChoice,
}: {
  apartments: ApartmentChoice[];
  check: StayCheck;
  /** above the guest's fields: finding an existing client */
  guestSearch?: ReactNode;
  /** the edit page shows every attribute; the dialog the ones needed to book */
  full?: boolean;
  /** the stay has an invoice: 'Faktura wystawiona' cannot be unticked */
  invoiced?: boolean;
  /** under the fields of the stay: the edit page's choice of price when the stay changes */
  priceChoice?: ReactNode;
}) {
  const { values, submitErrors, dirtySinceLastSubmit } = useFormState<ReservationFormValues>({
    subscription: { values: true, submitErrors: true, dirtySinceLastSubmit: true },
  });
  const { quote } = check;
  const nights = nightsOf(values.from, values.to);
  const persons = (Number(values.adults) || 0) + (Number(values.children) || 0);
  const capacity = quote?.capacity ?? null;
  const overCapacity = capacity !== null && persons > capacity;
  // a refusal on save shows until the form changes; the availability check answers for the new dates
  const refused = !dirtySinceLastSubmit ? ((submitErrors as Record<string, string> | undefined)?.[DATES_ERROR] ?? null) : null;
  const taken = refused ?? check.taken;
  const bill = billOf(values, taken ? null : quote);
  const money = (amount: number) => formatMoney(amount, values.currency);

  return (
    <Stack gap="4">
      <FormField
        name="apartmentId"
        label="Apartament"
        type="select"
        placeholder="Wybierz apartament"
        options={apartments.map((a) => ({ value: a.id, label: apartmentLabel(a) }))}
        required
      />
      <Stack gap="2">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <DateInput name="from" label="Data przyjazdu" required />
          <DateInput name="to" label="Data wyjazdu" min={values.from || undefined} required />
        </SimpleGrid>
        <Availability check={check} taken={taken} />
        {check.refused && !taken ? (
          <Alert.Root status="warning" size="sm" role="alert" data-testid="stay-refused">
            <Alert.Indicator />
            <Alert.Title>{check.refused}</Alert.Title>
          </Alert.Root>
        ) : null}
        {check.isNew && values.from && values.from < check.today ? (
          <Alert.Root status="warning" size="sm">
            <Alert.Indicator />
            <Alert.Title>Data przyjazdu jest w przeszłości. Sprawdź daty przed zapisaniem.</Alert.Title>
          </Alert.Root>
        ) : null}
      </Stack>
      <Stack gap="2">
        <SimpleGrid columns={{ base: 2, md: 3 }} gap="4">
          <NumberInput name="adults" label="Dorośli" integer min={1} max={50} />
          <NumberInput name="children" label="Dzieci" integer min={0} max={50} />
          {Number(values.children) > 0 ? (
            <FormField name="childrenAges" label="Wiek dzieci" helperText="np. 4, 12 (opłata miejscowa)" autoComplete="off" />
          ) : null}
        </SimpleGrid>
        {overCapacity ? (
          <Alert.Root status="warning" size="sm" role="alert" data-testid="capacity-warning">
            <Alert.Indicator />
            <Stack gap="2">
              <Alert.Title>
                Apartament mieści najwyżej {capacity} {capacity === 1 ? 'osobę' : capacity! < 5 ? 'osoby' : 'osób'}, a w rezerwacji jest {persons}.
              </Alert.Title>
              <FormField name="allowOverCapacity" type="checkbox" label="Zgoda na przekroczenie limitu gości" />
            </Stack>
          </Alert.Root>
        ) : null}
      </Stack>
      {guestSearch}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField name="fullName" label="Imię i nazwisko" autoComplete="off" required />
        <FormField name="email" label="E-mail" type="email" autoComplete="off" />
        {/* as every phone field: NNN-NNN-NNN, +48 when no country code is typed, another code kept (stored '+48600100200') */}
        <FormField
          name="phoneNumber"
          label="Telefon"
          type="tel"
          autoComplete="off"
          placeholder="NNN-NNN-NNN"
          helperText="Bez kierunkowego: numer polski (+48)"
          parse={maskPhone}
          format={maskPhone}
          validate={validPhone}
          inputProps={{ inputMode: 'tel' }}
        />
        <FormField name="guestAddress" label="Adres gościa (miasto)" autoComplete="off" />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField name="pricePerNight" label="Cena za dobę" helperText={priceNote(check, taken, bill.overridden) ?? undefined} inputProps={{ inputMode: 'decimal' }} />
        <FormField name="currency" label="Waluta" type="select" options={CURRENCY_OPTIONS} />
      </SimpleGrid>
      {quote?.breakdown && !taken ? <PriceBreakdown quote={quote} /> : null}
      {quote?.extras?.length && !taken ? (
        <Box as="fieldset" data-testid="reservation-extras">
          <Text as="legend" fontWeight="medium" mb="2">
            Dodatki
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
            {quote.extras.map((e) => (
              <FormField
                key={e.kind}
                name={`extras.${e.kind}`}
                type="checkbox"
                label={e.amount > 0 ? `${e.label}: ${e.quantity} × ${money(e.unitPrice)} = ${money(e.amount)}` : `${e.label} (w cenie)`}
              />
            ))}
          </SimpleGrid>
        </Box>
      ) : null}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField name="discount" label="Rabat" helperText="Kwota odejmowana od noclegów" inputProps={{ inputMode: 'decimal' }} />
        <FormField name="discountReason" label="Powód rabatu" placeholder="np. stały gość" />
      </SimpleGrid>
      <Box borderTopWidth="1px" pt="2" aria-label="Rachunek" role="group">
        <BillLine label={nights > 0 ? `Noclegi (${formatNights(nights)})` : 'Noclegi'} value={bill.nights === null ? '—' : money(bill.nights)} />
        {bill.cleaningFee ? <BillLine label="Sprzątanie" value={money(bill.cleaningFee)} /> : null}
        {bill.touristTax ? <BillLine label="Opłata miejscowa" value={money(bill.touristTax)} /> : null}
        {bill.extras.map((e) => (
          <BillLine key={e.kind} label={`${e.label} (${e.quantity} × ${money(e.unitPrice)})`} value={money(e.amount)} />
        ))}
        {bill.discount ? <BillLine label={values.discountReason?.trim() ? `Rabat: ${values.discountReason.trim()}` : 'Rabat'} value={money(-bill.discount)} /> : null}
        <HStack justify="space-between" fontWeight="semibold">
          <Text>Razem</Text>
          <Text data-testid="reservation-total">{bill.total === null ? '—' : `${money(bill.total)} (${formatNights(nights)})`}</Text>
        </HStack>
        {bill.deposit !== null ? (
          <BillLine label={values.depositDue ? `Zaliczka (termin: ${formatDate(values.depositDue)})` : 'Zaliczka'} value={money(bill.deposit)} />
        ) : null}
        {check.isNew ? (
          <>
            <BillLine label="Wpłacono" value={money(bill.paid)} />
            <HStack justify="space-between" fontWeight="semibold">
              <Text>Do zapłaty</Text>
              <Text data-testid="reservation-due">{bill.due === null ? '—' : money(Math.max(0, bill.due))}</Text>
            </HStack>
            {bill.due !== null && bill.due < 0 ? (
              <Text textStyle="sm" color="fg.error" role="alert">
                Kwota wpłacona jest większa niż koszt pobytu.
              </Text>
            ) : null}
          </>
        ) : null}
      </Box>
      {priceChoice}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField name="deposit" label="Zaliczka" inputProps={{ inputMode: 'decimal' }} />
        <DateInput name="depositDue" label="Termin zaliczki" />
        {check.isNew ? (
          <>
            <FormField name="amountPaid" label="Kwota wpłacona" helperText="Zapisana jako pierwsza płatność z dzisiejszą datą" inputProps={{ inputMode: 'decimal' }} />
            {paidAtBooking(values) ? <FormField name="paymentMethod" label="Sposób płatności" type="select" options={PAYMENT_METHOD_OPTIONS} /> : null}
          </>
        ) : null}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField name="status" label="Status" type="select" options={STATUS_FORM_OPTIONS} />
        {/* paid at booking: the payment status follows the payment */}
        {check.isNew && paidAtBooking(values) ? null : (
          // a saved stay's status follows its payments and refunds ('Płatności'): shown, not set by hand
          <FormField
            name="paymentStatus"
            label="Status płatności"
            type="select"
            options={PAYMENT_FORM_OPTIONS}
            disabled={!check.isNew}
            helperText={check.isNew ? undefined : 'Wynika z wpłat i zwrotów: zapisz je w „Płatności” na stronie rezerwacji.'}
          />
        )}
        <FormField name="source" label="Źródło rezerwacji" placeholder="np. booking, telefon" />
        {full ? <FormField name="paymentSource" label="Forma płatności" /> : null}
      </SimpleGrid>
      <FormField name="comments" label="Uwagi" type="textarea" rows={3} />
      {full ? <FormField name="invoiceIssued" label="Faktura wystawiona" type="checkbox" disabled={invoiced} helperText={invoiced ? 'Do rezerwacji wystawiono fakturę.' : undefined} /> : null}
    </Stack>
  );
}

function BillLine({ label, value }: { label: string; value: string }) {
  return (
    <HStack justify="space-between" textStyle="sm">
      <Text>{label}</Text>
      <Text>{value}</Text>
    </HStack>
  );
}

const validPhone = (value: string | undefined) => (normalizePhone(value) === null ? INVALID_PHONE_MESSAGE : undefined);

/** Right under the dates: checking, free, or taken (also a refusal on save). */
function Availability({ check, taken }: { check: StayCheck; taken: string | null }) {
  if (taken) {
    return (
      <Alert.Root status="error" size="sm" role="alert" data-testid="availability">
        <Alert.Indicator />
        <Alert.Title>{taken}</Alert.Title>
      </Alert.Root>
    );
  }
  if (check.loading) {
    return (
      <HStack gap="2" textStyle="sm" color="fg.muted" data-testid="availability" role="status">
        <Spinner size="xs" />
        <Text>Sprawdzam dostępność…</Text>
      </HStack>
    );
  }
  if (check.quote) {
    return (
      <Text textStyle="sm" color="green.fg" data-testid="availability" role="status">
        Termin wolny
      </Text>
    );
  }
  return null;
}

/** Under the price: where it came from, or why there is none; never a price for a stay that cannot be booked. */
function priceNote(check: StayCheck, taken: string | null, overridden: boolean): string | null {
  if (taken) return null;
  if (check.loading) return 'Liczę cenę…';
  // said once, beside the dates
  if (check.refused) return null;
  if (check.error) return check.error;
  if (!check.quote) return null;
  const engine = formatMoney(check.quote.pricePerNight, check.quote.currency);
  return overridden ? `Cena wpisana ręcznie (z cennika: ${engine} za dobę)` : `Cena z cennika: ${engine} za dobę`;
}
