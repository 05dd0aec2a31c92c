import { useCallback, useEffect, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink, useNavigate, useSearchParams } from '@gospodarz/shared/router';
import {
  Badge,
  Box,
  Button,
  DataTable,
  ErrorPanel,
  Flex,
  Link,
  PageHeader,
  PaginationBar,
  Stack,
  Text,
  can,
  formatDate,
  formatMoney,
  useConfirm,
  type DataTableColumn,
  type ReservationDto,
  type RowAction,
  type SectionState,
  todayInPoland,
} from '@gospodarz/shared';
import { actions, selectReservations, type RowActionKind } from '../slice';
import { formatPhone } from '@gospodarz/shared/dto';
import { noShowReason, paymentLabel, statusLabel } from '../labels';
import { activeFilterCount, activeQuickView, parseListSearch, quickView, toApiQuery, toListSearch, withFilters, withSort, type QuickView, type ReservationFilterValues, type ReservationListState } from '../query';
import { deskActions } from '../deskSlice';
import { ListTotalsLine } from './ListTotalsLine';
import { ReservationFilters } from './ReservationFilters';
import { NewReservationDialog } from './NewReservationDialog';
import { CancelDialog, PaymentStatusDialog, RelocateDialog } from './RowDialogs';
import { PaymentRequestDialog } from './PaymentRequestDialog';

const PAYMENT_COLORS: Record<string, string> = { paid: 'green', partly_paid: 'orange', unpaid: 'red' };
const QUICK_VIEWS: Array<[QuickView, string]> = [
  ['arrivals', 'Dziś przyjazdy'],
  ['departures', 'Dziś wyjazdy'],
  ['unpaid', 'Nieopłacone'],
  ['canceled', 'Anulowane'],
];

const STATUS_COLORS: Record<string, string> = { confirmed: 'teal', new: 'teal', recent: 'yellow', canceled: 'gray', no_show: 'gray' };

/** /front-desk/reservations: the filtered, sorted, paged list; filters, sort and page are the URL's query. */
export function ReservationsPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const state = useMemo(() => parseListSearch(new URLSearchParams(search)), [search]);
  const { list, apartments } = useSelector(selectReservations);
  const user = useSelector((root: { section: SectionState }) => root.section.user);
  const { confirm, dialog } = useConfirm();
  const [newOpen, setNewOpen] = useState(false);
  const [paymentFor, setPaymentFor] = useState<ReservationDto | null>(null);
  const [relocateFor, setRelocateFor] = useState<ReservationDto | null>(null);
  const [cancelFor, setCancelFor] = useState<ReservationDto | null>(null);
  const today = todayInPoland();
  const [requestFor, setRequestFor] = useState<string | null>(null);
  // on a phone the filters fold away under a button (as the invoices' do), so that the table starts on the first screen
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters = activeFilterCount(state);

  const apiQuery = useMemo(() => toApiQuery(state), [state]);
  useEffect(() => {
    dispatch(actions.loadList(apiQuery));
  }, [apiQuery, dispatch]);
  // until the answer for this very query is in, the table shows the spinner (never a stale 'Brak danych')
  const current = JSON.stringify(list.params) === JSON.stringify(apiQuery);
  useEffect(() => {
    if (!apartments.loaded && !apartments.loading) dispatch(actions.loadApartments());
  }, [apartments.loaded, apartments.loading, dispatch]);

  const go = (next: ReservationListState) => setSearchParams(toListSearch(next));
  // kept between renders, so that the (memoised) filter panel is drawn again only when the address changes
  const filterValues = useMemo(() => ({ ...state.filters, apartmentIds: state.apartmentIds }), [state]);
  const applyFilters = useCallback(
    ({ apartmentIds = [], ...filters }: ReservationFilterValues) =>
      setSearchParams(toListSearch({ ...withFilters(state, filters), apartmentIds, arrivalOn: undefined, departureOn: undefined })),
    [state, setSearchParams],
  );
  const run = (kind: RowActionKind, id: string, value?: string) =>
    new Promise<string | null>((resolve) => dispatch(actions.rowAction(kind, id, value, (ok, message) => resolve(ok ? null : (message ?? 'Nie udało się.')))));

  const rowActions = (r: ReservationDto): RowAction[] => {
    const a = r.attributes;
    const closed = a.status === 'canceled';
    return [
      ...(closed ? [{ label: 'Przywróć', onSelect: () => dispatch(deskActions.restore(r.id)) }] : []),
      { label: 'Zmień status płatności', onSelect: () => setPaymentFor(r) },
      {
        label: 'Oznacz: gość się nie pojawił',
        // only from the arrival day on (it frees the nights)
        disabled: closed || a.status === 'no_show' || a.from > today,
        reason: noShowReason(a, today),
        onSelect: async () => {
          if (await confirm({ title: 'Gość się nie pojawił?', message: `${a.fullName}, ${formatDate(a.from)} – ${formatDate(a.to)}. Termin zostanie zwolniony.`, confirmLabel: 'Oznacz' }))
            void run('noShow', r.id);
        },
      },
      { label: 'Przenieś gości', disabled: closed, onSelect: () => setRelocateFor(r) },
      // shows what a cancellation today would refund before confirming
      { label: 'Anuluj rezerwację', disabled: closed, onSelect: () => setCancelFor(r) },
      // previewed before it is sent; the preview says why it cannot be sent (no e-mail, already paid)
      { label: 'Wyślij prośbę o płatność', disabled: closed, onSelect: () => setRequestFor(r.id) },
      // actions that open another module's screen show only to those who may use it
      ...(can(user, 'invoices') ? [{ label: 'Wystaw fakturę', onSelect: () => navigate(`/front-desk/invoices/new?reservationId=${r.id}`) }] : []),
      { label: a.phoneNumber ? `Zadzwoń (${formatPhone(a.phoneNumber)})` : 'Zadzwoń', disabled: !a.phoneNumber, onSelect: () => window.location.assign(`tel:${a.phoneNumber.replace(/[^\d+]/g, '')}`) },
      ...(can(user, 'conversations') ? [{ label: 'Wyślij wiadomość', onSelect: () => navigate(`/front-desk/messages?reservationId=${r.id}`) }] : []),
      { label: 'Edytuj', onSelect: () => navigate(`/front-desk/reservations/${r.id}/edit`) },
      {
        label: 'Usuń',
        onSelect: async () => {
          if (await confirm({ title: 'Usunąć rezerwację?', message: 'Tej operacji nie można cofnąć.', confirmLabel: 'Usuń', destructive: true })) void run('delete', r.id);
        },
      },
    ];
  };

  const columns: DataTableColumn<ReservationDto>[] = [
    {
      key: 'fullName',
      header: 'Gość',
      sortable: true,
      render: (r) => (
        <Stack gap="0">
          <Link asChild colorPalette="teal" fontWeight="medium">
            <RouterLink to={`/front-desk/reservations/${r.id}`}>{r.attributes.fullName || '—'}</RouterLink>
          </Link>
          {r.attributes.guestAddress ? (
            <Text textStyle="xs" color="fg.muted">
              {r.attributes.guestAddress}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: 'apartmentName', header: 'Apartament', sortable: true, render: (r) => r.attributes.apartment.name },
    {
      key: 'from',
      header: 'Termin',
      sortable: true,
      render: (r) => (
        <Text whiteSpace="nowrap">
          {formatDate(r.attributes.from)} – {formatDate(r.attributes.to)}
        </Text>
      ),
    },
    { key: 'nights', header: 'Doby', sortable: true, align: 'end', render: (r) => r.attributes.nights },
    {
      key: 'pricePerNight',
      header: 'Cena za dobę',
      sortable: true,
      align: 'end',
      render: (r) => <Text whiteSpace="nowrap">{formatMoney(r.attributes.pricePerNight, r.attributes.currency)}</Text>,
    },
    {
      // the bill's total: nights, cleaning fee and tourist tax (a cancelled stay: its fee)
      key: 'grandTotal',
      header: 'Razem',
      sortable: true,
      align: 'end',
      render: (r) => <Text whiteSpace="nowrap">{formatMoney(r.attributes.grandTotal ?? r.attributes.totalPrice, r.attributes.currency)}</Text>,
    },
    {
      key: 'status',
      header: 'Status',
      sortable: true,
      render: (r) => <Badge colorPalette={STATUS_COLORS[r.attributes.status] ?? 'gray'}>{statusLabel(r.attributes.status)}</Badge>,
    },
    {
      key: 'paymentStatus',
      header: 'Płatność',
      sortable: true,
      render: (r) => <Badge colorPalette={PAYMENT_COLORS[r.attributes.paymentStatus] ?? 'gray'}>{paymentLabel(r.attributes.paymentStatus)}</Badge>,
    },
  ];

  const pagination = list.pagination;
  const active = activeQuickView(state);
  return (
    <Box>
      <Link href="#reservations-table" srOnly _focus={{ srOnly: false, position: 'static', display: 'inline-block', mb: '2' }} colorPalette="teal">
        Przejdź do tabeli rezerwacji
      </Link>
      <PageHeader
        title="Rezerwacje"
        description={pagination ? `Znaleziono: ${pagination.count}` : 'Wczytywanie…'}
        actions={
          <>
            <Button variant="outline" onClick={() => dispatch(deskActions.exportCsv(apiQuery))}>
              Eksportuj do CSV
            </Button>
            <Button onClick={() => setNewOpen(true)}>Nowa rezerwacja</Button>
          </>
        }
      />
      <Flex as="nav" aria-label="Szybkie widoki" gap="2" wrap="wrap" mb="3">
        {QUICK_VIEWS.map(([view, label]) => (
          <Button
            key={view}
            size="sm"
            variant={active === view ? 'solid' : 'outline'}
            colorPalette="teal"
            aria-pressed={active === view}
            onClick={() => go(active === view ? { filters: state.filters, apartmentIds: [], page: 1 } : quickView(view))}
          >
            {label}
          </Button>
        ))}
      </Flex>
      {state.clientId || state.apartmentIds.length ? (
        <Text mb="3" color="fg.muted">
          Pokazuję rezerwacje {state.clientId ? 'wybranego klienta' : 'wybranych apartamentów'}.{' '}
          <Link asChild colorPalette="teal">
            <RouterLink to="/front-desk/reservations">Pokaż wszystkie</RouterLink>
          </Link>
        </Text>
      ) : null}
      <Button
        display={{ base: 'flex', lg: 'none' }}
        mb="4"
        size="sm"
        variant="outline"
        aria-expanded={filtersOpen}
        aria-controls="reservation-filters"
        onClick={() => setFiltersOpen((open) => !open)}
      >
        {filtersOpen ? 'Ukryj filtry' : 'Filtry'}
        {activeFilters ? ` (${activeFilters})` : ''}
      </Button>
      <Flex gap="6" direction={{ base: 'column', lg: 'row' }} align={{ base: 'stretch', lg: 'flex-start' }}>
        <Box
          as="aside"
          id="reservation-filters"
          display={{ base: filtersOpen ? 'block' : 'none', lg: 'block' }}
          w={{ base: 'full', lg: '60' }}
          flexShrink={0}
          borderWidth="1px"
          rounded="md"
          p="4"
          aria-label="Filtry"
        >
          <ReservationFilters values={filterValues} apartments={apartments.items} serverErrors={list.fieldErrors} onSubmit={applyFilters} />
        </Box>
        <Stack flex="1" minW="0" gap="4" id="reservations-table" tabIndex={-1}>
          {/* the totals' line is kept while they load, so that the table below does not move when they come */}
          {list.error ? null : list.totals ? (
            <ListTotalsLine totals={list.totals} />
          ) : (
            <Text textStyle="sm" color="fg.muted">
              Razem: …
            </Text>
          )}
          {list.error ? (
            <ErrorPanel message={list.error} onRetry={() => dispatch(actions.loadList(apiQuery))} />
          ) : (
            <DataTable
              caption="Rezerwacje"
              columns={columns}
              rows={list.items}
              loading={list.loading || !current}
              sort={state.orderBy ? { orderBy: state.orderBy, orderSort: state.orderSort ?? 'asc' } : null}
              onSortChange={(sort) => go(withSort(state, sort.orderBy, sort.orderSort))}
              rowActions={rowActions}
              rowActionsLabel={(r) => `Akcje rezerwacji: ${r.attributes.fullName}`}
              size="sm"
            />
          )}
          {pagination ? <PaginationBar page={pagination.page} pages={pagination.pages} onPageChange={(page) => go({ ...state, page })} /> : null}
        </Stack>
      </Flex>
      <NewReservationDialog open={newOpen} onClose={() => setNewOpen(false)} onCreated={() => dispatch(actions.reloadList())} />
      <PaymentStatusDialog reservation={paymentFor} onClose={() => setPaymentFor(null)} onConfirm={(value) => run('paymentStatus', paymentFor!.id, value)} />
      <RelocateDialog
        reservation={relocateFor}
        apartments={apartments.items}
        onClose={() => setRelocateFor(null)}
        onConfirm={(value) => run('relocate', relocateFor!.id, value)}
      />
      <CancelDialog reservation={cancelFor} onClose={() => setCancelFor(null)} onConfirm={(value) => run('cancel', cancelFor!.id, value)} />
      <PaymentRequestDialog reservationId={requestFor ?? ''} open={requestFor !== null} onClose={() => setRequestFor(null)} />
      {dialog}
    </Box>
  );
}
