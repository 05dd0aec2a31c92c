import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from '@gospodarz/shared/router';
import { Box, Button, Card, HStack, Heading, Link, PageHeader, Stack, Table, Text, formatDate, formatMoney, notify, scrollRegionProps } from '@gospodarz/shared';
import { bankApi, type BankTransactionDto, type ImportSummary } from '../api';

const FORMAT_LABELS: Record<ImportSummary['format'], string> = { mt940: 'MT940', camt053: 'CAMT.053' };
const STATUS_LABELS: Record<BankTransactionDto['attributes']['status'], string> = {
  matched: 'Zaksięgowany',
  review: 'Do sprawdzenia',
  unmatched: 'Bez dopasowania',
  ignored: 'Pominięty',
};
const RULE_LABELS: Record<string, string> = { reference: 'po numerze rezerwacji', amount_name: 'po kwocie i nazwisku', host: 'ręcznie' };

const stayText = (s: { fullName: string; from: string; to: string }) => `${s.fullName}, ${formatDate(s.from)}–${formatDate(s.to)}`;

/**
 * /front-desk/invoices/statements, Faktury › 'Wyciągi bankowe' (issue 39): the host uploads the bank's statement
 * (MT940 or CAMT.053); transfers matched to a stay are recorded as its payments at once, the uncertain ones wait
 * here for 'Zapisz wpłatę' (the suggested stay) or 'Pomiń'.
 */
export function BankStatementsPage() {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const [pending, setPending] = useState<BankTransactionDto[]>([]);
  const [recent, setRecent] = useState<BankTransactionDto[]>([]);

  const load = useCallback(async () => {
    const [review, unmatched, matched] = await Promise.all([bankApi.transactions('review'), bankApi.transactions('unmatched'), bankApi.transactions('matched')]);
    setPending([...(review.ok ? review.data : []), ...(unmatched.ok ? unmatched.data : [])]);
    setRecent(matched.ok ? matched.data.slice(0, 20) : []);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const upload = async () => {
    if (!file) {
      setError('Wybierz plik wyciągu (MT940 albo CAMT.053)');
      return;
    }
    setBusy(true);
    setError(null);
    const result = await bankApi.importStatement(file);
    setBusy(false);
    if (!result.ok) {
      setError(result.body.errors?.file?.[0] ?? result.body.message ?? 'Nie udało się zaimportować wyciągu.');
      return;
    }
    setSummary(result.data.attributes);
    setFile(null);
    if (input.current) input.current.value = '';
    notify({ type: 'success', description: `Zaimportowano wyciąg ${FORMAT_LABELS[result.data.attributes.format]}.` });
    await load();
  };

  const act = async (t: BankTransactionDto, how: 'match' | 'ignore') => {
    const result = how === 'match' && t.attributes.suggestion ? await bankApi.match(t.id, t.attributes.suggestion.id) : await bankApi.ignore(t.id);
    if (!result.ok) notify({ type: 'error', description: result.body.message ?? 'Nie udało się zapisać.' });
    else notify({ type: 'success', description: how === 'match' ? 'Wpłata zapisana.' : 'Przelew pominięty.' });
    await load();
  };

  return (
    <Box>
      <PageHeader
        title="Wyciągi bankowe"
        description="Przelewy z wyciągu są księgowane jako wpłaty rezerwacji: po numerze rezerwacji w tytule, a gdy go brak — po kwocie i nazwisku."
        actions={
          <Button variant="outline" asChild>
            <RouterLink to="/front-desk/invoices">Faktury</RouterLink>
          </Button>
        }
      />
      <Card.Root mb="6">
        <Card.Body>
          <Stack gap="3">
            <label htmlFor="statement-file">
              <Text fontWeight="medium">Plik wyciągu (MT940 lub CAMT.053, do 2 MB)</Text>
            </label>
            <HStack gap="3" flexWrap="wrap">
              <input
                id="statement-file"
                ref={input}
                type="file"
                accept=".sta,.mt940,.940,.txt,.xml"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'statement-error' : undefined}
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setError(null);
                }}
              />
              <Button colorPalette="teal" onClick={() => void upload()} loading={busy}>
                Importuj wyciąg
              </Button>
            </HStack>
            {error && (
              <Text id="statement-error" color="red.600" role="alert">
                {error}
              </Text>
            )}
            {summary && (
              <Text role="status" data-testid="import-summary">
                {`Wyciąg ${FORMAT_LABELS[summary.format]}: przelewów przychodzących ${summary.transfers}, zaksięgowano ${summary.matched}, do sprawdzenia ${summary.review}, bez dopasowania ${summary.unmatched}, zaimportowanych wcześniej ${summary.duplicates}.`}
              </Text>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>

      <Heading as="h2" size="md" mb="3">
        Do sprawdzenia
      </Heading>
      {pending.length === 0 ? (
        <Text mb="6">Brak przelewów do sprawdzenia.</Text>
      ) : (
        <Box overflowX="auto" mb="6" {...scrollRegionProps('Przelewy do sprawdzenia')}>
          <Table.Root size="sm" variant="outline" aria-label="Przelewy do sprawdzenia">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Data</Table.ColumnHeader>
                <Table.ColumnHeader>Nadawca</Table.ColumnHeader>
                <Table.ColumnHeader>Tytuł</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Kwota</Table.ColumnHeader>
                <Table.ColumnHeader>Propozycja</Table.ColumnHeader>
                <Table.ColumnHeader>Akcje</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {pending.map((t) => (
                <Table.Row key={t.id}>
                  <Table.Cell>{formatDate(t.attributes.bookedOn)}</Table.Cell>
                  <Table.Cell>{t.attributes.counterparty || '—'}</Table.Cell>
                  <Table.Cell>{t.attributes.title || '—'}</Table.Cell>
                  <Table.Cell textAlign="end">{formatMoney(t.attributes.amount, t.attributes.currency)}</Table.Cell>
                  <Table.Cell>{t.attributes.suggestion ? stayText(t.attributes.suggestion) : STATUS_LABELS[t.attributes.status]}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="2">
                      {t.attributes.suggestion && (
                        <Button size="xs" colorPalette="teal" onClick={() => void act(t, 'match')} aria-label={`Zapisz wpłatę ${formatMoney(t.attributes.amount, t.attributes.currency)} dla ${t.attributes.suggestion.fullName}`}>
                          Zapisz wpłatę
                        </Button>
                      )}
                      <Button size="xs" variant="outline" onClick={() => void act(t, 'ignore')}>
                        Pomiń
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}

      <Heading as="h2" size="md" mb="3">
        Zaksięgowane przelewy
      </Heading>
      {recent.length === 0 ? (
        <Text>Nie zaksięgowano jeszcze żadnego przelewu.</Text>
      ) : (
        <Box overflowX="auto" {...scrollRegionProps('Zaksięgowane przelewy')}>
          <Table.Root size="sm" variant="outline" aria-label="Zaksięgowane przelewy">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Data</Table.ColumnHeader>
                <Table.ColumnHeader>Nadawca</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Kwota</Table.ColumnHeader>
                <Table.ColumnHeader>Rezerwacja</Table.ColumnHeader>
                <Table.ColumnHeader>Dopasowanie</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {recent.map((t) => (
                <Table.Row key={t.id}>
                  <Table.Cell>{formatDate(t.attributes.bookedOn)}</Table.Cell>
                  <Table.Cell>{t.attributes.counterparty || '—'}</Table.Cell>
                  <Table.Cell textAlign="end">{formatMoney(t.attributes.amount, t.attributes.currency)}</Table.Cell>
                  <Table.Cell>
                    {t.attributes.reservation ? (
                      <Link asChild>
                        <RouterLink to={`/front-desk/reservations/${t.attributes.reservation.id}`}>{stayText(t.attributes.reservation)}</RouterLink>
                      </Link>
                    ) : (
                      '—'
                    )}
                  </Table.Cell>
                  <Table.Cell>{RULE_LABELS[t.attributes.matchRule] ?? ''}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Box>
  );
}
