import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Alert, Button, Dialog, Field, NativeSelect, Portal, Stack, Text, pluralPl, type PriceRuleDto } from '@gospodarz/shared';
import { actions, type RemoveOutcome } from '../slice';

export interface DeleteRuleDialogProps {
  /** the rule to delete; null: closed */
  rule: PriceRuleDto | null;
  /** every rule of the account, to choose the one that takes over the days */
  rules: PriceRuleDto[];
  onClose: () => void;
}

/**
 * 'Usuń' of a rule set. Days from today on that carry the rule need another rule to take them over: the dialog asks
 * for it when the list says so, and also when the server refuses the deletion with 409 (days priced meanwhile).
 */
export function DeleteRuleDialog({ rule, rules, onClose }: DeleteRuleDialogProps) {
  const dispatch = useDispatch();
  const [replace, setReplace] = useState(false);
  const [replacement, setReplacement] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setReplace(!!rule && rule.attributes.futureDays > 0);
    setReplacement('');
    setError(null);
  }, [rule]);

  const others = rules.filter((r) => r.id !== rule?.id);
  const futureDays = rule?.attributes.futureDays ?? 0;

  const submit = async () => {
    if (!rule) return;
    if (replace && !replacement) {
      setError('Wybierz regułę, która przejmie te dni.');
      return;
    }
    setBusy(true);
    const outcome = await new Promise<RemoveOutcome>((resolve) => dispatch(actions.remove(rule.id, replace ? replacement : undefined, resolve)));
    setBusy(false);
    if (outcome.ok) onClose();
    else {
      if (outcome.conflict) setReplace(true);
      setError(outcome.message);
    }
  };

  return (
    <Dialog.Root
      open={rule !== null}
      role="alertdialog"
      placement="center"
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      onOpenChange={(e) => (!e.open && !busy ? onClose() : undefined)}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Usunąć regułę?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>Reguła „{rule?.attributes.name}” zostanie usunięta.</Text>
                {replace ? (
                  <>
                    <Text>
                      {futureDays > 0
                        ? `Reguła jest przypisana do ${futureDays} ${pluralPl(futureDays, 'dnia', 'dni', 'dni')} od dziś w cenniku.`
                        : 'Reguła jest przypisana do dni od dziś w cenniku.'}{' '}
                      Wybierz regułę, która je przejmie.
                    </Text>
                    {others.length ? (
                      <Field.Root required>
                        <Field.Label>Reguła zastępcza</Field.Label>
                        <NativeSelect.Root>
                          <NativeSelect.Field
                            value={replacement}
                            onChange={(e) => {
                              setReplacement(e.target.value);
                              setError(null);
                            }}
                          >
                            <option value="">Wybierz…</option>
                            {others.map((r) => (
                              <option key={r.id} value={r.id}>
                                {r.attributes.name}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      </Field.Root>
                    ) : (
                      <Text color="fg.muted">Najpierw dodaj inną regułę, która przejmie te dni.</Text>
                    )}
                  </>
                ) : (
                  <Text color="fg.muted">Tej operacji nie można cofnąć.</Text>
                )}
                {error ? (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Title>{error}</Alert.Title>
                  </Alert.Root>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                Anuluj
              </Button>
              <Button colorPalette="red" onClick={() => void submit()} loading={busy} disabled={replace && others.length === 0}>
                Usuń
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
