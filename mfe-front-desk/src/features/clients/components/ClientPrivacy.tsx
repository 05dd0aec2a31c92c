import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Button, Card, ConfirmDialog, Heading, HStack, Text, can, notify, type SectionState } from '@gospodarz/shared';
import { clientsApi } from '../api';

/**
 * RODO on the client's page (the account's owner, the data controller): the client's data as one JSON file, and
 * their erasure on request (anonymised, invoices kept as the law demands). Both are recorded in the privacy log.
 */
export function ClientPrivacy({ clientId, onErased }: { clientId: string; onErased: () => void }) {
  const user = useSelector((root: { section: SectionState }) => root.section.user);
  const [busy, setBusy] = useState<'export' | 'erase' | null>(null);
  const [confirming, setConfirming] = useState(false);
  if (user && !can(user, 'owner')) return null;

  const download = async () => {
    setBusy('export');
    const result = await clientsApi.personalData(clientId);
    setBusy(null);
    if (!result.ok) return notify({ type: 'error', description: 'Nie udało się pobrać danych klienta.' });
    const url = URL.createObjectURL(new Blob([JSON.stringify(result.data, null, 2)], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `dane-klienta-${clientId}.json`;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const erase = async () => {
    setBusy('erase');
    const result = await clientsApi.anonymise(clientId);
    setBusy(null);
    setConfirming(false);
    if (!result.ok) return notify({ type: 'error', description: 'Nie udało się usunąć danych klienta.' });
    notify({ type: 'success', description: 'Dane osobowe klienta zostały zanonimizowane. Faktury pozostały bez zmian.' });
    onErased();
  };

  return (
    <Card.Root mb="8">
      <Card.Body>
        <Heading as="h2" size="md" mb="2">
          RODO
        </Heading>
        <Text mb="3" color="fg.muted">
          Na żądanie klienta: wszystkie jego dane w jednym pliku albo ich usunięcie (anonimizacja; faktury zostają, bo przepisy każą je przechowywać).
        </Text>
        <HStack wrap="wrap">
          <Button variant="outline" loading={busy === 'export'} onClick={() => void download()}>
            Pobierz dane klienta (JSON)
          </Button>
          <Button colorPalette="red" variant="outline" onClick={() => setConfirming(true)}>
            Usuń dane osobowe
          </Button>
        </HStack>
      </Card.Body>
      <ConfirmDialog
        open={confirming}
        title="Usunąć dane osobowe klienta?"
        message="Imię i nazwisko, e-mail, telefon, adres i wiadomości klienta zostaną zanonimizowane we wszystkich pobytach. Tego nie można cofnąć. Faktury pozostaną bez zmian."
        confirmLabel="Usuń dane"
        destructive
        busy={busy === 'erase'}
        onConfirm={erase}
        onCancel={() => setConfirming(false)}
      />
    </Card.Root>
  );
}
