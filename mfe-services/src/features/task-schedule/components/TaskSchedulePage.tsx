import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from '@gospodarz/shared/router';
import {
  Badge,
  Box,
  Button,
  DataTable,
  HStack,
  IconButton,
  NativeSelect,
  PageHeader,
  PaginationBar,
  Stack,
  Text,
  formatDateTime,
  MONTH_NAMES,
  warsawTodayDate,
  type CooperationOrderDto,
  type DataTableColumn,
} from '@gospodarz/shared';
import { ORDER_STATUS_LABELS, SERVICE_KIND_LABELS } from '@gospodarz/shared/dto';
import { apartmentsSlice, selectProvidersState } from '../apartments';
import { monthOf, readQuery, shiftMonth, writeQuery, type ScheduleFilters as Filters, type ScheduleQuery } from '../query';
import { ordersSlice, providerChoicesSlice, selectSchedule } from '../slice';
import { OrderDialog, type OrderDialogKind } from './OrderDialogs';
import { ScheduleFilters } from './ScheduleFilters';

const STATUS_PALETTE: Record<string, string> = { planned: 'blue', in_progress: 'orange', rejected: 'red', completed: 'green', canceled: 'gray' };
const MONTH_OPTIONS = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1).padStart(2, '0'), label: MONTH_NAMES[i] }));

const COLUMNS: DataTableColumn<CooperationOrderDto>[] = [
  {
    key: 'object',
    header: 'Obiekt',
    render: (o) => (
      <Stack gap="0">
        <Text fontWeight="medium">{o.attributes.accommodation.name}</Text>
        {o.attributes.apartment.name && o.attributes.apartment.name !== o.attributes.accommodation.name ? (
          <Text textStyle="xs" color="fg.muted">
            {o.attributes.apartment.name}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  { key: 'street', header: 'Ulica', render: (o) => o.attributes.accommodation.street },
  { key: 'city', header: 'Miasto', render: (o) => o.attributes.accommodation.city },
  { key: 'kind', header: 'Rodzaj', render: (o) => SERVICE_KIND_LABELS[o.attributes.cooperation.servicePerformed] },
  { key: 'provider', header: 'Usługodawca', render: (o) => o.attributes.serviceProvider.name },
  {
    key: 'date',
    header: 'Data usługi',
    render: (o) => (
      <Stack gap="0.5">
        <Text whiteSpace="nowrap">{formatDateTime(o.attributes.serviceDate)}</Text>
        {o.attributes.sameDayTurnover ? (
          <Badge colorPalette="purple" alignSelf="flex-start">
            przyjazd tego dnia
          </Badge>
        ) : null}
        {o.attributes.outOfWindow ? (
          <Badge colorPalette="red" alignSelf="flex-start">
            poza oknem między pobytami
          </Badge>
        ) : null}
      </Stack>
    ),
  },
  { key: 'status', header: 'Status', render: (o) => <Badge colorPalette={STATUS_PALETTE[o.attributes.status]}>{ORDER_STATUS_LABELS[o.attributes.status]}</Badge> },
];

/** /services/task-schedule, 'Harmonogram prac': the month's service orders, 15 a page, with their date and status dialogs. */
export function TaskSchedulePage() {
  const dispatch = useDispatch();
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const key = JSON.stringify(query);
  const { orders, providers } = useSelector(selectSchedule);
  const apartments = useSelector(selectProvidersState).apartments.data;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [dialog, setDialog] = useState<{ order: CooperationOrderDto; kind: OrderDialogKind } | null>(null);

  useEffect(() => {
    dispatch(ordersSlice.actions.load(JSON.parse(key) as ScheduleQuery));
  }, [dispatch, key]);
  useEffect(() => {
    dispatch(providerChoicesSlice.actions.load());
    dispatch(apartmentsSlice.actions.load());
  }, [dispatch]);

  const go = (next: ScheduleQuery) => setParams(writeQuery(next));
  const [year, month] = query.month.split('-');
  const thisYear = warsawTodayDate().getFullYear();
  const years = Array.from({ length: 7 }, (_, i) => String(thisYear - 3 + i));
  if (!years.includes(year)) years.push(year);
  // years run up, as in every year select
  years.sort();
  const filterCount = [query.from || query.to, query.apartments.length, query.statuses.length, query.provider, query.kind].filter(Boolean).length;
  const pagination = orders.data.pagination;

  return (
    <Box>
      <PageHeader title="Harmonogram prac" description={pagination ? `Liczba zleceń: ${pagination.count}` : 'Wczytywanie…'} />
      <Stack gap="4">
        <HStack gap="2" wrap="wrap">
          <IconButton aria-label="Poprzedni miesiąc" variant="outline" size="sm" onClick={() => go({ ...query, month: shiftMonth(query.month, -1), page: 1 })}>
            ‹
          </IconButton>
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field aria-label="Miesiąc" value={month} onChange={(e) => go({ ...query, month: `${year}-${e.currentTarget.value}`, page: 1 })}>
              {MONTH_OPTIONS.map((m) => (
                <option key={m.value} value={m.value}>
                  {m.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field aria-label="Rok" value={year} onChange={(e) => go({ ...query, month: `${e.currentTarget.value}-${month}`, page: 1 })}>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <IconButton aria-label="Następny miesiąc" variant="outline" size="sm" onClick={() => go({ ...query, month: shiftMonth(query.month, 1), page: 1 })}>
            ›
          </IconButton>
          <Button size="sm" variant="outline" onClick={() => go({ ...query, month: monthOf(warsawTodayDate()), from: '', to: '', page: 1 })}>
            Dzisiaj
          </Button>
          <Button size="sm" variant={filterCount ? 'solid' : 'outline'} onClick={() => setFiltersOpen(true)}>
            {filterCount ? `Filtry (${filterCount})` : 'Filtry'}
          </Button>
        </HStack>
        <DataTable
          caption="Harmonogram prac"
          columns={COLUMNS}
          rows={orders.data.items}
          loading={orders.loading}
          rowActions={(o) => [
            { label: 'Zmień datę usługi', onSelect: () => setDialog({ order: o, kind: 'date' }) },
            { label: 'Zmień status usługi', onSelect: () => setDialog({ order: o, kind: 'status' }) },
          ]}
          rowActionsLabel={(o) => `Akcje zlecenia: ${o.attributes.accommodation.name}, ${formatDateTime(o.attributes.serviceDate)}`}
        />
        {pagination ? <PaginationBar page={pagination.page} pages={pagination.pages} onPageChange={(page) => go({ ...query, page })} /> : null}
      </Stack>
      <ScheduleFilters
        open={filtersOpen}
        values={query}
        apartments={apartments}
        providers={providers.data}
        onClose={() => setFiltersOpen(false)}
        onSubmit={(filters: Filters) => {
          setFiltersOpen(false);
          go({ ...query, ...filters, page: 1 });
        }}
      />
      <OrderDialog order={dialog?.order ?? null} kind={dialog?.kind ?? 'date'} onClose={() => setDialog(null)} />
    </Box>
  );
}
