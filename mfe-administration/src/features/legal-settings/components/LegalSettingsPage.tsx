import { useCallback, useEffect, useState } from 'react';
import {
  Box,
  Button,
  Card,
  Checkbox,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Table,
  Text,
  api,
  apiUrl,
  chakra,
  firstErrorMessage,
  formatDateTime,
  notify,
  tokenStore,
  type PrivacySettings,
  type TouristTaxSettings,
} from '@gospodarz/shared';
import { PRIVACY_ACTIONS, RETENTION_MONTHS_MAX, RETENTION_MONTHS_MIN } from '@gospodarz/shared/dto';

const TAX = '/v1/householder/tourist_tax/settings';
const PRIVACY = '/v1/householder/privacy_settings';
type Doc<T> = { id: string; attributes: T };

/** 350 → '3,50'; '3,5' → 350 (null: not an amount). */
const toText = (grosze: number) => (grosze / 100).toFixed(2).replace('.', ',');
const toGrosze = (text: string): number | null => (/^\d{1,3}([.,]\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text.trim().replace(',', '.')) * 100) : null);

function TouristTaxRow({ row, onSaved }: { row: TouristTaxSettings; onSaved: (row: TouristTaxSettings) => void }) {
  const [municipality, setMunicipality] = useState(row.municipality);
  const [rate, setRate] = useState(toText(row.rateGrosze));
  const [exemptAge, setExemptAge] = useState(row.exemptAge === null ? '' : String(row.exemptAge));
  const [collector, setCollector] = useState(row.collector);
  const [saving, setSaving] = useState(false);
  const id = row.accommodationId;
  const save = async () => {
    const rateGrosze = toGrosze(rate);
    if (rateGrosze === null) return notify({ type: 'error', description: 'Stawka musi być kwotą, np. 3,50' });
    setSaving(true);
    const result = await api.put<Doc<TouristTaxSettings>>(`${TAX}/${id}`, { municipality, rateGrosze, exemptAge: exemptAge === '' ? null : Number(exemptAge), collector });
    setSaving(false);
    if (!result.ok) return notify({ type: 'error', description: firstErrorMessage(result) });
    notify({ type: 'success', description: `Zapisano opłatę miejscową obiektu ${row.accommodationName}.` });
    onSaved(result.data.attributes);
  };
  return (
    <Table.Row>
      <Table.Cell>{row.accommodationName}</Table.Cell>
      <Table.Cell>
        <Input size="sm" aria-label={`Gmina: ${row.accommodationName}`} value={municipality} placeholder="miasto obiektu" onChange={(e) => setMunicipality(e.currentTarget.value)} />
      </Table.Cell>
      <Table.Cell>
        <Input size="sm" w="24" aria-label={`Stawka za osobę za noc (zł): ${row.accommodationName}`} value={rate} inputMode="decimal" onChange={(e) => setRate(e.currentTarget.value)} />
      </Table.Cell>
      <Table.Cell>
        <NativeSelect.Root size="sm" w="32">
          <NativeSelect.Field aria-label={`Zwolnione dzieci do lat: ${row.accommodationName}`} value={exemptAge} onChange={(e) => setExemptAge(e.currentTarget.value)}>
            <option value="">brak zwolnienia</option>
            {Array.from({ length: 18 }, (_, age) => (
              <option key={age} value={String(age)}>
                do {age} lat
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Table.Cell>
      <Table.Cell>
        <Checkbox.Root checked={collector} onCheckedChange={(e) => setCollector(e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Pobieram (inkasent)</Checkbox.Label>
        </Checkbox.Root>
      </Table.Cell>
      <Table.Cell>
        <Button size="sm" loading={saving} onClick={() => void save()}>
          Zapisz
        </Button>
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * Administracja › 'Opłata miejscowa i RODO' (issue 38): each listing's tourist-tax settings (gmina, rate, exempt
 * children, inkasent), the retention of guests' data with the log of what was anonymised and given, and the
 * account's export as a ZIP.
 */
export function LegalSettingsPage() {
  const [listings, setListings] = useState<TouristTaxSettings[] | null>(null);
  const [privacy, setPrivacy] = useState<PrivacySettings | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const load = useCallback(async () => {
    const [tax, rodo] = await Promise.all([api.get<Array<Doc<TouristTaxSettings>>>(TAX), api.get<Doc<PrivacySettings>>(PRIVACY)]);
    if (!tax.ok) return setError(firstErrorMessage(tax));
    if (!rodo.ok) return setError(firstErrorMessage(rodo));
    setListings(tax.data.map((d) => d.attributes));
    setPrivacy(rodo.data.attributes);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  if (error) return <Text color="fg.error">{error}</Text>;
  if (!listings || !privacy) return null;

  const saveRetention = async (months: number) => {
    const result = await api.put<Doc<PrivacySettings>>(PRIVACY, { retentionMonths: months });
    if (!result.ok) return notify({ type: 'error', description: firstErrorMessage(result) });
    setPrivacy(result.data.attributes);
    notify({ type: 'success', description: 'Zapisano okres przechowywania danych gości.' });
  };
  const exportAccount = async () => {
    setExporting(true);
    // a file, not JSON: fetched as a blob with the session's token (the API client reads JSON answers)
    const response = await fetch(apiUrl('/v1/householder/account_export'), { headers: { authorization: `Bearer ${tokenStore.getToken() ?? ''}` } }).catch(() => null);
    const blob = response?.ok ? await response.blob().catch(() => null) : null;
    setExporting(false);
    if (!blob) return notify({ type: 'error', description: 'Nie udało się przygotować eksportu.' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = 'gospodarz-eksport.zip';
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const retentionChoices = [12, 24, 36, 48, 60, 72, 84, 96, 108, 120].filter((m) => m >= RETENTION_MONTHS_MIN && m <= RETENTION_MONTHS_MAX);
  return (
    <Stack gap="6">
      <Card.Root>
        <Card.Body>
          <Heading as="h2" size="md" mb="2">
            Opłata miejscowa
          </Heading>
          <Text color="fg.muted" mb="3">
            Stawka za osobę za noc według uchwały gminy. Gdy nie pobierasz opłaty (nie jesteś inkasentem), rachunek pobytu jej nie zawiera. Zestawienie miesięczne: Raporty › Opłata miejscowa.
          </Text>
          <Box overflowX="auto">
            <Table.Root size="sm" aria-label="Opłata miejscowa obiektów">
              <Table.Header>
                <Table.Row>
                  {['Obiekt', 'Gmina', 'Stawka (zł)', 'Dzieci zwolnione', 'Inkasent', ''].map((h) => (
                    <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {listings.map((row) => (
                  <TouristTaxRow key={row.accommodationId} row={row} onSaved={(saved) => setListings(listings.map((l) => (l.accommodationId === saved.accommodationId ? saved : l)))} />
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body>
          <Heading as="h2" size="md" mb="2">
            RODO
          </Heading>
          <Text color="fg.muted" mb="3">
            Dane osobowe gości są anonimizowane co noc po wybranym czasie od ich ostatniego pobytu. Faktury zostają, bo przepisy każą je przechowywać 5 lat od końca roku podatkowego.
          </Text>
          <HStack gap="4" wrap="wrap" align="end" mb="4">
            <Box>
              <chakra.label htmlFor="retention" fontSize="sm" fontWeight="medium">
                Okres przechowywania danych gości
              </chakra.label>
              <NativeSelect.Root size="sm" w="56">
                <NativeSelect.Field id="retention" value={String(privacy.retentionMonths)} onChange={(e) => void saveRetention(Number(e.currentTarget.value))}>
                  {retentionChoices.map((m) => (
                    <option key={m} value={String(m)}>
                      {m / 12} {m === 12 ? 'rok' : m / 12 < 5 ? 'lata' : 'lat'} od ostatniego pobytu
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Box>
            <Button variant="outline" loading={exporting} onClick={() => void exportAccount()}>
              Eksportuj dane konta (ZIP)
            </Button>
          </HStack>
          <Heading as="h3" size="sm" mb="2">
            Dziennik
          </Heading>
          {privacy.log.length === 0 ? (
            <Text>Brak wpisów.</Text>
          ) : (
            <Stack as="ul" gap="1" listStyleType="none" aria-label="Dziennik RODO">
              {privacy.log.map((entry) => (
                <li key={entry.id}>
                  {formatDateTime(entry.createdAt)}: {PRIVACY_ACTIONS[entry.action]}
                  {entry.details.clients ? ` (klienci: ${entry.details.clients})` : ''}
                </li>
              ))}
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
