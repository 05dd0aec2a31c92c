import { useFormState } from 'react-final-form';
import { Box, FormField, SimpleGrid, Stack, Text, formatMoney, formatNights } from '@gospodarz/shared';
import type { ApartmentChoice } from '../api';
import { CURRENCY_OPTIONS, PAYMENT_FORM_OPTIONS, STATUS_FORM_OPTIONS } from '../labels';
import { nightsOf, totalOf, type ReservationFormValues } from '../form';

const toInt = (value: string) => (value === '' ? '' : Math.max(0, Math.floor(Number(value)) || 0));

/** The fields of a reservation, shared by the new reservation dialog and the edit page. */
export function ReservationFormFields({
  apartments,
  quoteNote,
  full = false,
}: {
  apartments: ApartmentChoice[];
  /** a line under the price (e.g. where it came from, or why there is none) */
  quoteNote?: string | null;
  /** the edit page shows every attribute; the dialog the ones needed to book */
  full?: boolean;
}) {
  const { values } = useFormState<ReservationFormValues>({ subscription: { values: true } });
  const nights = nightsOf(values.from, values.to);
  const total = totalOf(values);
  return (
    <Stack gap="4">
      <FormField
        name="apartmentId"
        label="Apartament"
        type="select"
        placeholder="Wybierz apartament"
        options={apartments.map((a) => ({ value: a.id, label: a.name }))}
        required
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField name="from" label="Data przyjazdu" type="date" min="2010-01-01" max="2030-12-31" required />
        <FormField name="to" label="Data wyjazdu" type="date" min={values.from || '2010-01-01'} max="2030-12-31" required />
        <FormField name="adults" label="Dorośli" type="number" min={1} max={50} parse={toInt} />
        <FormField name="children" label="Dzieci" type="number" min={0} max={50} parse={toInt} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField name="fullName" label="Imię i nazwisko" autoComplete="off" required />
        <FormField name="email" label="E-mail" type="email" autoComplete="off" />
        <FormField name="phoneNumber" label="Telefon" type="tel" autoComplete="off" />
        <FormField name="guestAddress" label="Adres gościa (miasto)" autoComplete="off" />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <FormField name="pricePerNight" label="Cena za dobę" helperText={quoteNote ?? undefined} inputProps={{ inputMode: 'decimal' }} />
        <FormField name="currency" label="Waluta" type="select" options={CURRENCY_OPTIONS} />
        <Box>
          <Text fontWeight="medium" textStyle="sm" mb="1.5">
            Razem
          </Text>
          <Text data-testid="reservation-total" py="2">
            {total === null ? '—' : `${formatMoney(total, values.currency)} (${formatNights(nights)})`}
          </Text>
        </Box>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField name="status" label="Status" type="select" options={STATUS_FORM_OPTIONS} />
        <FormField name="paymentStatus" label="Status płatności" type="select" options={PAYMENT_FORM_OPTIONS} />
        <FormField name="source" label="Źródło rezerwacji" placeholder="np. booking, telefon" />
        {full ? <FormField name="paymentSource" label="Forma płatności" /> : null}
      </SimpleGrid>
      <FormField name="comments" label="Uwagi" type="textarea" rows={3} />
      {full ? <FormField name="invoiceIssued" label="Faktura wystawiona" type="checkbox" /> : null}
    </Stack>
  );
}
