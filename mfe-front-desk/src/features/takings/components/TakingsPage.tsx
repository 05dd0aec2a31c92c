import { useCallback, useEffect, useState } from 'react';
import { Form, useFormState } from 'react-final-form';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink } from '@gospodarz/shared/router';
import {
  Box,
  Button,
  Card,
  DateInput,
  ErrorPanel,
  Field,
  FormErrorMessage,
  FormField,
  HStack,
  Heading,
  Link,
  LoadingScreen,
  NativeSelect,
  PageHeader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  formatDate,
  notify,
  scrollRegionProps,
  type SectionState,
  type TakingsAttributes,
  type TakingsCashier,
  type TakingsMethodSums,
  todayInPoland,
} from '@gospodarz/shared';
import type { TakingsQuery } from '../api';
import { selectTakings, takingsActions, takingsReport } from '../slice';
import { METHOD_COLUMNS, cashLines, kindLabel, methodLabel, money, openingSource, signedAmount, timeOf } from '../model';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ALL = '';

/** 'yyyy-MM-dd' `days` after `day`. */
function shift(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Asks for the day's report whenever the date field holds a real day. */
function DayWatcher({ onDay }: { onDay: (day: string) => void }) {
  const { values, valid } = useFormState<{ date?: string }>({ subscription: { values: true, valid: true } });
  useEffect(() => {
    if (valid && values.date && ISO_DAY.test(values.date)) onDay(values.date);
  }, [valid, values.date, onDay]);
  return null;
}

function MethodTable({ methods, currency, caption }: { methods: TakingsMethodSums[]; currency: string; caption: string }) {
  return (
    <Box overflowX="auto" {...scrollRegionProps(caption)}>
      <Table.Root size="sm" variant="outline" aria-label={caption}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Forma płatności</Table.ColumnHeader>
            {METHOD_COLUMNS.map((col) => (
              <Table.ColumnHeader key={col.label} textAlign="end">
                {col.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {methods.map((m) => (
            <Table.Row key={m.method}>
              <Table.Cell>{methodLabel(m.method)}</Table.Cell>
              {METHOD_COLUMNS.map((col) => (
                <Table.Cell key={col.label} textAlign="end" whiteSpace="nowrap" fontWeight={col.label === 'Razem' ? 'semibold' : undefined}>
                  {money(col.value(m), currency)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

function CashBox({ drawer, currency, note }: { drawer: Pick<TakingsCashier, 'opening' | 'cashIn' | 'cashOut' | 'closing'>; currency: string; note?: string }) {
  return (
    <Stack gap="1">
      <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
        {cashLines(drawer, currency).map(([label, value]) => (
          <Box key={label} borderWidth="1px" rounded="md" p="3">
            <Text as="dt" textStyle="sm" color="fg.muted">
              {label}
            </Text>
            <Text as="dd" textStyle="lg" fontWeight="semibold">
              {value}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      {note ? (
        <Text textStyle="xs" color="fg.muted">
          {note}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The cash counted at the day's start: typed, or forgotten so that the previous day's closing opens the day. */
function OpeningForm({ report, cashier, onClose }: { report: TakingsAttributes; cashier: TakingsCashier; onClose: () => void }) {
  const dispatch = useDispatch();
  const save = (amount: string | null) =>
    new Promise<object | undefined>((resolve) =>
      dispatch(
        takingsActions.setOpening({ date: report.date, amount, currency: report.currency, userId: cashier.userId ?? undefined }, (errors) => {
          if (!errors) onClose();
          resolve(errors);
        }),
      ),
    );
  return (
    <Form<{ amount: string }> initialValues={{ amount: String(cashier.opening / 100).replace('.', ',') }} onSubmit={(values) => save(values.amount ?? '')}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={`Stan początkowy kasy: ${cashier.name}`}>
          <Stack gap="3" maxW="md">
            <FormField
              name="amount"
              label="Stan kasy na początek dnia"
              required
              autoFocus
              inputProps={{ inputMode: 'decimal' }}
              helperText="Gotówka policzona w kasie przed pierwszą wpłatą dnia."
              validate={(v) => (!String(v ?? '').trim() ? 'Pole jest wymagane' : /^\s*\d{1,9}([.,]\d{1,2})?\s*$/.test(String(v)) ? undefined : 'Podaj kwotę, np. 250 lub 250,50')}
            />
            <FormErrorMessage />
            <HStack gap="2" wrap="wrap">
              <Button type="submit" loading={submitting}>
                Zapisz stan
              </Button>
              {cashier.openingEntered ? (
                <Button variant="outline" onClick={() => save(null)} disabled={submitting}>
                  Przenieś z poprzedniego dnia
                </Button>
              ) : null}
              <Button variant="ghost" onClick={onClose}>
                Anuluj
              </Button>
            </HStack>
          </Stack>
        </form>
      )}
    </Form>
  );
}

function Operations({ cashier, currency }: { cashier: TakingsCashier; currency: string }) {
  if (cashier.operations.length === 0) return <Text color="fg.muted">Tego dnia nie zapisano żadnych wpłat ani zwrotów.</Text>;
  const caption = `Operacje: ${cashier.name}`;
  return (
    <Box overflowX="auto" {...scrollRegionProps(caption, { tabStop: false })}>
      <Table.Root size="sm" aria-label={caption}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Godz.</Table.ColumnHeader>
            <Table.ColumnHeader>Gość</Table.ColumnHeader>
            <Table.ColumnHeader>Apartament</Table.ColumnHeader>
            <Table.ColumnHeader>Rodzaj</Table.ColumnHeader>
            <Table.ColumnHeader>Forma</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Kwota</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {cashier.operations.map((op) => (
            <Table.Row key={op.id} data-testid="takings-operation">
              <Table.Cell>{timeOf(op.createdAt)}</Table.Cell>
              <Table.Cell minW="36">
                <Link asChild>
                  <RouterLink to={`/front-desk/reservations/${op.reservationId}`}>{op.guestName}</RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell minW="32">{op.apartmentName}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{kindLabel(op)}</Table.Cell>
              <Table.Cell>{methodLabel(op.method)}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {money(signedAmount(op), currency)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

function CashierCard({ report, cashier, mayCount }: { report: TakingsAttributes; cashier: TakingsCashier; mayCount: boolean }) {
  const [counting, setCounting] = useState(false);
  const currency = report.currency;
  return (
    <Card.Root data-testid="takings-cashier">
      <Card.Body>
        <Stack gap="4">
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Heading as="h2" size="md">
              {cashier.name}
            </Heading>
            {mayCount && !counting ? (
              <Button size="sm" variant="outline" onClick={() => setCounting(true)}>
                {cashier.openingEntered ? 'Zmień stan początkowy' : 'Wpisz stan początkowy'}
              </Button>
            ) : null}
          </HStack>
          {counting ? <OpeningForm report={report} cashier={cashier} onClose={() => setCounting(false)} /> : null}
          <CashBox drawer={cashier} currency={currency} note={`Stan początkowy: ${openingSource(cashier)}`} />
          <MethodTable methods={cashier.methods} currency={currency} caption={`Według formy płatności: ${cashier.name}`} />
          <Heading as="h3" size="sm">
            Operacje dnia
          </Heading>
          <Operations cashier={cashier} currency={currency} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The sums of the cashiers shown (all of them, or the one picked). */
function totalsOf(cashiers: TakingsCashier[]) {
  const sum = (pick: (c: TakingsCashier) => number) => cashiers.reduce((s, c) => s + pick(c), 0);
  const methods = (cashiers[0]?.methods ?? []).map((m) => {
    const of = (pick: (s: TakingsMethodSums) => number) => sum((c) => pick(c.methods.find((n) => n.method === m.method)!));
    return { method: m.method, received: of((s) => s.received), refunded: of((s) => s.refunded), depositsHeld: of((s) => s.depositsHeld), depositsReturned: of((s) => s.depositsReturned), net: of((s) => s.net) };
  });
  return { opening: sum((c) => c.opening), cashIn: sum((c) => c.cashIn), cashOut: sum((c) => c.cashOut), closing: sum((c) => c.closing), methods };
}

/**
 * Recepcja › Raport kasowy: the day's payments, refunds and kaucje by method and by the user who recorded them, each
 * drawer from its opening to its closing, printable as a PDF. The owner sees everyone's, a co-host their own.
 */
export function TakingsPage() {
  const dispatch = useDispatch();
  const user = useSelector((state: { section: SectionState }) => state.section.user);
  const state = useSelector(selectTakings);
  const today = todayInPoland();
  const [query, setQuery] = useState<TakingsQuery>({ date: today });
  const [who, setWho] = useState(ALL);
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    dispatch(takingsReport.actions.load(query));
  }, [dispatch, query]);
  const onDay = useCallback((date: string) => setQuery((q) => (q.date === date ? q : { ...q, date })), []);

  const report = state.data?.attributes ?? null;
  const cashiers = report ? report.cashiers.filter((c) => who === ALL || (c.userId ?? '') === who) : [];
  const shownOperations = cashiers.reduce((n, c) => n + c.operations.length, 0);
  const me = user?.id;
  const owner = !!user?.attributes.owner;

  const print = async () => {
    if (!report) return;
    setPrinting(true);
    try {
      const { saveTakingsPdf } = await import('../print');
      await saveTakingsPdf(report, cashiers);
    } catch {
      notify({ type: 'error', description: 'Nie udało się przygotować pliku PDF. Spróbuj ponownie.' });
    } finally {
      setPrinting(false);
    }
  };

  return (
    <Box>
      <PageHeader
        title="Raport kasowy"
        description={owner ? 'Wpłaty, zwroty i kaucje dnia według formy płatności i osoby, która je przyjęła, ze stanem kasy na początek i koniec dnia.' : 'Twoje wpłaty, zwroty i kaucje dnia ze stanem Twojej kasy na początek i koniec dnia.'}
        actions={
          <Button onClick={print} loading={printing} disabled={!report || state.loading}>
            Drukuj (PDF)
          </Button>
        }
      />
      <Form<{ date?: string }> initialValues={{ date: today }} onSubmit={() => undefined}>
        {({ form, values }) => (
          <Stack gap="3" mb="6" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'end' }}>
            <DayWatcher onDay={onDay} />
            <Box maxW={{ md: '48' }}>
              <DateInput name="date" label="Dzień" required max={today} />
            </Box>
            <HStack gap="2" wrap="wrap">
              <Button variant="outline" onClick={() => values.date && ISO_DAY.test(values.date) && form.change('date', shift(values.date, -1))}>
                Poprzedni dzień
              </Button>
              <Button variant="outline" disabled={!values.date || values.date >= today} onClick={() => values.date && ISO_DAY.test(values.date) && form.change('date', shift(values.date, 1))}>
                Następny dzień
              </Button>
              <Button variant="ghost" disabled={values.date === today} onClick={() => form.change('date', today)}>
                Dziś
              </Button>
            </HStack>
            {report && report.cashiers.length > 1 ? (
              <Field.Root maxW={{ md: '64' }}>
                <Field.Label>Osoba</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={who} onChange={(e) => setWho(e.target.value)}>
                    <option value={ALL}>Wszyscy</option>
                    {report.cashiers.map((c) => (
                      <option key={c.userId ?? 'none'} value={c.userId ?? ''}>
                        {c.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            ) : null}
            {report && report.currencies.length > 1 ? (
              <Field.Root maxW={{ md: '32' }}>
                <Field.Label>Waluta</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={query.currency ?? 'PLN'} onChange={(e) => setQuery((q) => ({ ...q, currency: e.target.value }))}>
                    {report.currencies.map((currency) => (
                      <option key={currency} value={currency}>
                        {currency}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            ) : null}
          </Stack>
        )}
      </Form>
      {state.error ? <ErrorPanel message={state.error} onRetry={() => dispatch(takingsReport.actions.load(query))} /> : null}
      {!report && !state.error ? <LoadingScreen /> : null}
      {report ? (
        <Stack gap="6" aria-busy={state.loading} data-testid="takings-report">
          <Text color="fg.muted">
            {formatDate(report.date)} · {report.operationCount === 0 ? 'brak wpłat i zwrotów' : `operacji: ${report.operationCount}`}
          </Text>
          {shownOperations < report.operationCount && who === ALL ? (
            <Text color="fg.muted" textStyle="sm">
              Pokazano pierwsze {shownOperations} operacji z {report.operationCount}; sumy obejmują wszystkie.
            </Text>
          ) : null}
          {cashiers.length > 1 ? (
            <Card.Root data-testid="takings-totals">
              <Card.Body>
                <Stack gap="4">
                  <Heading as="h2" size="md">
                    Razem
                  </Heading>
                  <CashBox drawer={totalsOf(cashiers)} currency={report.currency} />
                  <MethodTable methods={totalsOf(cashiers).methods} currency={report.currency} caption="Według formy płatności: razem" />
                </Stack>
              </Card.Body>
            </Card.Root>
          ) : null}
          {cashiers.map((c) => (
            <CashierCard key={`${report.date}-${c.userId ?? 'none'}`} report={report} cashier={c} mayCount={!!c.userId && (c.userId === me || owner)} />
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}
