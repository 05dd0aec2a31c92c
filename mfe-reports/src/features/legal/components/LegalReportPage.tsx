import { useEffect, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from '@gospodarz/shared/router';
import { Box, Button, ErrorPanel, Flex, Heading, LoadingScreen, NativeSelect, Stack, Table, Text, chakra, formatDateTime, notify, scrollRegionProps, todayInPoland } from '@gospodarz/shared';
import { downloadText } from '../../reports';
import { legalApi } from '../api';
import { kt1, nights, selectLegal, touristTax } from '../slice';
import { kt1Model, monthLabel, nightsModel, touristTaxModel, type LegalModel } from '../model';

export type LegalReportKind = 'tourist-tax' | 'kt1' | 'nights';

const SLICES = { 'tourist-tax': touristTax, kt1, nights } as const;
const API_NAMES = { 'tourist-tax': 'tourist_tax', kt1: 'kt1', nights: 'nights' } as const;
const FILE_NAMES = { 'tourist-tax': 'oplata-miejscowa', kt1: 'kt1', nights: 'raport-nocy' } as const;
const STATE_KEYS = { 'tourist-tax': 'touristTax', kt1: 'kt1', nights: 'nights' } as const;

/** The last 24 months, newest first; the default is the last whole month (the one a statement is made for). */
function monthChoices(today: string): string[] {
  const [y, m] = today.split('-').map(Number);
  return Array.from({ length: 24 }, (_, i) => new Date(Date.UTC(y, m - 2 - i, 1)).toISOString().slice(0, 7));
}

/** A legal report's tab (Raporty): a month chosen in the URL (?month=yyyy-MM), its tables, CSV and PDF. */
export function LegalReportPage({ kind }: { kind: LegalReportKind }) {
  const dispatch = useDispatch();
  const [params, setParams] = useSearchParams();
  const choices = useMemo(() => monthChoices(todayInPoland()), []);
  const month = /^\d{4}-\d{2}$/.test(params.get('month') ?? '') ? params.get('month')! : choices[0];
  const slice = SLICES[kind];
  const state = useSelector(selectLegal)[STATE_KEYS[kind]];
  const [exporting, setExporting] = useState<'csv' | 'pdf' | null>(null);
  const load = () => {
    dispatch(slice.actions.load({ month }));
  };
  useEffect(load, [kind, month]); // eslint-disable-line react-hooks/exhaustive-deps

  const data = state.data?.attributes;
  const model: LegalModel | null = useMemo(() => {
    if (!data || data.month !== month) return null;
    if (kind === 'tourist-tax') return touristTaxModel(data as Parameters<typeof touristTaxModel>[0]);
    if (kind === 'kt1') return kt1Model(data as Parameters<typeof kt1Model>[0]);
    return nightsModel(data as Parameters<typeof nightsModel>[0]);
  }, [data, kind, month]);

  const fileName = `${FILE_NAMES[kind]}-${month}`;
  const exportCsv = async () => {
    setExporting('csv');
    const result = await legalApi.csv(API_NAMES[kind], { month });
    setExporting(null);
    if (!result.ok) return notify({ type: 'error', description: 'Nie udało się pobrać pliku CSV.' });
    downloadText(`${fileName}.csv`, String(result.data).replace(/^\uFEFF/, ''), 'text/csv;charset=utf-8');
  };
  const exportPdf = async () => {
    if (!model) return;
    setExporting('pdf');
    try {
      const { saveLegalPdf } = await import('../pdf');
      await saveLegalPdf(model, fileName, formatDateTime(new Date()));
    } catch {
      notify({ type: 'error', description: 'Nie udało się przygotować pliku PDF.' });
    } finally {
      setExporting(null);
    }
  };

  return (
    <Stack gap="4">
      <Flex gap="3" align="center" wrap="wrap">
        <Heading as="h1" size="lg">
          {model?.title ?? 'Raport'}
        </Heading>
        <Box flex="1" />
        <Button variant="outline" onClick={() => void exportCsv()} loading={exporting === 'csv'} disabled={!model}>
          Pobierz CSV
        </Button>
        <Button colorPalette="teal" onClick={() => void exportPdf()} loading={exporting === 'pdf'} disabled={!model}>
          Pobierz PDF
        </Button>
      </Flex>
      <Flex as="form" aria-label="Filtry raportu" gap="4" wrap="wrap" align="end" onSubmit={(e) => e.preventDefault()}>
        <Box minW="56">
          <chakra.label htmlFor="legal-month" fontSize="sm" fontWeight="medium">
            Miesiąc
          </chakra.label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field id="legal-month" value={month} onChange={(e) => setParams(new URLSearchParams({ month: e.currentTarget.value }), { replace: true })}>
              {(choices.includes(month) ? choices : [month, ...choices]).map((m) => (
                <option key={m} value={m}>
                  {monthLabel(m)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
      </Flex>
      {state.error ? (
        <ErrorPanel message={state.error} onRetry={load} />
      ) : !model ? (
        <LoadingScreen label="Wczytywanie raportu…" />
      ) : (
        <Stack gap="5" opacity={state.loading ? 0.5 : 1}>
          <Text color="fg.muted">{model.note}</Text>
          {model.empty && <Text>Brak pobytów w tym miesiącu.</Text>}
          {model.tables.map((table) => (
            <Box key={table.title}>
              <Heading as="h2" size="md" mb="2">
                {table.title}
              </Heading>
              <Box overflowX="auto" {...scrollRegionProps(table.title)}>
                <Table.Root size="sm" aria-label={table.title}>
                  <Table.Header>
                    <Table.Row>
                      {table.head.map((h) => (
                        <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
                      ))}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {table.rows.length === 0 && (
                      <Table.Row>
                        <Table.Cell colSpan={table.head.length}>Brak</Table.Cell>
                      </Table.Row>
                    )}
                    {table.rows.map((row, r) => (
                      <Table.Row key={r}>
                        {row.map((cell, i) => (
                          <Table.Cell key={i}>{cell}</Table.Cell>
                        ))}
                      </Table.Row>
                    ))}
                    {table.foot && (
                      <Table.Row fontWeight="semibold">
                        {table.foot.map((cell, i) => (
                          <Table.Cell key={i}>{cell}</Table.Cell>
                        ))}
                      </Table.Row>
                    )}
                  </Table.Body>
                </Table.Root>
              </Box>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
