import { useField } from 'react-final-form';
import { Badge, Box, Checkbox, Fieldset, Stack, Table, Text, formatMoney, type InvoiceTotalsDto, scrollRegionProps } from '@gospodarz/shared';
import { INVOICE_PAYMENT_STATUS_LABELS, INVOICE_VAT_RATE_LABELS, type InvoicePaymentStatus } from '@gospodarz/shared/dto';

/** 'Opłacona' in green, 'Nieopłacona' in orange. */
export function StatusBadge({ status }: { status: InvoicePaymentStatus }) {
  return (
    <Badge colorPalette={status === 'paid' ? 'green' : 'orange'} variant="subtle" data-status={status}>
      {INVOICE_PAYMENT_STATUS_LABELS[status]}
    </Badge>
  );
}

/** The apartments filter: one checkbox per apartment, writing the ids. */
export function ApartmentChecks({ apartments }: { apartments: Array<{ id: string; name: string }> }) {
  const { input } = useField<string[]>('apartmentIds', { subscription: { value: true } });
  const selected: string[] = Array.isArray(input.value) ? input.value : [];
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="medium" textStyle="sm">
        Apartamenty
      </Fieldset.Legend>
      <Stack gap="1.5" maxH="40" overflowY="auto">
        {apartments.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            Brak danych
          </Text>
        ) : (
          apartments.map((a) => (
            <Checkbox.Root
              key={a.id}
              size="sm"
              checked={selected.includes(a.id)}
              onCheckedChange={(e) => input.onChange(e.checked === true ? [...selected, a.id] : selected.filter((id) => id !== a.id))}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{a.name}</Checkbox.Label>
            </Checkbox.Root>
          ))
        )}
      </Stack>
    </Fieldset.Root>
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
