import { useCallback, useEffect, useMemo, useState } from 'react';
import { Form, useField, useForm } from 'react-final-form';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useParams, useSearchParams } from '@gospodarz/shared/router';
import {
  Box,
  Button,
  DateInput,
  Flex,
  ErrorPanel,
  FormErrorMessage,
  FormField,
  Heading,
  HStack,
  IconButton,
  LoadingScreen,
  NativeSelect,
  PageHeader,
  SimpleGrid,
  Stack,
  Text,
  formatDate,
  formatMoney,
  type CommandDispatch,
} from '@gospodarz/shared';
import { INVOICE_PRICE_BASIS_LABELS, INVOICE_VAT_RATES, INVOICE_VAT_RATE_LABELS, type InvoicePriceBasis } from '@gospodarz/shared/dto';
import { actions, selectInvoices } from '../slice';
import { saveInvoice } from '../commands';
import { liveTotals, newLine, priceField, toPayload, validateInvoice, valuesFromDraft, valuesFromInvoice, type InvoiceFormValues, type InvoiceLineValues } from '../form';
import { TotalsTable } from './parts';

export type InvoiceFormMode = 'create' | 'update' | 'correct';

const VAT_OPTIONS = INVOICE_VAT_RATES.map((r) => ({ value: r, label: INVOICE_VAT_RATE_LABELS[r] }));

const BASIS_OPTIONS = [
  { value: 'net', label: 'Netto' },
  { value: 'gross', label: 'Brutto (VAT liczony od brutto)' },
];

/** The line rows: description, quantity, unit, the price (net or gross, as the invoice is priced) and VAT, with 'Dodaj usługę'. */
function LinesFields({ exempt }: { exempt: boolean }) {
  const form = useForm<InvoiceFormValues>();
  const { input } = useField<InvoiceLineValues[]>('lines', { subscription: { value: true } });
  const basis = useField<InvoicePriceBasis>('priceBasis', { subscription: { value: true } }).input.value || 'net';
  const lines = input.value || [];
  return (
    <Stack gap="3">
      <Flex gap="3" justify="space-between" align={{ base: 'stretch', sm: 'end' }} direction={{ base: 'column', sm: 'row' }}>
        <Heading as="h2" size="md">
          Pozycje
        </Heading>
        <Box w={{ base: 'full', sm: '72' }}>
          <FormField name="priceBasis" label="Ceny w pozycjach" type="select" options={BASIS_OPTIONS} />
        </Box>
      </Flex>
      {lines.map((_, i) => (
        <Box key={i} borderWidth="1px" rounded="md" p="3" role="group" aria-label={`Pozycja ${i + 1}`}>
          <SimpleGrid columns={{ base: 2, md: 12 }} gap="2" alignItems="end">
            <Box gridColumn={{ base: 'span 2', md: 'span 4' }}>
              <FormField name={`lines[${i}].description`} label="Opis" />
            </Box>
            <Box gridColumn={{ base: 'span 1', md: 'span 2' }}>
              <FormField name={`lines[${i}].quantity`} label="Ilość" inputProps={{ inputMode: 'decimal' }} />
            </Box>
            <Box gridColumn={{ base: 'span 1', md: 'span 1' }}>
              <FormField name={`lines[${i}].unit`} label="J.m." />
            </Box>
            <Box gridColumn={{ base: 'span 1', md: 'span 2' }}>
              <FormField
                key={basis}
                name={`lines[${i}].${priceField(basis)}`}
                label={`Kwota ${INVOICE_PRICE_BASIS_LABELS[basis]}`}
                inputProps={{ inputMode: 'decimal' }}
              />
            </Box>
            <Box gridColumn={{ base: 'span 1', md: 'span 2' }}>
              <FormField name={`lines[${i}].vatRate`} label="VAT" type="select" options={VAT_OPTIONS} />
            </Box>
            <Box gridColumn={{ base: 'span 2', md: 'span 1' }}>
              <IconButton
                type="button"
                variant="ghost"
                colorPalette="red"
                aria-label={`Usuń pozycję ${i + 1}`}
                disabled={lines.length === 1}
                onClick={() => form.change('lines', lines.filter((__, j) => j !== i))}
              >
                ✕
              </IconButton>
            </Box>
          </SimpleGrid>
        </Box>
      ))}
      <LinesError />
      <Box>
        <Button type="button" variant="outline" onClick={() => form.change('lines', [...lines, newLine(exempt)])}>
          Dodaj usługę
        </Button>
      </Box>
    </Stack>
  );
}

/** A message about the lines as a whole (none given, too many), from the API. */
function LinesError() {
  const { meta } = useField('lines', { subscription: { submitError: true, dirtySinceLastSubmit: true } });
  return typeof meta.submitError === 'string' && !meta.dirtySinceLastSubmit ? (
    <Text color="fg.error" textStyle="sm" role="alert">
      {meta.submitError}
    </Text>
  ) : null;
}

function LiveTotals({ currency }: { currency: string }) {
  const { input } = useField<InvoiceLineValues[]>('lines', { subscription: { value: true } });
  const basis = useField<InvoicePriceBasis>('priceBasis', { subscription: { value: true } }).input.value || 'net';
  const totals = useMemo(() => liveTotals(input.value || [], basis), [input.value, basis]);
  return (
    <Stack gap="2">
      <TotalsTable totals={totals} currency={currency} caption="Podsumowanie" />
      <Text fontWeight="semibold" textStyle="lg">
        Do zapłaty: <span data-testid="amount-due">{formatMoney(totals.gross, currency)}</span>
      </Text>
    </Stack>
  );
}

/** The stay select of a new invoice: choosing one fills the buyer, the accommodation line and the dates. */
function StaySelect({ value, label }: { value: string | null; label: string | null }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { stays } = useSelector(selectInvoices);
  useEffect(() => {
    dispatch(actions.loadStays());
  }, [dispatch]);
  const options = value && !stays.some((s) => s.id === value) ? [{ id: value, label: label ?? value }, ...stays] : stays;
  return (
    <Box>
      <Text asChild textStyle="sm" fontWeight="medium">
        <label htmlFor="invoice-reservation">Rezerwacja</label>
      </Text>
      <NativeSelect.Root mt="1.5">
        <NativeSelect.Field
          id="invoice-reservation"
          value={value ?? ''}
          onChange={(e) => navigate(e.target.value ? `/front-desk/invoices/new?reservationId=${e.target.value}` : '/front-desk/invoices/new')}
        >
          <option value="">Bez rezerwacji</option>
          {options.map((s) => (
            <option key={s.id} value={s.id}>
              {s.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  );
}

interface FormPageProps {
  mode: InvoiceFormMode;
}

/**
 * /front-desk/invoices/new (also from a reservation's 'Wystaw fakturę': ?reservationId=…), /front-desk/invoices/:id/edit
 * (until the invoice is sent or exported) and /front-desk/invoices/:id/correct (a correction invoice).
 */
export function InvoiceFormPage({ mode }: FormPageProps) {
  const dispatch = useDispatch<CommandDispatch>();
  const navigate = useNavigate();
  const { invoiceId } = useParams();
  const [searchParams] = useSearchParams();
  const reservationId = searchParams.get('reservationId');
  const { draft, source } = useSelector(selectInvoices);

  const key = `${mode}:${invoiceId ?? reservationId ?? ''}`;
  const load = useCallback(() => {
    if (mode === 'create') dispatch(actions.loadDraft(reservationId));
    else if (invoiceId) dispatch(actions.loadSource(invoiceId));
  }, [dispatch, mode, reservationId, invoiceId]);
  // the key this screen has asked for: what the store holds from an earlier visit is not shown meanwhile
  const [asked, setAsked] = useState<string | null>(null);
  useEffect(() => {
    load();
    setAsked(key);
  }, [load, key]);

  // The form starts from what this screen asked for, once it has come: the draft of this reservation, or the invoice
  // read when the form opened (a correction: from the state its latest correction left).
  const fresh = asked === key;
  const invoice = fresh && mode !== 'create' && source.id === invoiceId && !source.loading ? source.invoice : null;
  const base = invoice ? source.base : null;
  const ready = mode === 'create' ? fresh && draft.item && draft.key === (reservationId ?? '') && !draft.loading : invoice && base;
  const initialValues = useMemo(
    () => (mode === 'create' ? (draft.item ? valuesFromDraft(draft.item) : null) : base ? valuesFromInvoice(base, mode === 'correct') : null),
    [mode, draft.item, base],
  );
  const error = !fresh ? null : mode === 'create' ? draft.error : source.error;
  if (error) return <ErrorPanel message={error} onRetry={load} />;
  if (!ready || !initialValues) return <LoadingScreen />;

  const currency = mode === 'create' ? draft.item!.currency : invoice!.attributes.currency;
  const exempt = mode === 'create' ? !!draft.item!.vatExemption : !!invoice!.attributes.vatExemption;
  const number = mode === 'create' ? draft.item!.number : invoice!.attributes.number;
  const title = mode === 'create' ? 'Nowa faktura' : mode === 'update' ? `Edycja faktury ${number}` : `Korekta faktury ${number}`;
  const submitLabel = mode === 'create' ? 'Wystaw fakturę' : mode === 'update' ? 'Zapisz' : 'Wystaw korektę';

  return (
    <Box maxW="5xl">
      <PageHeader
        title={title}
        description={
          mode === 'correct'
            ? `Faktura korygująca do faktury nr ${number} z dnia ${formatDate(invoice!.attributes.issueDate)}: podaj stan po korekcie i jej przyczynę.`
            : undefined
        }
      />
      <Form<InvoiceFormValues>
        key={key}
        initialValues={initialValues}
        validate={(values) => validateInvoice(values, mode === 'correct')}
        onSubmit={async (values) => {
          const outcome = await dispatch(saveInvoice({ mode, id: invoiceId ?? null, payload: toPayload(values) }));
          if (!outcome.ok) return outcome.errors;
          navigate(`/front-desk/invoices/${outcome.data.id}`);
          return undefined;
        }}
      >
        {({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} aria-label={title} noValidate>
            <Stack gap="6">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <Box>
                  <Text textStyle="sm" fontWeight="medium">
                    Numer faktury
                  </Text>
                  <Text mt="1.5" fontWeight="semibold" data-testid="invoice-number">
                    {mode === 'correct' ? 'nadawany przy wystawieniu (seria KOR)' : number}
                  </Text>
                  {mode === 'create' ? (
                    <Text textStyle="xs" color="fg.muted">
                      Proponowany według wzorca {draft.item!.numberingPattern}; numer nadaje się przy wystawieniu, bez luk (wzorzec zmienisz w ustawieniach faktur).
                    </Text>
                  ) : null}
                </Box>
                {mode === 'create' ? <StaySelect value={reservationId} label={draft.item!.reservationLabel} /> : null}
                <FormField name="placeOfIssue" label="Miejsce wystawienia" />
                <DateInput name="issueDate" label="Data wystawienia" />
                <DateInput name="saleDate" label="Data sprzedaży" />
                <DateInput name="dueDate" label="Termin płatności" />
              </SimpleGrid>
              {mode === 'correct' ? <FormField name="reason" label="Przyczyna korekty" type="textarea" rows={2} required /> : null}
              <Stack gap="3">
                <Heading as="h2" size="md">
                  Nabywca
                </Heading>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <FormField name="buyerName" label="Nazwa nabywcy" required />
                  <FormField name="buyerNip" label="NIP" mask="NNN NNNNNN N" placeholder="NNN NNNNNN N" helperText="Tylko gdy nabywca jest firmą" />
                  <FormField name="buyerAddress" label="Adres nabywcy" type="textarea" rows={2} required />
                  <FormField name="buyerEmail" label="E-mail nabywcy" type="email" helperText="Na ten adres wyślesz fakturę" />
                </SimpleGrid>
              </Stack>
              <LinesFields exempt={exempt} />
              <LiveTotals currency={currency} />
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField
                  name="paymentMethod"
                  label="Sposób płatności"
                  type="select"
                  options={[
                    { value: 'transfer', label: 'Przelew' },
                    { value: 'cash', label: 'Gotówka' },
                  ]}
                />
                <FormField
                  name="paymentStatus"
                  label="Status płatności"
                  type="select"
                  options={[
                    { value: 'unpaid', label: 'Nieopłacona' },
                    { value: 'paid', label: 'Opłacona' },
                  ]}
                />
              </SimpleGrid>
              <FormErrorMessage />
              <HStack gap="3" justify="flex-end">
                <Button type="button" variant="outline" onClick={() => navigate(invoiceId ? `/front-desk/invoices/${invoiceId}` : '/front-desk/invoices')}>
                  Anuluj
                </Button>
                <Button type="submit" colorPalette="teal" loading={submitting}>
                  {submitLabel}
                </Button>
              </HStack>
            </Stack>
          </form>
        )}
      </Form>
    </Box>
  );
}
