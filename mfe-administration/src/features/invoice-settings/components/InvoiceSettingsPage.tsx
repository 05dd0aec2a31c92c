import { useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import {
  Box,
  Button,
  ErrorPanel,
  FormErrorMessage,
  FormField,
  Heading,
  HStack,
  LoadingScreen,
  PageHeader,
  SimpleGrid,
  Stack,
  Text,
  maskPattern,
  notify,
  submitErrorsFrom,
} from '@gospodarz/shared';
import { INVOICE_CURRENCIES, PAYMENT_TERMS, VAT_RATES, isValidNip } from '@gospodarz/shared/dto';
import { invoiceSettingsApi, type InvoiceSettingsInput } from '../api';

type FormValues = Omit<InvoiceSettingsInput, 'vatRate' | 'paymentTermDays'> & { vatRate: string; paymentTermDays: string };

const required = (v: unknown) => (v === undefined || String(v).trim() === '' ? 'Pole jest wymagane' : undefined);
const nip = (v: unknown) => (!v ? undefined : isValidNip(String(v)) ? undefined : 'Nieprawidłowy NIP');
const zip = (v: unknown) => (!v || /^\d{2}-\d{3}$/.test(String(v)) ? undefined : 'Podaj kod pocztowy w formacie NN-NNN');
const pattern = (v: unknown) => {
  const text = String(v ?? '');
  if (!text) return 'Pole jest wymagane';
  if (!text.includes('{NR}')) return 'Wzorzec musi zawierać {NR}';
  const unknown = (text.match(/\{[^}]*\}/g) ?? []).find((t) => !['{NR}', '{DD}', '{MM}', '{RRRR}', '{RR}'].includes(t));
  return unknown ? `Nieznany element wzorca: ${unknown}` : undefined;
};

/** The number the pattern gives the first invoice of today, as a preview. */
export function sampleNumber(template: string, now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return template
    .replaceAll('{NR}', '1')
    .replaceAll('{DD}', pad(now.getDate()))
    .replaceAll('{MM}', pad(now.getMonth() + 1))
    .replaceAll('{RRRR}', String(now.getFullYear()))
    .replaceAll('{RR}', String(now.getFullYear()).slice(2));
}

/** /administration/invoices-settings: the defaults every invoice of the account starts from. */
export function InvoiceSettingsPage() {
  const [initial, setInitial] = useState<FormValues | null>(null);
  const [error, setError] = useState<string | null>(null);
  const toForm = (a: InvoiceSettingsInput): FormValues => ({
    ...a,
    vatRate: String(a.vatRate),
    paymentTermDays: String(a.paymentTermDays),
    sellerNip: maskPattern(a.sellerNip, 'NNN NNNNNN N'),
  });
  useEffect(() => {
    void invoiceSettingsApi.get().then((result) => {
      if (result.ok) setInitial(toForm(result.data.attributes));
      else setError(result.body.message);
    });
  }, []);

  if (error) return <ErrorPanel message={error} />;
  if (!initial) return <LoadingScreen />;

  return (
    <Box maxW="3xl">
      <PageHeader title="Ustawienia faktur" description="Domyślne dane, od których zaczyna się każda wystawiana faktura." />
      <Form<FormValues>
        initialValues={initial}
        onSubmit={async (values) => {
          const result = await invoiceSettingsApi.save({
            ...values,
            vatRate: Number(values.vatRate) as InvoiceSettingsInput['vatRate'],
            paymentTermDays: Number(values.paymentTermDays) as InvoiceSettingsInput['paymentTermDays'],
            // dashes and spaces of the masks are not sent (spec 001 §5)
            sellerNip: String(values.sellerNip ?? '').replace(/[\s-]/g, ''),
          });
          if (!result.ok) return submitErrorsFrom(result.body);
          setInitial(toForm(result.data.attributes));
          notify({ type: 'success', description: 'Dane zostały zapisane.' });
          return undefined;
        }}
        render={({ handleSubmit, submitting, values }) => (
          <form onSubmit={handleSubmit} noValidate>
            <Stack gap="6">
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                <FormField name="currency" label="Waluta" type="select" options={INVOICE_CURRENCIES.map((c) => ({ value: c, label: c }))} />
                <FormField name="vatRate" label="Stawka VAT" type="select" options={VAT_RATES.map((r) => ({ value: String(r), label: `${r}%` }))} />
                <FormField
                  name="paymentTermDays"
                  label="Termin płatności"
                  type="select"
                  options={PAYMENT_TERMS.map((d) => ({ value: String(d), label: `${d} dni` }))}
                />
              </SimpleGrid>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField name="placeOfIssue" label="Miejsce wystawienia" />
                <FormField name="serviceName" label="Nazwa usługi" required validate={required} />
              </SimpleGrid>
              <Stack gap="4">
                <Heading as="h2" size="md">
                  Dane sprzedawcy
                </Heading>
                <FormField name="sellerName" label="Nazwa sprzedawcy" />
                <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                  <FormField name="sellerStreet" label="Ulica i numer" />
                  <FormField name="sellerZipCode" label="Kod pocztowy" mask="NN-NNN" validate={zip} />
                  <FormField name="sellerCity" label="Miasto" />
                </SimpleGrid>
                <FormField name="sellerNip" label="NIP" mask="NNN NNNNNN N" validate={nip} />
              </Stack>
              <Stack gap="2">
                <FormField
                  name="numberingPattern"
                  label="Wzorzec numeracji"
                  validate={pattern}
                  helperText="Elementy: {NR} – kolejny numer (wymagany), {DD} – dzień, {MM} – miesiąc, {RRRR} lub {RR} – rok."
                />
                <Text fontSize="sm">Przykładowy numer: {sampleNumber(String(values.numberingPattern ?? ''))}</Text>
              </Stack>
              <FormErrorMessage />
              <HStack>
                <Button type="submit" colorPalette="teal" loading={submitting}>
                  Zapisz
                </Button>
              </HStack>
            </Stack>
          </form>
        )}
      />
    </Box>
  );
}
