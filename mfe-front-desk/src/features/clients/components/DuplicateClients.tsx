import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Box, Button, Card, Heading, Stack, Text, useConfirm, type ClientDto } from '@gospodarz/shared';
import { actions, selectClients } from '../slice';

/**
 * 'Możliwe duplikaty' on the client's page: other clients with the same e-mail, phone or name. 'Połącz z tym
 * klientem' asks first, saying what happens (the other's reservations move here, empty contact fields are filled
 * from the other card, the other client is removed), then merges. Nothing shows while there are none.
 */
export function DuplicateClients({ client, onMerged }: { client: ClientDto; onMerged: () => void }) {
  const dispatch = useDispatch();
  const { duplicates } = useSelector(selectClients);
  const { confirm, dialog } = useConfirm();
  const [merging, setMerging] = useState<string | null>(null);
  useEffect(() => {
    dispatch(actions.loadDuplicates(client.id));
  }, [client.id, dispatch]);

  const items = duplicates.clientId === client.id ? duplicates.items : [];
  if (items.length === 0) return null;

  const mergeOne = async (other: ClientDto) => {
    const keep = client.attributes.fullName;
    const merged = other.attributes.fullName;
    const ok = await confirm({
      title: 'Połączyć klientów?',
      message: `Wszystkie rezerwacje klienta „${merged}” zostaną przeniesione do klienta „${keep}”, a jego brakujące dane kontaktowe uzupełnione z karty „${merged}”. Klient „${merged}” zostanie usunięty. Tej operacji nie można cofnąć.`,
      confirmLabel: 'Połącz i usuń duplikat',
      destructive: true,
    });
    if (!ok) return;
    setMerging(other.id);
    dispatch(
      actions.merge(client.id, other, (done) => {
        setMerging(null);
        if (done) onMerged();
      }),
    );
  };

  return (
    <Card.Root mb="8" borderColor="orange.emphasized" as="section" aria-labelledby="duplicates-title">
      <Card.Body>
        <Heading as="h2" size="md" mb="1" id="duplicates-title">
          Możliwe duplikaty
        </Heading>
        <Text color="fg.muted" mb="4">
          Ci klienci mają ten sam e-mail, telefon lub imię i nazwisko. Połącz ich z tym klientem, aby jego historia była w jednym miejscu.
        </Text>
        <Stack as="ul" gap="3" listStyleType="none">
          {items.map((other) => {
            const a = other.attributes;
            return (
              <Box as="li" key={other.id} aria-label={a.fullName} display="flex" flexWrap="wrap" gap="3" alignItems="center" justifyContent="space-between" borderWidth="1px" borderRadius="md" p="3">
                <Stack gap="0">
                  <Text fontWeight="medium">{a.fullName || 'Bez nazwy'}</Text>
                  <Text textStyle="sm" color="fg.muted">
                    {[a.email, a.phoneNumber, a.address].filter(Boolean).join(' · ') || 'bez danych kontaktowych'}
                  </Text>
                  <Text textStyle="sm">Rezerwacje (bez anulowanych): {a.reservationsCount}</Text>
                </Stack>
                <Button size="sm" variant="outline" loading={merging === other.id} disabled={merging !== null} onClick={() => void mergeOne(other)}>
                  Połącz z tym klientem
                </Button>
              </Box>
            );
          })}
        </Stack>
      </Card.Body>
      {dialog}
    </Card.Root>
  );
}
