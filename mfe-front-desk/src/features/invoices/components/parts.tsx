import { Badge, Box, Table, formatMoney, type InvoiceTotalsDto, scrollRegionProps } from '@gospodarz/shared';
import { INVOICE_PAYMENT_STATUS_LABELS, INVOICE_VAT_RATE_LABELS, ksefStatusLabel, type InvoicePaymentStatus, type KsefStatus } from '@gospodarz/shared/dto';

/** 'Opłacona' in green, 'Nieopłacona' in orange; a correction giving money back: 'Zwrócono' / 'Do zwrotu'. */
export function StatusBadge({ status, refund = false }: { status: InvoicePaymentStatus; refund?: boolean }) {
  return (
    <Badge colorPalette={status === 'paid' ? 'green' : 'orange'} variant="subtle" data-status={status}>
      {refund ? (status === 'paid' ? 'Zwrócono' : 'Do zwrotu') : INVOICE_PAYMENT_STATUS_LABELS[status]}
    </Badge>
  );
}

const KSEF_COLORS: Record<KsefStatus, string> = { pending: 'gray', sent: 'blue', accepted: 'green', rejected: 'red', offline: 'orange' };

/** The invoice's KSeF status in the list: 'Przyjęta' in green, 'Odrzucona' in red, 'Offline do …' in orange; never queued: a dash. */
export function KsefStatusBadge({ status, offlineUntil }: { status: KsefStatus | null; offlineUntil: string | null }) {
  if (!status) return <span aria-label="Nie wysłano do KSeF">—</span>;
  return (
    <Badge colorPalette={KSEF_COLORS[status]} variant="subtle" data-ksef-status={status}>
      {ksefStatusLabel(status, offlineUntil)}
    </Badge>
  );
}

/** Net, VAT and gross per rate, and their sums. */
export function TotalsTable({ totals, currency, caption }: { totals: InvoiceTotalsDto; currency: string; caption: string }) {
  return (
    <Box overflowX="auto" {...scrollRegionProps(caption)}>
      <Table.Root size="sm" variant="outline" aria-label={caption}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Stawka VAT</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Netto</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">VAT</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Brutto</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {totals.rates.map((r) => (
            <Table.Row key={r.vatRate}>
              <Table.Cell>{INVOICE_VAT_RATE_LABELS[r.vatRate]}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">{formatMoney(r.net, currency)}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">{formatMoney(r.vat, currency)}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">{formatMoney(r.gross, currency)}</Table.Cell>
            </Table.Row>
          ))}
          <Table.Row fontWeight="semibold">
            <Table.Cell>Razem</Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">{formatMoney(totals.net, currency)}</Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">{formatMoney(totals.vat, currency)}</Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap" data-testid="gross-total">
              {formatMoney(totals.gross, currency)}
            </Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
