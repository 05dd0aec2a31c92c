import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import { Link as RouterLink } from '@gospodarz/shared/router';
import {
  Badge,
  Box,
  Button,
  Card,
  DateInput,
  EmptyState,
  ErrorPanel,
  Flex,
  Heading,
  Link,
  LoadingScreen,
  PageHeader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  formatDate,
  formatDateTime,
  scrollRegionProps,
  todayInPoland,
} from '@gospodarz/shared';
import { shipmentApi } from '../api';
import { ERROR_KINDS, STATUS_COLORS, STATUS_LABELS, waitText, type HealthAttributes } from '../model';

const ShipmentChart = lazy(() => import('./ShipmentChart'));

/** yyyy-MM-dd `days` later (earlier when negative). */
function addDays(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const when = (at: string | null) => (at ? formatDateTime(at) : 'nigdy');

function StatusCard({ card }: { card: HealthAttributes['cards'][number] }) {
  return (
    <Card.Root as="article" aria-label={card.channel}>
      <Card.Body gap="2">
        <Card.Title>{card.channel}</Card.Title>
        <Badge alignSelf="start" colorPalette={STATUS_COLORS[card.status]}>
          {STATUS_LABELS[card.status]}
        </Badge>
        <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" fontSize="sm">
          <Text as="dt" color="fg.muted">Apartamenty</Text>
          <Text as="dd">{card.apartments}</Text>
          <Text as="dt" color="fg.muted">Odczyt naszego kalendarza</Text>
          <Text as="dd">{when(card.lastReadAt)}</Text>
          <Text as="dt" color="fg.muted">Import ich kalendarza</Text>
          <Text as="dd">{when(card.lastImportAt)}</Text>
          <Text as="dt" color="fg.muted">Oczekujące zmiany</Text>
          <Text as="dd">{card.pending ? `${card.pending} (najstarsza czeka ${waitText(card.oldestPendingMinutes)})` : 'brak'}</Text>
          <Text as="dt" color="fg.muted">Błędy</Text>
          <Text as="dd">{card.errors}</Text>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * /administration/shipment-analysis ('Analiza wysyłek'): per channel and apartment, the last read of our calendar and
 * the last import of theirs, the changes waiting with their age, the chart of pending and seen changes per day over
 * the chosen dates, the status cards and the error register (issue 36).
 */
export function ShipmentAnalysisPage() {
  const today = todayInPoland();
  const [range, setRange] = useState({ from: addDays(today, -13), to: today });
  const [state, setState] = useState<{ data: HealthAttributes | null; error: string | null; loading: boolean }>({ data: null, error: null, loading: true });
  const load = useCallback(async () => {
    setState((s) => ({ ...s, loading: true }));
    const result = await shipmentApi.health(range.from, range.to);
    setState(result.ok ? { data: result.data.attributes, error: null, loading: false } : { data: null, error: result.body?.message ?? 'Nie udało się wczytać analizy.', loading: false });
  }, [range]);
  useEffect(() => {
    void load();
  }, [load]);

  const { data } = state;
  return (
    <Box>
      <PageHeader title="Analiza wysyłek" description="Co serwisy rezerwacyjne odczytały z kalendarzy apartamentów, co na nie czeka i co się nie udało." />
      {state.error ? <ErrorPanel title="Nie udało się wczytać analizy" message={state.error} onRetry={() => void load()} /> : null}
      {!data && !state.error ? <LoadingScreen /> : null}
      {data ? (
        <Stack gap="8">
          {data.cards.length === 0 ? (
            <EmptyState description="Żaden apartament nie synchronizuje jeszcze kalendarza. Dodaj kalendarze serwisów w szczegółach obiektu, w sekcji „Synchronizacja kalendarza”." />
          ) : (
            <SimpleGrid as="section" aria-label="Serwisy" columns={{ base: 1, md: 2, xl: 4 }} gap="4">
              {data.cards.map((card) => (
                <StatusCard key={card.channel} card={card} />
              ))}
            </SimpleGrid>
          )}

          <Box as="section" aria-labelledby="shipments-title">
            <Heading as="h2" size="md" mb="3" id="shipments-title">
              Oczekujące i odczytane zmiany
            </Heading>
            <Form
              initialValues={range}
              onSubmit={(values: { from: string; to: string }) => setRange({ from: values.from, to: values.to })}
              validate={(v: { from?: string; to?: string }) => (v.from && v.to && v.from > v.to ? { to: 'Data końcowa musi być po początkowej' } : {})}
              render={({ handleSubmit }) => (
                <Flex as="form" onSubmit={handleSubmit} gap="3" align="end" wrap="wrap" mb="4" aria-label="Zakres dat">
                  <Box w="44">
                    <DateInput name="from" label="Od" required size="sm" />
                  </Box>
                  <Box w="44">
                    <DateInput name="to" label="Do" required size="sm" />
                  </Box>
                  <Button type="submit" size="sm" loading={state.loading}>
                    Pokaż
                  </Button>
                </Flex>
              )}
            />
            <Box overflowX="auto" data-testid="shipment-chart" {...scrollRegionProps('Wykres zmian')}>
              <Suspense fallback={<LoadingScreen />}>
                <ShipmentChart chart={data.chart} />
              </Suspense>
            </Box>
            <Table.ScrollArea {...scrollRegionProps('Zmiany dzień po dniu (przewijana tabela)')}>
              <Table.Root size="sm" aria-label="Zmiany dzień po dniu">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Dzień</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Oczekujące</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Odczytane</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.chart
                    .filter((d) => d.pending || d.seen)
                    .map((d) => (
                      <Table.Row key={d.day}>
                        <Table.Cell>{formatDate(d.day)}</Table.Cell>
                        <Table.Cell textAlign="end">{d.pending}</Table.Cell>
                        <Table.Cell textAlign="end">{d.seen}</Table.Cell>
                      </Table.Row>
                    ))}
                  {data.chart.every((d) => !d.pending && !d.seen) ? (
                    <Table.Row>
                      <Table.Cell colSpan={3} textAlign="center" color="fg.muted">
                        Brak zmian w tych dniach
                      </Table.Cell>
                    </Table.Row>
                  ) : null}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          </Box>

          <Box as="section" aria-labelledby="channels-title">
            <Heading as="h2" size="md" mb="3" id="channels-title">
              Kanały i apartamenty
            </Heading>
            <Table.ScrollArea {...scrollRegionProps('Kanały i apartamenty (przewijana tabela)')}>
              <Table.Root size="sm" aria-labelledby="channels-title">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Apartament</Table.ColumnHeader>
                    <Table.ColumnHeader>Serwis</Table.ColumnHeader>
                    <Table.ColumnHeader>Stan</Table.ColumnHeader>
                    <Table.ColumnHeader>Ostatni odczyt naszego kalendarza</Table.ColumnHeader>
                    <Table.ColumnHeader>Ostatni import ich kalendarza</Table.ColumnHeader>
                    <Table.ColumnHeader>Oczekujące zmiany</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.channels.map((c) => (
                    <Table.Row key={`${c.apartmentId}|${c.feedId ?? c.channel}`}>
                      <Table.Cell>{c.apartmentName}</Table.Cell>
                      <Table.Cell>{c.channel}</Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={STATUS_COLORS[c.status]}>{STATUS_LABELS[c.status]}</Badge>
                      </Table.Cell>
                      <Table.Cell>
                        {when(c.lastReadAt)}
                        {c.lastReadAt ? (
                          <Text fontSize="xs" color="fg.muted" title={c.etag ?? undefined}>
                            {c.userAgent || 'bez nazwy programu'}, odczytów: {c.reads}
                          </Text>
                        ) : null}
                      </Table.Cell>
                      <Table.Cell>
                        {c.feedId ? when(c.lastImportAt) : '—'}
                        {c.importEveryMinutes ? (
                          <Text fontSize="xs" color="fg.muted">
                            co {c.importEveryMinutes} min
                          </Text>
                        ) : null}
                      </Table.Cell>
                      <Table.Cell>
                        {c.pending.length === 0 ? (
                          'brak'
                        ) : (
                          <Stack as="ul" gap="0" listStyleType="none">
                            {c.pending.map((p) => (
                              <li key={`${p.kind}|${p.stayId}`}>
                                {p.label}: {formatDate(p.from)} – {formatDate(p.to)}, czeka {waitText(p.waitingMinutes)}
                              </li>
                            ))}
                          </Stack>
                        )}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          </Box>

          <Box as="section" aria-labelledby="errors-title">
            <Heading as="h2" size="md" mb="3" id="errors-title">
              Rejestr błędów
            </Heading>
            <Table.ScrollArea {...scrollRegionProps('Rejestr błędów (przewijana tabela)')}>
              <Table.Root size="sm" aria-labelledby="errors-title">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Data</Table.ColumnHeader>
                    <Table.ColumnHeader>Serwis</Table.ColumnHeader>
                    <Table.ColumnHeader>Apartament</Table.ColumnHeader>
                    <Table.ColumnHeader>Rodzaj</Table.ColumnHeader>
                    <Table.ColumnHeader>HTTP</Table.ColumnHeader>
                    <Table.ColumnHeader>Błąd</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.errors.map((e, i) => (
                    <Table.Row key={`${e.kind}|${e.apartmentId}|${e.channel}|${i}`}>
                      <Table.Cell>{e.at ? formatDateTime(e.at) : '—'}</Table.Cell>
                      <Table.Cell>{e.channel}</Table.Cell>
                      <Table.Cell>{e.apartmentName}</Table.Cell>
                      <Table.Cell>{ERROR_KINDS[e.kind]}</Table.Cell>
                      <Table.Cell>{e.httpStatus ?? '—'}</Table.Cell>
                      <Table.Cell>
                        {e.message}
                        {e.kind === 'conflict' ? (
                          <>
                            {' '}
                            <Link asChild>
                              <RouterLink to="/front-desk/calendar">Otwórz kalendarz</RouterLink>
                            </Link>
                          </>
                        ) : null}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                  {data.errors.length === 0 ? (
                    <Table.Row>
                      <Table.Cell colSpan={6} textAlign="center" color="fg.muted">
                        Brak błędów
                      </Table.Cell>
                    </Table.Row>
                  ) : null}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          </Box>
        </Stack>
      ) : null}
    </Box>
  );
}

export default ShipmentAnalysisPage;
