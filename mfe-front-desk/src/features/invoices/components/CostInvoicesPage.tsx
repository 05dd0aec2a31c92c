import { useCallback, useEffect, useState } from 'react';
import { Badge, Box, Button, ErrorPanel, HStack, LoadingScreen, PageHeader, Table, Text, api, firstErrorMessage, formatDate, formatMoney, notify, scrollRegionProps, type InvoiceAttributes } from '@gospodarz/shared';
import { formatNip } from '@gospodarz/shared/dto';
import { useNavigate } from '@gospodarz/shared/router';
import { downloadFile, invoicePdfFile } from '../print';

/** One invoice another firm issued to the host's NIP, as GET /householder/cost_invoices answers it. */
export interface CostInvoice {
  id: string;
  attributes: {
    ksefNumber: string;
    invoiceNumber: string;
    sellerNip: string;
    sellerName: string;
    issueDate: string;
    acquiredAt: string;
    net: string;
    vat: string;
    gross: string;
    currency: string;
    serviceProviderId: string | null;
    serviceProviderName: string | null;
    /** its match to the provider's orders where dates and amounts fit (null: no provider of its NIP) */
    orders: CostInvoiceOrders | null;
  };
}

export interface CostInvoiceOrders {
  status: 'matched' | 'mismatch' | 'none';
  periodFrom: string;
  periodTo: string;
  orderIds: string[];
  count: number;
  gross: string;
}

/** 'Zgodna z zamówieniami (3)'; orders of its period for another sum; or none in its period. */
function OrdersMatch({ orders, currency }: { orders: CostInvoiceOrders | null; currency: string }) {
  if (!orders) return <Text color="fg.muted">—</Text>;
  const period = `${formatDate(orders.periodFrom)} – ${formatDate(orders.periodTo)}`;
  if (orders.status === 'matched')
    return (
      <Box>
        <Badge colorPalette="green" variant="subtle">
          Zgodna z zamówieniami ({orders.count})
        </Badge>
        <Text textStyle="xs" color="fg.muted">
          {formatMoney(orders.gross, currency)} · {period}
        </Text>
      </Box>
    );
  if (orders.status === 'mismatch')
    return (
      <Box>
        <Badge colorPalette="orange" variant="subtle">
          Kwota inna niż zamówień
        </Badge>
        <Text textStyle="xs" color="fg.muted">
          Zamówienia w okresie {period}: {orders.count} na {formatMoney(orders.gross, currency)}
        </Text>
      </Box>
    );
  return (
    <Text textStyle="xs" color="fg.muted">
      Brak zamówień w okresie {period}
    </Text>
  );
}

const URL = '/v1/householder/cost_invoices';

/**
 * /front-desk/invoices/costs, Faktury › 'Kosztowe': the invoices others issued to the host's NIP (a cleaning company,
 * a laundry), received from KSeF every night or by 'Pobierz z KSeF', with the seller (and the service provider of
 * that NIP), the dates and amounts, its match to that provider's orders, its PDF (drawn from the XML as the own
 * invoices are) and the document as KSeF keeps it.
 */
export function CostInvoicesPage() {
  const navigate = useNavigate();
  const [items, setItems] = useState<CostInvoice[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fetching, setFetching] = useState(false);
  const load = useCallback(async () => {
    const result = await api.get<CostInvoice[]>(URL);
    if (result.ok) {
      setItems(result.data);
      setError(null);
    } else setError(firstErrorMessage(result));
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  if (error) return <ErrorPanel message={error} onRetry={() => void load()} />;
  if (!items) return <LoadingScreen />;

  const fetchNow = async () => {
    setFetching(true);
    const result = await api.post<{ added: number }>(`${URL}/fetch`, {});
    setFetching(false);
    if (!result.ok) return notify({ type: 'error', description: firstErrorMessage(result) });
    notify({ type: 'success', description: result.data.added ? `Pobrano nowe faktury kosztowe: ${result.data.added}.` : 'Brak nowych faktur kosztowych w KSeF.' });
    void load();
  };
  const xml = async (item: CostInvoice) => {
    const result = await api.get<string>(`${URL}/${item.id}/xml`);
    if (result.ok) downloadFile(new Blob([String(result.data)], { type: 'application/xml' }), `${item.attributes.invoiceNumber.replace(/[\\/]+/g, '-')}.xml`);
    else notify({ type: 'error', description: firstErrorMessage(result) });
  };

  const pdf = async (item: CostInvoice) => {
    const result = await api.get<{ attributes: InvoiceAttributes }>(`${URL}/${item.id}`);
    if (!result.ok) return notify({ type: 'error', description: firstErrorMessage(result) });
    try {
      const file = await invoicePdfFile(result.data.attributes);
      downloadFile(file.blob, file.fileName);
    } catch {
      notify({ type: 'error', description: 'Nie udało się przygotować pliku PDF. Spróbuj ponownie.' });
    }
  };

  return (
    <Box>
      <PageHeader
        title="Faktury kosztowe"
        description="Faktury wystawione na NIP sprzedawcy z ustawień faktur, pobierane z KSeF co noc."
        actions={
          <HStack gap="2" flexWrap="wrap">
            <Button variant="outline" onClick={() => navigate('/front-desk/invoices')}>
              Sprzedaż
            </Button>
            <Button colorPalette="teal" loading={fetching} onClick={() => void fetchNow()}>
              Pobierz z KSeF
            </Button>
          </HStack>
        }
      />
      {items.length === 0 ? (
        <Text color="fg.muted">Brak faktur kosztowych. Pojawią się tu po zapisaniu tokena KSeF w ustawieniach faktur.</Text>
      ) : (
        <Box overflowX="auto" {...scrollRegionProps('Faktury kosztowe')}>
          <Table.Root size="sm" variant="outline" aria-label="Faktury kosztowe">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Numer</Table.ColumnHeader>
                <Table.ColumnHeader>Sprzedawca</Table.ColumnHeader>
                <Table.ColumnHeader>Data wystawienia</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Netto</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">VAT</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Brutto</Table.ColumnHeader>
                <Table.ColumnHeader>Zamówienia</Table.ColumnHeader>
                <Table.ColumnHeader>Numer KSeF</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {items.map((item) => {
                const a = item.attributes;
                return (
                  <Table.Row key={item.id}>
                    <Table.Cell>{a.invoiceNumber}</Table.Cell>
                    <Table.Cell minW="48">
                      <Text fontWeight="medium">{a.sellerName || '—'}</Text>
                      <Text textStyle="xs" color="fg.muted">
                        NIP {formatNip(a.sellerNip)}
                        {a.serviceProviderName ? ` · usługodawca: ${a.serviceProviderName}` : ''}
                      </Text>
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatDate(a.issueDate)}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {formatMoney(a.net, a.currency)}
                    </Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {formatMoney(a.vat, a.currency)}
                    </Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {formatMoney(a.gross, a.currency)}
                    </Table.Cell>
                    <Table.Cell minW="44">
                      <OrdersMatch orders={a.orders} currency={a.currency} />
                    </Table.Cell>
                    <Table.Cell textStyle="xs">{a.ksefNumber}</Table.Cell>
                    <Table.Cell>
                      <HStack gap="1">
                        <Button size="xs" variant="outline" aria-label={`PDF faktury ${a.invoiceNumber}`} onClick={() => void pdf(item)}>
                          PDF
                        </Button>
                        <Button size="xs" variant="outline" aria-label={`XML faktury ${a.invoiceNumber}`} onClick={() => void xml(item)}>
                          XML
                        </Button>
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Box>
  );
}
