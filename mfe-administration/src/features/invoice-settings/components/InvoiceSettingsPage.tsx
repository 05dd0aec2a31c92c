import { useEffect, useMemo } from 'react';
import { Form } from 'react-final-form';
import { useDispatch, useSelector } from 'react-redux';
import type { SubmissionErrors } from 'final-form';
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
  Tabs,
  Text,
  maskPattern,
  warsawTodayDate,
  FormUnsavedChangesPrompt,
} from '@gospodarz/shared';
import { INVOICE_CURRENCIES, NUMBERING_TOKENS, PAYMENT_TERMS, VAT_EXEMPTIONS, VAT_EXEMPTION_LABELS, VAT_RATES, compactIban, formatIban, isValidNip, isValidPolishIban } from '@gospodarz/shared/dto';
import type { InvoiceSettingsInput } from '../api';
import { actions, invoiceSettings, selectInvoiceSettings } from '../slice';
import { KsefSettings } from './KsefSettings';

type FormValues = Omit<InvoiceSettingsInput, 'vatRate' | 'paymentTermDays' | 'vatExemption'> & { vatRate: string; paymentTermDays: string; vatExemption?: string };

const required = (v: unknown) => (v === undefined || String(v).trim() === '' ? 'Pole jest wymagane' : undefined);
const nip = (v: unknown) => (!v ? undefined : isValidNip(String(v)) ? undefined : 'Nieprawidłowy NIP');
const iban = (v: unknown) => (!v || String(v).trim() === '' || isValidPolishIban(String(v)) ? undefined : 'Nieprawidłowy numer rachunku (IBAN)');
const zip = (v: unknown) => (!v || /^\d{2}-\d{3}$/.test(String(v)) ? undefined : 'Podaj kod pocztowy w formacie NN-NNN');
const pattern = (v: unknown) => {
  const text = String(v ?? '');
  if (!text) return 'Pole jest wymagane';
  if (!text.includes('{NR}')) return 'Wzorzec musi zawierać {NR}';
  const unknown = (text.match(/\{[^}]*\}/g) ?? []).find((t) => !(NUMBERING_TOKENS as readonly string[]).includes(t));
  return unknown ? `Nieznany element wzorca: ${unknown}` : undefined;
};

/** The number the pattern gives the first invoice of today (Warsaw's, as the API numbers it), as a preview. */
export function sampleNumber(template: string, now = warsawTodayDate()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return template
    .replaceAll('{NR}', '1')
    .replaceAll('{DD}', pad(now.getDate()))
    .replaceAll('{MM}', pad(now.getMonth() + 1))
    .replaceAll('{RRRR}', String(now.getFullYear()))
    .replaceAll('{RR}', String(now.getFullYear()).slice(2));
}

function toForm(a: InvoiceSettingsInput): FormValues {
  return { ...a, vatRate: String(a.vatRate), paymentTermDays: String(a.paymentTermDays), sellerNip: maskPattern(a.sellerNip, 'NNN NNNNNN N'), bankAccount: a.bankAccount ? formatIban(a.bankAccount) : '', vatExemption: a.vatExemption ?? '' };
}

/** /administration/invoices-settings: the defaults every invoice of the account starts from. */
export function InvoiceSettingsPage() {
  const dispatch = useDispatch();
  const { data, loading, error } = useSelector(selectInvoiceSettings);
  useEffect(() => {
    dispatch(invoiceSettings.actions.load());
  }, [dispatch]);
  // a save puts the stored settings in place of the loaded ones, and the form starts again from them
  const initial = useMemo(() => (data && !loading ? toForm(data.attributes) : null), [data, loading]);

  const onSubmit = (values: FormValues) =>
    new Promise<SubmissionErrors | undefined>((resolve) =>
      dispatch(
        actions.save(
          {
            ...values,
            vatRate: Number(values.vatRate) as InvoiceSettingsInput['vatRate'],
            paymentTermDays: Number(values.paymentTermDays) as InvoiceSettingsInput['paymentTermDays'],
            // the masks' spaces and dashes are not sent
            sellerNip: String(values.sellerNip ?? '').replace(/[\s-]/g, ''),
            bankAccount: values.bankAccount?.trim() ? compactIban(values.bankAccount) : '',
            // a VAT payer has no exemption basis; an exempt host's invoice lines default to 'zw'
            vatExemption: (VAT_EXEMPTIONS as readonly string[]).includes(values.vatExemption ?? '') ? (values.vatExemption as InvoiceSettingsInput['vatExemption']) : null,
          },
          resolve,
        ),
      ),
    );

  if (error) return <ErrorPanel message={error} />;
  if (!initial) return <LoadingScreen />;

  return (
    <Box maxW="3xl">
      <PageHeader title="Ustawienia faktur" description="Domyślne dane, od których zaczyna się każda wystawiana faktura." />
      <Tabs.Root defaultValue="invoices" variant="line" lazyMount>
        <Tabs.List mb="6">
          <Tabs.Trigger value="invoices">Faktury</Tabs.Trigger>
          <Tabs.Trigger value="ksef">KSeF</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="ksef">
          <KsefSettings />
        </Tabs.Content>
        <Tabs.Content value="invoices">
          <Form<FormValues>
            initialValues={initial}
            onSubmit={onSubmit}
            render={({ handleSubmit, submitting, values }) => (
              <form onSubmit={handleSubmit} noValidate>
                <FormUnsavedChangesPrompt />
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
                    <FormField
                      name="vatExemption"
                      label="Zwolnienie z VAT"
                      type="select"
                      options={[{ value: '', label: 'Brak (czynny podatnik VAT)' }, ...VAT_EXEMPTIONS.map((e) => ({ value: e, label: VAT_EXEMPTION_LABELS[e] }))]}
                      helperText="Zwolniony podatnik wystawia faktury ze stawką „zw” i podstawą zwolnienia"
                    />
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
                    <FormField
                      name="bankAccount"
                      label="Numer rachunku bankowego"
                      validate={iban}
                      placeholder="PL00 0000 0000 0000 0000 0000 0000"
                      helperText="Drukowany na fakturach i w prośbach o płatność."
                    />
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
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}
