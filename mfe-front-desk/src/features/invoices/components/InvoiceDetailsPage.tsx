import { useCallback, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink, useNavigate, useParams } from '@gospodarz/shared/router';
import {
  Box,
  Button,
  ErrorPanel,
  Heading,
  HStack,
  Input,
  Link,
  LoadingScreen,
  Menu,
  PageHeader,
  Portal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  formatDate,
  formatDateTime,
  formatMoney,
  notify,
  useConfirm,
  type InvoiceAttributes,
  type InvoiceLine,
  scrollRegionProps,
  api,
  type CommandDispatch,
} from '@gospodarz/shared';
import {
  INVOICE_PAYMENT_METHOD_LABELS,
  INVOICE_PRICE_BASIS_LABELS,
  INVOICE_VAT_RATE_LABELS,
  VAT_EXEMPTION_BASIS,
  formatIban,
  formatNip,
  priceBasisOf,
  refundOf,
  statedPrice,
} from '@gospodarz/shared/dto';
import { actions, selectInvoices } from '../slice';
import { exportInvoiceXml, removeInvoice, sendInvoice, setInvoiceStatus, setKsefNumber } from '../commands';
import { downloadFile, invoicePdfFile } from '../print';
import { StatusBadge, TotalsTable } from './parts';
import { KsefPanel, type InvoiceKsef } from './KsefPanel';

function LinesTable({ lines, currency, caption }: { lines: InvoiceLine[]; currency: string; caption: string }) {
  const basis = INVOICE_PRICE_BASIS_LABELS[priceBasisOf(lines)];
  return (
    <Box overflowX="auto" {...scrollRegionProps(caption)}>
      <Table.Root size="sm" variant="outline" aria-label={caption}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Lp.</Table.ColumnHeader>
            <Table.ColumnHeader>Opis</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Ilość</Table.ColumnHeader>
            <Table.ColumnHeader>J.m.</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Cena {basis}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Wartość {basis}</Table.ColumnHeader>
            <Table.ColumnHeader>VAT</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((l, i) => {
            const { price, value } = statedPrice(l);
            return (
              <Table.Row key={i}>
                <Table.Cell>{i + 1}</Table.Cell>
                <Table.Cell minW="40">{l.description}</Table.Cell>
                <Table.Cell textAlign="end">{l.quantity.replace('.', ',')}</Table.Cell>
                <Table.Cell>{l.unit}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatMoney(price, currency)}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatMoney(value, currency)}
                </Table.Cell>
                <Table.Cell>{INVOICE_VAT_RATE_LABELS[l.vatRate]}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

function Party({ heading, lines }: { heading: string; lines: string[] }) {
  return (
    <Box borderWidth="1px" rounded="md" p="4">
      <Text textStyle="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
        {heading}
      </Text>
      {lines.filter(Boolean).map((line, i) => (
        <Text key={i} fontWeight={i === 0 ? 'semibold' : undefined} whiteSpace="pre-line">
          {line}
        </Text>
      ))}
    </Box>
  );
}

/** The KSeF number, recorded once the invoice went to KSeF through the host's accounting. */
function KsefNumber({ id, value }: { id: string; value: string | null }) {
  const dispatch = useDispatch<CommandDispatch>();
  const [text, setText] = useState(value ?? '');
  const [error, setError] = useState<string | null>(null);
  return (
    <Box>
      <Text asChild textStyle="sm" fontWeight="medium">
        <label htmlFor="ksef-number">Numer KSeF</label>
      </Text>
      <HStack mt="1.5" gap="2" align="start">
        <Input id="ksef-number" value={text} placeholder="NIP-RRRRMMDD-XXXXXXXXXXXX-XX" onChange={(e) => setText(e.target.value)} maxW="md" />
        <Button variant="outline" onClick={async () => {
          const outcome = await dispatch(setKsefNumber({ id, ksefNumber: text.trim() || null }));
          setError(outcome.ok ? null : outcome.message);
        }}>
          Zapisz numer
        </Button>
      </HStack>
      {error ? (
        <Text color="fg.error" textStyle="sm" role="alert">
          {error}
        </Text>
      ) : null}
    </Box>
  );
}

const PART_METHODS: Record<string, string> = { cash: 'gotówka', transfer: 'przelew', card: 'karta' };

/**
 * What the invoice asks: the gross due, or for an invoice paid in part the total, 'Zapłacono' and 'Pozostało do
 * zapłaty'; a correction giving money back: 'Do zwrotu' to the buyer, with no account of the seller's under it.
 */
function Summary({ a }: { a: InvoiceAttributes }) {
  const c = a.currency;
  const correction = a.correction;
  const due = correction ? correction.difference.gross : a.totals.gross;
  const refund = refundOf(a);
  const partly = !correction && a.settlement && a.paymentStatus !== 'paid' && a.settlement.paid !== '0.00' ? a.settlement : null;
  return (
    <Stack gap="2" data-testid="invoice-summary">
      {partly ? (
        <>
          <Text>Razem: {formatMoney(due, c)}</Text>
          <Text>Zapłacono: {formatMoney(partly.paid, c)}</Text>
          <Text fontWeight="semibold" textStyle="lg">
            Pozostało do zapłaty: {formatMoney(partly.remaining, c)}
          </Text>
          <Text textStyle="sm" color="fg.muted">
            {partly.payments.map((p) => `${formatDate(p.date)} (${PART_METHODS[p.method] ?? p.method}): ${formatMoney(p.amount, c)}`).join(' · ')}
          </Text>
        </>
      ) : (
        <Text fontWeight="semibold" textStyle="lg">
          {refund ? 'Do zwrotu' : 'Do zapłaty'}: {formatMoney(refund ?? due.replace('-', ''), c)}
        </Text>
      )}
      <Text textStyle="sm">Słownie: {a.amountInWords.replace(/^minus /, '')}</Text>
      {refund ? (
        <Text textStyle="sm">
          Zwrot dla nabywcy: {a.buyer.name} · sposób zwrotu: {INVOICE_PAYMENT_METHOD_LABELS[a.paymentMethod]} · termin zwrotu: {formatDate(a.dueDate)}
        </Text>
      ) : (
        <>
          <Text textStyle="sm">
            Sposób płatności: {INVOICE_PAYMENT_METHOD_LABELS[a.paymentMethod]} · termin płatności: {formatDate(a.dueDate)}
          </Text>
          {a.paymentMethod === 'transfer' && a.seller.bankAccount ? <Text textStyle="sm">Numer rachunku: {formatIban(a.seller.bankAccount)}</Text> : null}
        </>
      )}
      {a.vatExemption && a.lines.some((l) => l.vatRate === 'zw') ? <Text textStyle="sm">Podstawa zwolnienia z VAT: {VAT_EXEMPTION_BASIS[a.vatExemption]}</Text> : null}
    </Stack>
  );
}

/** /front-desk/invoices/:invoiceId: seller, buyer, lines and totals, the 'Opcje' menu and 'Oznacz jako opłaconą'. */
export function InvoiceDetailsPage() {
  const { invoiceId } = useParams();
  const dispatch = useDispatch<CommandDispatch>();
  const navigate = useNavigate();
  const { detail } = useSelector(selectInvoices);
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState<string | null>(null);
  useEffect(() => {
    if (invoiceId) dispatch(actions.loadDetail(invoiceId));
  }, [dispatch, invoiceId]);

  const reload = useCallback(() => {
    if (invoiceId) dispatch(actions.loadDetail(invoiceId));
  }, [dispatch, invoiceId]);

  const invoice = detail.item?.id === invoiceId ? detail.item : null;
  if (detail.error) return <ErrorPanel message={detail.error} onRetry={() => dispatch(actions.loadDetail(invoiceId!))} />;
  if (!invoice) return <LoadingScreen />;
  const a = invoice.attributes;
  const id = invoice.id;

  const print = async () => {
    setBusy('print');
    try {
      // an invoice sent to KSeF prints with its verification code (KOD I), and issued offline with KOD II where there is one
      const ksef = await api.get<{ attributes: InvoiceKsef }>(`/v1/householder/invoices/${id}/ksef`);
      const code =
        ksef.ok && ksef.data.attributes.verificationUrl
          ? { verificationUrl: ksef.data.attributes.verificationUrl, ksefNumber: ksef.data.attributes.ksefNumber, certificateUrl: ksef.data.attributes.certificateUrl ?? null }
          : null;
      const { blob, fileName } = await invoicePdfFile(a, code);
      downloadFile(blob, fileName);
    } catch {
      notify({ type: 'error', description: 'Nie udało się przygotować PDF. Spróbuj ponownie.' });
    } finally {
      setBusy(null);
    }
  };
  const send = async () => {
    const to = a.buyer.email;
    if (!to) {
      notify({ type: 'error', description: 'Faktura nie ma adresu e-mail nabywcy: dodaj go w edycji faktury.' });
      return;
    }
    if (!(await confirm({ title: 'Wysłać fakturę?', message: `Faktura ${a.number} (PDF) zostanie wysłana na adres ${to}. Po wysłaniu zmienisz ją tylko fakturą korygującą.`, confirmLabel: 'Wyślij' }))) return;
    dispatch(sendInvoice(id));
  };
  const exportXml = async () => {
    const outcome = await dispatch(exportInvoiceXml(id));
    if (!outcome.ok || !outcome.data) return;
    downloadFile(new Blob([String(outcome.data)], { type: 'application/xml' }), `${a.kind === 'correction' ? 'Korekta' : 'Faktura'} ${a.number.replace(/[\\/]+/g, '-')}.xml`);
    notify({ type: 'success', description: 'Plik KSeF (FA(3)) został pobrany.' });
  };
  const edit = () => {
    if (a.editable) navigate(`/front-desk/invoices/${id}/edit`);
    else if (a.kind === 'correction' && a.correction) navigate(`/front-desk/invoices/${a.correction.invoiceId}/correct`);
    else navigate(`/front-desk/invoices/${id}/correct`);
  };
  const remove = async () => {
    if (a.deleteRefusal) {
      await confirm({ title: 'Nie można usunąć faktury', message: a.deleteRefusal, confirmLabel: a.kind === 'invoice' ? 'Wystaw korektę' : 'Rozumiem' }).then(
        (ok) => ok && a.kind === 'invoice' && navigate(`/front-desk/invoices/${id}/correct`),
      );
      return;
    }
    if (!(await confirm({ title: 'Usunąć fakturę?', message: `Faktura ${a.number} zostanie usunięta, a jej numer wróci do puli.`, confirmLabel: 'Usuń', destructive: true }))) return;
    if ((await dispatch(removeInvoice(id))).ok) navigate('/front-desk/invoices');
  };

  const title = a.kind === 'correction' ? 'Faktura korygująca' : 'Faktura';
  return (
    <Box maxW="5xl">
      {dialog}
      <PageHeader
        title={`${title} ${a.number}`}
        description={
          <HStack gap="2" as="span">
            <StatusBadge status={a.paymentStatus} refund={!!refundOf(a)} />
            {a.sentAt ? <span>Wysłana {formatDateTime(a.sentAt)} na {a.sentTo}</span> : null}
            {a.exportedAt ? <span>· wyeksportowana do KSeF</span> : null}
          </HStack>
        }
        actions={
          <HStack gap="2" flexWrap="wrap">
            {a.paymentStatus === 'unpaid' ? (
              <Button colorPalette="green" onClick={() => dispatch(setInvoiceStatus({ id, status: 'paid' }))}>
                {refundOf(a) ? 'Oznacz zwrot jako wykonany' : 'Oznacz jako opłaconą'}
              </Button>
            ) : null}
            <Menu.Root
              positioning={{ placement: 'bottom-end' }}
              onSelect={({ value }) => {
                if (value === 'reservation' && a.reservationId) navigate(`/front-desk/reservations/${a.reservationId}`);
                if (value === 'send') void send();
                if (value === 'print') void print();
                if (value === 'xml') exportXml();
                if (value === 'edit') edit();
                if (value === 'delete') void remove();
                if (value === 'unpaid') dispatch(setInvoiceStatus({ id, status: 'unpaid' }));
              }}
            >
              <Menu.Trigger asChild>
                <Button variant="outline" loading={busy !== null}>
                  Opcje
                </Button>
              </Menu.Trigger>
              <Portal>
                <Menu.Positioner>
                  <Menu.Content>
                    <Menu.Item value="reservation" disabled={!a.reservationId}>
                      Zobacz rezerwację
                    </Menu.Item>
                    <Menu.Item value="send">Wyślij prośbę o płatność (e-mail z fakturą)</Menu.Item>
                    <Menu.Item value="print">Drukuj (PDF)</Menu.Item>
                    <Menu.Item value="xml">Eksportuj do KSeF (XML)</Menu.Item>
                    <Menu.Item value="edit">{a.editable ? 'Edytuj' : 'Edytuj (faktura korygująca)'}</Menu.Item>
                    {a.paymentStatus === 'paid' ? <Menu.Item value="unpaid">{refundOf(a) ? 'Oznacz zwrot jako niewykonany' : 'Oznacz jako nieopłaconą'}</Menu.Item> : null}
                    <Menu.Item value="delete" color={a.deleteRefusal ? 'fg.muted' : 'fg.error'}>
                      Usuń
                    </Menu.Item>
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
          </HStack>
        }
      />
      <Stack gap="6">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="2" textStyle="sm">
          <Text>Data wystawienia: {formatDate(a.issueDate)}</Text>
          <Text>Data sprzedaży: {formatDate(a.saleDate)}</Text>
          {a.placeOfIssue ? <Text>Miejsce wystawienia: {a.placeOfIssue}</Text> : null}
          {a.reservationId && a.stayFrom ? (
            <Text>
              Pobyt:{' '}
              <Link asChild colorPalette="teal">
                <RouterLink to={`/front-desk/reservations/${a.reservationId}`}>
                  {a.apartmentName} · {formatDate(a.stayFrom)} – {formatDate(a.stayTo)}
                </RouterLink>
              </Link>
            </Text>
          ) : null}
        </SimpleGrid>
        {a.correction ? (
          <Box borderWidth="1px" rounded="md" p="4" bg="bg.muted">
            <Text>
              Korekta faktury{' '}
              <Link asChild colorPalette="teal">
                <RouterLink to={`/front-desk/invoices/${a.correction.invoiceId}`}>{a.correction.invoiceNumber}</RouterLink>
              </Link>{' '}
              z dnia {formatDate(a.correction.invoiceIssueDate)}
              {a.correction.invoiceKsefNumber ? ` (KSeF ${a.correction.invoiceKsefNumber})` : ''}
            </Text>
            <Text>Przyczyna korekty: {a.correction.reason}</Text>
          </Box>
        ) : null}
        {a.corrections.length ? (
          <Text textStyle="sm">
            Korekty:{' '}
            {a.corrections.map((c, i) => (
              <span key={c.id}>
                {i > 0 ? ', ' : ''}
                <Link asChild colorPalette="teal">
                  <RouterLink to={`/front-desk/invoices/${c.id}`}>{c.number}</RouterLink>
                </Link>{' '}
                z dnia {formatDate(c.issueDate)}
              </span>
            ))}
          </Text>
        ) : null}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Party heading="Sprzedawca" lines={[a.seller.name, a.seller.street, `${a.seller.zipCode} ${a.seller.city}`.trim(), `NIP: ${formatNip(a.seller.nip)}`]} />
          <Party heading="Nabywca" lines={[a.buyer.name, a.buyer.address, a.buyer.nip ? `NIP: ${formatNip(a.buyer.nip)}` : '', a.buyer.email]} />
        </SimpleGrid>
        {a.correction ? (
          <Stack gap="3">
            <Heading as="h2" size="md">
              Przed korektą
            </Heading>
            <LinesTable lines={a.correction.linesBefore} currency={a.currency} caption="Pozycje przed korektą" />
            <TotalsTable totals={a.correction.totalsBefore} currency={a.currency} caption="Podsumowanie przed korektą" />
            <Heading as="h2" size="md">
              Po korekcie
            </Heading>
          </Stack>
        ) : null}
        <LinesTable lines={a.lines} currency={a.currency} caption="Pozycje" />
        <TotalsTable totals={a.totals} currency={a.currency} caption="Podsumowanie" />
        {a.correction ? (
          <Stack gap="3">
            <Heading as="h2" size="md">
              Różnica
            </Heading>
            <TotalsTable totals={a.correction.difference} currency={a.currency} caption="Różnica" />
          </Stack>
        ) : null}
        <Summary a={a} />
        <KsefPanel key={`ksef-${id}`} invoiceId={id} number={a.number} onChange={reload} />
        <KsefNumber key={a.ksefNumber ?? ''} id={id} value={a.ksefNumber} />
      </Stack>
    </Box>
  );
}
