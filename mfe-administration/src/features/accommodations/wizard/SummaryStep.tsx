import { useFormState } from 'react-final-form';
import { Box, Heading, Stack, Table, Text, formatMoney } from '@gospodarz/shared';
import { feeTexts, formatAddress, type AccommodationFormValues } from '../model';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '14rem 1fr' }} gap="2">
      <Text as="dt" fontWeight="semibold">
        {label}
      </Text>
      <Text as="dd" m="0">
        {children}
      </Text>
    </Box>
  );
}

/** Podsumowanie: name, apartment count, address, apartment names, intelligent prices, fees, rates per guest count. */
export function SummaryStep() {
  const { values } = useFormState<AccommodationFormValues>({ subscription: { values: true } });
  const apartments = values.apartmentsAttributes ?? [];
  const smart = apartments.some((a) => a.smartPrices);
  return (
    <Stack gap="5">
      <Stack as="dl" gap="2">
        <Row label="Nazwa obiektu">{values.name || '—'}</Row>
        <Row label="Liczba apartamentów">{apartments.length}</Row>
        <Row label="Adres">{formatAddress(values) || '—'}</Row>
        <Row label="Apartamenty">{apartments.map((a, i) => a.name || (apartments.length === 1 ? values.name : `Apartament ${i + 1}`)).join(', ')}</Row>
        <Row label="Ceny inteligentne">{smart ? 'włączone' : 'wyłączone'}</Row>
        <Row label="Opłata za sprzątanie">{feeTexts(values).cleaning}</Row>
        <Row label="Opłata miejscowa">{feeTexts(values).touristTax}</Row>
      </Stack>
      {apartments.map((a, i) => (
        <Stack key={a.id ?? i} gap="2">
          <Heading as="h3" size="sm">
            Cennik: {a.name || (apartments.length === 1 ? values.name : `Apartament ${i + 1}`)}
          </Heading>
          {a.pricesAttributes.length === 0 ? (
            <Text color="fg.muted">Brak stawek.</Text>
          ) : (
            <Table.Root size="sm" maxW="lg">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Liczba gości</Table.ColumnHeader>
                  <Table.ColumnHeader>Cena podstawowa</Table.ColumnHeader>
                  <Table.ColumnHeader>Cena maksymalna</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {a.pricesAttributes.map((p, j) => (
                  <Table.Row key={p.id ?? j}>
                    <Table.Cell>{p.guestCount}</Table.Cell>
                    <Table.Cell>{p.basePrice === '' ? '—' : formatMoney(p.basePrice, p.currency)}</Table.Cell>
                    <Table.Cell>{p.maximumPrice > 0 ? formatMoney(p.maximumPrice, p.currency) : 'bez limitu'}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
