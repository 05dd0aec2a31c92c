import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from '@gospodarz/shared/router';
import {
  Box,
  Button,
  ErrorPanel,
  Flex,
  Heading,
  IconButton,
  LoadingScreen,
  Menu,
  NativeSelect,
  Portal,
  Spinner,
  Stack,
  Table,
  Tooltip,
  chakra,
  formatDateTime,
  notify,
  type ReportName,
  scrollRegionProps,
  useMediaQuery,
} from '@gospodarz/shared';
import { DEFAULT_REPORT_PERIOD, REPORT_PERIODS } from '@gospodarz/shared/dto';
import { apartments as apartmentsSlice, report as reportSlice, selectApartments, selectReport } from '../slice';
import { chartModel, csvOf, tableOf, REPORT_TITLES } from '../model';
import { downloadText } from '../export/download';

// Victory and jsPDF load only here, when a chart is drawn or exported.
const ReportChart = lazy(() => import('./ReportChart'));
/** On a phone the chart is drawn 720 wide instead of 1200, so that in its box (640 px at least, scrolled sideways) its labels stay legible. */
const PHONE_CHART_WIDTH = 720;

/** The report's filters live in the URL: ?apartment=<id>&period=1..4&compare=1. */
function useReportParams() {
  const [params, setParams] = useSearchParams();
  const period = Number(params.get('period'));
  const state = {
    apartmentId: params.get('apartment') || null,
    period: REPORT_PERIODS.some((p) => p.value === period) ? period : DEFAULT_REPORT_PERIOD,
    compare: params.get('compare') === '1',
  };
  const update = (change: Partial<typeof state>) => {
    const next = { ...state, ...change };
    const query = new URLSearchParams();
    if (next.apartmentId) query.set('apartment', next.apartmentId);
    query.set('period', String(next.period));
    if (next.compare) query.set('compare', '1');
    setParams(query, { replace: true });
  };
  return [state, update] as const;
}

function HelpIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="12" cy="12" r="10" />
      <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3" />
      <path d="M12 17h.01" />
    </svg>
  );
}

/** One tab of Raporty: its chart over the chosen apartment and period, the table of its numbers, and the export. */
export function ReportPage({ name }: { name: ReportName }) {
  const dispatch = useDispatch();
  const [filters, setFilters] = useReportParams();
  const { data, loading, error } = useSelector(selectReport);
  const apartmentList = useSelector(selectApartments);
  const chartBox = useRef<HTMLDivElement>(null);
  const [exporting, setExporting] = useState(false);
  const title = REPORT_TITLES[name];
  // below Chakra's `md` breakpoint (48em)
  const narrow = useMediaQuery('(max-width: 47.99em)');

  useEffect(() => {
    dispatch(apartmentsSlice.actions.load());
  }, [dispatch]);
  const { apartmentId, period, compare } = filters;
  const load = () => {
    dispatch(reportSlice.actions.load({ name, apartmentId, period, compare }));
  };
  useEffect(() => {
    dispatch(reportSlice.actions.load({ name, apartmentId, period, compare }));
  }, [dispatch, name, apartmentId, period, compare]);

  const current = data && data.id === name ? data.attributes : null;
  const model = useMemo(() => (current ? chartModel(name, current) : null), [current, name]);
  const table = model ? tableOf(model) : null;
  const apartmentName = filters.apartmentId ? (apartmentList.data.find((a) => a.id === filters.apartmentId)?.name ?? 'wybrany') : 'wszystkie';
  const periodLabel = REPORT_PERIODS.find((p) => p.value === filters.period)!.label;
  const filterText = `Apartament: ${apartmentName} · Okres: ${periodLabel.toLowerCase()}${filters.compare ? ' · z tymi samymi miesiącami rok wcześniej' : ''}`;

  async function exportAs(kind: string) {
    if (!model) return;
    if (kind === 'csv') {
      downloadText(`${title}.csv`, csvOf(model), 'text/csv;charset=utf-8');
      return;
    }
    const svg = chartBox.current?.querySelector('svg');
    if (!svg) return;
    setExporting(true);
    try {
      const { saveReportPdf } = await import('../export/pdf');
      await saveReportPdf({ model, fileName: title, filters: filterText, svg, printedAt: formatDateTime(new Date()) });
    } catch {
      notify({ type: 'error', title: 'Błąd', description: 'Nie udało się przygotować pliku PDF. Spróbuj ponownie.' });
    } finally {
      setExporting(false);
    }
  }

  return (
    <Stack gap="4">
      <Flex gap="3" align="center" wrap="wrap">
        <Heading as="h1" size="lg">
          {title}
        </Heading>
        {model && (
          <Tooltip.Root openDelay={100} positioning={{ placement: 'bottom-start' }}>
            <Tooltip.Trigger asChild>
              <IconButton aria-label={`Jak liczymy: ${model.help}`} variant="ghost" size="sm">
                <HelpIcon />
              </IconButton>
            </Tooltip.Trigger>
            <Portal>
              <Tooltip.Positioner>
                <Tooltip.Content maxW="sm">{model.help}</Tooltip.Content>
              </Tooltip.Positioner>
            </Portal>
          </Tooltip.Root>
        )}
        <Box flex="1" />
        <Menu.Root onSelect={({ value }) => void exportAs(value)}>
          <Menu.Trigger asChild>
            <Button colorPalette="teal" disabled={!model} loading={exporting}>
              Eksportuj
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                <Menu.Item value="pdf">PDF (wykres)</Menu.Item>
                <Menu.Item value="csv">CSV (liczby)</Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </Flex>

      <Flex as="form" aria-label="Filtry raportu" gap="4" wrap="wrap" align="end" onSubmit={(e) => e.preventDefault()}>
        <Box minW="56">
          <chakra.label htmlFor="report-apartment" fontSize="sm" fontWeight="medium">
            Apartament
          </chakra.label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field id="report-apartment" value={filters.apartmentId ?? ''} onChange={(e) => setFilters({ apartmentId: e.currentTarget.value || null })}>
              <option value="">Wszystkie apartamenty</option>
              {apartmentList.data.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
        <Box minW="48">
          <chakra.label htmlFor="report-period" fontSize="sm" fontWeight="medium">
            Okres
          </chakra.label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field id="report-period" value={String(filters.period)} onChange={(e) => setFilters({ period: Number(e.currentTarget.value) })}>
              {REPORT_PERIODS.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
        <Box minW="48">
          <chakra.label htmlFor="report-compare" fontSize="sm" fontWeight="medium">
            Porównanie
          </chakra.label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field id="report-compare" value={filters.compare ? '1' : ''} onChange={(e) => setFilters({ compare: e.currentTarget.value === '1' })}>
              <option value="">Bez porównania</option>
              <option value="1">Z rokiem wcześniej</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
      </Flex>

      {error ? (
        <ErrorPanel message={error} onRetry={load} />
      ) : !model || !table ? (
        <LoadingScreen label="Wczytywanie raportu…" />
      ) : (
        <>
          <Box ref={chartBox} role="img" tabIndex={0} aria-label={`Wykres: ${title}. ${filterText}. Liczby w tabeli poniżej.`} opacity={loading ? 0.5 : 1} overflowX="auto">
            <Box minW="640px">
              <Suspense fallback={<Spinner aria-label="Wczytywanie wykresu" />}>
                <ReportChart model={model} width={narrow ? PHONE_CHART_WIDTH : undefined} />
              </Suspense>
            </Box>
          </Box>
          <Box as="details" borderWidth="1px" borderRadius="md" p="2">
            <Box as="summary" cursor="pointer" fontWeight="medium">
              Tabela danych
            </Box>
            <Box overflowX="auto" mt="2" {...scrollRegionProps(`${title}: tabela danych`)}>
              <Table.Root size="sm" aria-label={`${title}: tabela danych`}>
                <Table.Header>
                  <Table.Row>
                    {table.head.map((h) => (
                      <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
                    ))}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {table.rows.map((row) => (
                    <Table.Row key={row[0]}>
                      {row.map((cell, i) => (i === 0 ? <Table.Cell key={i} as="th" scope="row" fontWeight="medium">
                            {cell}
                          </Table.Cell> : <Table.Cell key={i}>{cell}</Table.Cell>))}
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          </Box>
        </>
      )}
    </Stack>
  );
}
