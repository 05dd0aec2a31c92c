import { Fragment, useEffect, useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink, useNavigate, useSearchParams } from '@gospodarz/shared/router';
import {
  Box,
  Button,
  CheckboxGroupField,
  DataTable,
  DateInput,
  ErrorPanel,
  FilterActions,
  Flex,
  FormField,
  HStack,
  IconButton,
  Link,
  NativeSelect,
  PageHeader,
  PaginationBar,
  SimpleGrid,
  Stack,
  Text,
  formatDate,
  formatMoney,
  type DataTableColumn,
  type InvoiceDto,
  MONTH_NAMES,
  warsawTodayDate,
  type CommandDispatch,
} from '@gospodarz/shared';
import { refundOf } from '@gospodarz/shared/dto';
import { actions, selectInvoices } from '../slice';
import { setInvoiceStatus } from '../commands';
import { EMPTY_INVOICE_FILTERS, parseInvoiceSearch, shiftMonth, toInvoiceApiQuery, toInvoiceSearch, type InvoiceFilterValues, type InvoiceListState } from '../query';
import { KsefStatusBadge, StatusBadge } from './parts';


/** Month and year switchers: the list shows the invoices issued in that month, with its totals. */
function MonthSwitcher({ state, go }: { state: InvoiceListState; go: (next: InvoiceListState) => void }) {
  const thisYear = warsawTodayDate().getFullYear();
  // running up, as every year list of the product does
  const years = Array.from({ length: 8 }, (_, i) => thisYear - 6 + i);
  if (!years.includes(state.year)) years.push(state.year);
  years.sort((a, b) => a - b);
  return (
    <HStack gap="2" flexWrap="wrap" aria-label="Miesiąc faktur" role="group">
      <IconButton size="sm" variant="outline" aria-label="Poprzedni miesiąc" onClick={() => go(shiftMonth(state, -1))}>
        ‹
      </IconButton>
      <NativeSelect.Root size="sm" w={{ base: '36', sm: '40' }}>
        <NativeSelect.Field aria-label="Miesiąc" value={String(state.month)} onChange={(e) => go({ ...state, month: Number(e.target.value), page: 1 })}>
          {MONTH_NAMES.map((m, i) => (
            <option key={m} value={i + 1}>
              {m}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root size="sm" w="28">
        <NativeSelect.Field aria-label="Rok" value={String(state.year)} onChange={(e) => go({ ...state, year: Number(e.target.value), page: 1 })}>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <IconButton size="sm" variant="outline" aria-label="Następny miesiąc" onClick={() => go(shiftMonth(state, 1))}>
        ›
      </IconButton>
    </HStack>
  );
}

/** /front-desk/invoices: the month's invoices with a side filter panel; month, filters, sort and page live in the URL. */
export function InvoicesPage() {
  const dispatch = useDispatch<CommandDispatch>();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const state = useMemo(() => parseInvoiceSearch(new URLSearchParams(search)), [search]);
  const { list, apartments } = useSelector(selectInvoices);
  const apartmentChoices = useMemo(() => apartments.map((a) => ({ value: a.id, label: a.name })), [apartments]);
  const apiQuery = useMemo(() => toInvoiceApiQuery(state), [state]);
  useEffect(() => {
    dispatch(actions.loadList(apiQuery));
  }, [apiQuery, dispatch]);
  useEffect(() => {
    dispatch(actions.loadApartments());
  }, [dispatch]);
  const current = JSON.stringify(list.params) === JSON.stringify(apiQuery);
  const go = (next: InvoiceListState) => setSearchParams(toInvoiceSearch(next));
  const reload = () => dispatch(actions.loadList(apiQuery));
  // on a phone the filters fold away under a button, so that the invoices come first
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters = Object.values(state.filters).filter((v) => (Array.isArray(v) ? v.length > 0 : !!v)).length;

  const columns: DataTableColumn<InvoiceDto>[] = [
    {
      key: 'number',
      header: 'Numer',
      render: (i) => (
        <Link asChild colorPalette="teal" fontWeight="medium">
          <RouterLink to={`/front-desk/invoices/${i.id}`}>{i.attributes.number}</RouterLink>
        </Link>
      ),
    },
    { key: 'booked', header: 'Data wystawienia', sortable: true, render: (i) => formatDate(i.attributes.booked) },
    { key: 'fullName', header: 'Nabywca', render: (i) => i.attributes.fullName },
    {
      key: 'stay',
      header: 'Okres najmu',
      render: (i) => (i.attributes.stayFrom ? `${formatDate(i.attributes.stayFrom)} – ${formatDate(i.attributes.stayTo)}` : '—'),
    },
    { key: 'amountToPay', header: 'Kwota brutto', render: (i) => formatMoney(i.attributes.amountToPay, i.attributes.currency) },
    { key: 'paymentDate', header: 'Termin płatności', render: (i) => formatDate(i.attributes.paymentDate) },
    { key: 'status', header: 'Status', render: (i) => <StatusBadge status={i.attributes.paymentStatus} refund={!!refundOf(i.attributes)} /> },
    { key: 'ksefStatus', header: 'KSeF', render: (i) => <KsefStatusBadge status={i.attributes.ksefStatus} offlineUntil={i.attributes.ksefOfflineUntil} /> },
  ];

  return (
    <Box>
      <PageHeader
        title="Faktury"
        description={list.pagination ? `Liczba faktur w miesiącu: ${list.pagination.count}` : 'Wczytywanie…'}
        actions={
          <HStack gap="2" flexWrap="wrap">
            <Button variant="outline" onClick={() => navigate('/front-desk/invoices/costs')}>
              Kosztowe
            </Button>
            <Button variant="outline" onClick={() => navigate('/front-desk/invoices/statements')}>
              Wyciągi bankowe
            </Button>
            <Button colorPalette="teal" onClick={() => navigate('/front-desk/invoices/new')}>
              Wystaw Fakturę
            </Button>
          </HStack>
        }
      />
      <Box mb="4">
        <MonthSwitcher state={state} go={go} />
      </Box>
      <Button
        display={{ base: 'flex', lg: 'none' }}
        mb="4"
        size="sm"
        variant="outline"
        aria-expanded={filtersOpen}
        aria-controls="invoice-filters"
        onClick={() => setFiltersOpen((open) => !open)}
      >
        {filtersOpen ? 'Ukryj filtry' : 'Filtry'}
        {activeFilters ? ` (${activeFilters})` : ''}
      </Button>
      <Flex gap="6" direction={{ base: 'column', lg: 'row' }} align={{ base: 'stretch', lg: 'flex-start' }}>
        <Box
          as="aside"
          id="invoice-filters"
          display={{ base: filtersOpen ? 'block' : 'none', lg: 'block' }}
          w={{ base: 'full', lg: '72' }}
          flexShrink={0}
          borderWidth="1px"
          rounded="md"
          p="4"
          aria-label="Filtry"
        >
          <Form<InvoiceFilterValues> onSubmit={(filters) => go({ ...state, filters, page: 1 })} initialValues={state.filters}>
            {({ handleSubmit, form }) => (
              <form onSubmit={handleSubmit} aria-label="Filtry faktur">
                <Stack gap="4">
                  <FormField name="fullName" label="Gość" />
                  <CheckboxGroupField name="apartmentIds" legend="Apartamenty" choices={apartmentChoices} />
                  <SimpleGrid columns={2} gap="2">
                    <DateInput name="issueDateFrom" label="Wystawiona od" size="sm" />
                    <DateInput name="issueDateTo" label="do" size="sm" />
                    <DateInput name="paymentDateFrom" label="Termin płatności od" size="sm" />
                    <DateInput name="paymentDateTo" label="do" size="sm" />
                    <DateInput name="rentalFrom" label="Okres najmu od" size="sm" />
                    <DateInput name="rentalTo" label="do" size="sm" />
                    <FormField name="grossFrom" label="Kwota brutto od" inputProps={{ inputMode: 'decimal' }} />
                    <FormField name="grossTo" label="do" inputProps={{ inputMode: 'decimal' }} />
                  </SimpleGrid>
                  <FormField
                    name="status"
                    label="Status"
                    type="select"
                    options={[
                      { value: '', label: 'Wszystkie' },
                      { value: 'paid', label: 'Opłacona' },
                      { value: 'unpaid', label: 'Nieopłacona' },
                    ]}
                  />
                  <FormField
                    name="ksefStatus"
                    label="Status KSeF"
                    type="select"
                    options={[
                      { value: '', label: 'Wszystkie' },
                      { value: 'none', label: 'Nie wysłano do KSeF' },
                      { value: 'pending', label: 'Oczekuje na wysłanie' },
                      { value: 'sent', label: 'Wysłana' },
                      { value: 'accepted', label: 'Przyjęta' },
                      { value: 'rejected', label: 'Odrzucona' },
                      { value: 'offline', label: 'Offline' },
                    ]}
                  />
                  <FilterActions
                    onClear={() => {
                      form.reset(EMPTY_INVOICE_FILTERS);
                      go({ ...state, filters: EMPTY_INVOICE_FILTERS, page: 1 });
                    }}
                  />
                </Stack>
              </form>
            )}
          </Form>
        </Box>
        <Stack flex="1" minW="0" gap="4">
          {list.error ? (
            <ErrorPanel message={list.error} onRetry={reload} />
          ) : (
            <DataTable
              caption="Faktury"
              columns={columns}
              rows={list.items}
              loading={list.loading || !current}
              sort={{ orderBy: 'booked', orderSort: state.orderSort }}
              onSortChange={(sort) => go({ ...state, orderSort: sort.orderBy === 'booked' ? sort.orderSort : 'desc', page: 1 })}
              rowActions={(i) => [
                {
                  label: refundOf(i.attributes)
                    ? i.attributes.paymentStatus === 'paid'
                      ? 'Zmień status: do zwrotu'
                      : 'Zmień status: zwrócono'
                    : i.attributes.paymentStatus === 'paid'
                      ? 'Zmień status: nieopłacona'
                      : 'Zmień status: opłacona',
                  onSelect: async () => (await dispatch(setInvoiceStatus({ id: i.id, status: i.attributes.paymentStatus === 'paid' ? 'unpaid' : 'paid' }))).ok && reload(),
                },
                { label: 'Szczegóły', onSelect: () => navigate(`/front-desk/invoices/${i.id}`) },
              ]}
              rowActionsLabel={(i) => `Akcje faktury ${i.attributes.number}`}
            />
          )}
          {list.totals.length > 0 ? (
            <Box borderWidth="1px" rounded="md" p="3" aria-label="Suma miesiąca" role="region">
              {list.totals.map((t) => (
                <Text key={t.currency} textStyle="sm">
                  <Text as="span" fontWeight="semibold">
                    Suma w miesiącu ({MONTH_NAMES[state.month - 1]} {state.year}):
                  </Text>{' '}
                  {(
                    [
                      ['netto', t.net],
                      ['VAT', t.vat],
                      ['brutto', t.gross],
                    ] as const
                  ).map(([label, amount], i) => (
                    <Fragment key={label}>
                      {i > 0 ? ' · ' : ''}
                      <Text as="span" whiteSpace="nowrap">
                        {label} {formatMoney(amount, t.currency)}
                      </Text>
                    </Fragment>
                  ))}
                </Text>
              ))}
            </Box>
          ) : null}
          {list.pagination ? <PaginationBar page={list.pagination.page} pages={list.pagination.pages} onPageChange={(page) => go({ ...state, page })} /> : null}
        </Stack>
      </Flex>
    </Box>
  );
}
