import { useState } from 'react';
import { Box, Button, Stack, Table, Text, formatDate, formatMoney, type QuoteAttributes, scrollRegionProps } from '@gospodarz/shared';

const TIER_LABELS: Record<string, string> = { '1-2': '1-2 os.', '3-4': '3-4 os.', '5+': '5+ os.' };

/**
 * How the pricing engine priced the stay: each night (date, tier, base, each adjustment with its rule, the night's
 * price), the total, the rules applied and skipped with the reason, and the cancellation policy with its dated
 * refunds. Shown by the new-reservation dialog and the edit page under the price.
 */
export function PriceBreakdown({ quote }: { quote: QuoteAttributes }) {
  const [open, setOpen] = useState(true);
  const b = quote.breakdown;
  if (!b) return null;
  const money = (amount: number) => formatMoney(amount, quote.currency);
  return (
    <Stack gap="2" data-testid="price-breakdown" borderWidth="1px" borderRadius="md" p="3">
      <Button variant="ghost" size="sm" alignSelf="flex-start" onClick={() => setOpen(!open)} aria-expanded={open}>
        {open ? 'Ukryj szczegóły ceny' : 'Pokaż szczegóły ceny'}
      </Button>
      {open ? (
        <Table.ScrollArea maxW="100%" {...scrollRegionProps('Cena każdej doby')}>
          <Table.Root size="sm" aria-label="Cena każdej doby">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Data</Table.ColumnHeader>
                <Table.ColumnHeader>Taryfa</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Cena bazowa</Table.ColumnHeader>
                <Table.ColumnHeader>Korekty</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Cena doby</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {b.nightly.map((night) => (
                <Table.Row key={night.date}>
                  <Table.Cell whiteSpace="nowrap">{formatDate(night.date)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{TIER_LABELS[night.tier] ?? night.tier}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {money(night.base)}
                    {night.source === 'rate' ? (
                      <Text as="span" display="block" textStyle="xs" color="fg.muted">
                        stawka apartamentu
                      </Text>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell>
                    {night.adjustments.length === 0
                      ? '—'
                      : night.adjustments.map((a, i) => (
                          <Text key={i} textStyle="xs">
                            {a.label}: {a.amount > 0 ? '+' : ''}
                            {money(a.amount)}
                          </Text>
                        ))}
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight="medium">
                    {money(night.price)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
            <Table.Footer>
              <Table.Row>
                <Table.Cell colSpan={4} fontWeight="semibold">
                  Razem za noclegi
                </Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold" whiteSpace="nowrap" data-testid="breakdown-total">
                  {money(b.total)}
                </Table.Cell>
              </Table.Row>
            </Table.Footer>
          </Table.Root>
        </Table.ScrollArea>
      ) : null}
      <Box textStyle="sm">
        {b.applied.length > 0 ? (
          <Text>
            <Text as="span" fontWeight="medium">
              Zastosowane reguły:{' '}
            </Text>
            {b.applied.map((r) => `${r.label} (${r.detail})`).join(', ')}
          </Text>
        ) : (
          <Text>Nie zastosowano żadnej reguły.</Text>
        )}
        {b.skipped.length > 0 ? (
          <Text color="fg.muted">
            <Text as="span" fontWeight="medium">
              Pominięte:{' '}
            </Text>
            {b.skipped.map((r) => `${r.label} (${r.detail})`).join(', ')}
          </Text>
        ) : null}
        <Text data-testid="cancellation-policy">
          <Text as="span" fontWeight="medium">
            Anulowanie: {b.cancellation.label}.{' '}
          </Text>
          {b.cancellation.text}
        </Text>
      </Box>
    </Stack>
  );
}
