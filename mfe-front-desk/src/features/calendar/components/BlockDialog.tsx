import { useMemo, useState } from 'react';
import { Form, useField } from 'react-final-form';
import { useDispatch } from 'react-redux';
import type { SubmissionErrors } from 'final-form';
import {
  Box,
  Button,
  DateInput,
  Dialog,
  FormErrorMessage,
  FormField,
  Input,
  SimpleGrid,
  Stack,
  Text,
  chakra,
  fieldErrorMessage,
  formatDate,
  useConfirm,
  type CalendarApartment,
  type CalendarBlock,
} from '@gospodarz/shared';
import { actions } from '../slice';
import { DialogFrame } from './DialogFrame';

export interface BlockDraft {
  /** an existing block to change or remove; null: new blocks */
  block: CalendarBlock | null;
  apartmentIds: string[];
  from: string;
  to: string;
}

interface BlockValues {
  apartmentIds: string[];
  from: string;
  to: string;
  reason: string;
}

export function validateBlock(values: BlockValues) {
  const errors: Partial<Record<keyof BlockValues, string>> = {};
  if (!values.apartmentIds?.length) errors.apartmentIds = 'Wybierz apartamenty';
  if (!values.from) errors.from = 'Pole jest wymagane';
  if (!values.to) errors.to = 'Pole jest wymagane';
  else if (values.from && values.to <= values.from) errors.to = 'Data końcowa musi być późniejsza niż początkowa';
  return errors;
}

/** The apartments to block, as a list of checkboxes narrowed by a search (a block being changed takes one). */
function ApartmentChoice({ apartments, single }: { apartments: CalendarApartment[]; single: boolean }) {
  const { input, meta } = useField<string[]>('apartmentIds', { subscription: { value: true, touched: true, error: true, submitError: true, dirtySinceLastSubmit: true } });
  const [filter, setFilter] = useState('');
  const selected = new Set(input.value || []);
  const needle = filter.trim().toLowerCase();
  const shown = apartments.filter((a) => !needle || a.name.toLowerCase().includes(needle) || a.accommodationName.toLowerCase().includes(needle)).slice(0, 200);
  const toggle = (id: string, on: boolean) => {
    if (single) return input.onChange([id]);
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    input.onChange([...next]);
  };
  const error = fieldErrorMessage({ ...meta, touched: meta.touched || !!meta.submitError });
  return (
    <chakra.fieldset borderWidth="1px" rounded="md" p="3" minW="0">
      <chakra.legend fontWeight="semibold" px="1" fontSize="sm">
        {single ? 'Apartament' : `Apartamenty (wybrano: ${selected.size})`}
      </chakra.legend>
      <Stack gap="2">
        {apartments.length > 8 ? (
          <Input size="sm" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder="Szukaj apartamentu lub obiektu" aria-label="Szukaj apartamentu" />
        ) : null}
        <Box maxH="48" overflowY="auto">
          <Stack gap="1">
            {shown.map((a) => (
              <chakra.label key={a.id} display="flex" gap="2" alignItems="center" fontSize="sm">
                <chakra.input
                  type={single ? 'radio' : 'checkbox'}
                  name="apartmentIds"
                  checked={selected.has(a.id)}
                  onChange={(e) => toggle(a.id, e.target.checked)}
                  accentColor="teal.600"
                />
                <span>
                  {a.name}
                  <Text as="span" color="fg.muted">
                    {' '}
                    · {a.accommodationName}
                  </Text>
                </span>
              </chakra.label>
            ))}
          </Stack>
        </Box>
        {error ? (
          <Text color="fg.error" fontSize="sm" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    </chakra.fieldset>
  );
}

/**
 * 'Zablokuj': apartments, a date range (the last day is the day after the last night closed) and a reason. All the
 * apartments are blocked or none; the server names those that clash. An existing block is changed or removed here.
 */
export function BlockDialog({ draft, apartments, onClose, onSaved }: { draft: BlockDraft | null; apartments: CalendarApartment[]; onClose: () => void; onSaved: () => void }) {
  const dispatch = useDispatch();
  const [removing, setRemoving] = useState(false);
  const { confirm, dialog: confirmDialog } = useConfirm();
  const initial = useMemo<BlockValues | null>(
    () => (draft ? { apartmentIds: draft.apartmentIds, from: draft.from, to: draft.to, reason: draft.block?.reason ?? '' } : null),
    [draft],
  );
  const editing = draft?.block ?? null;

  const onSubmit = (values: BlockValues) =>
    new Promise<SubmissionErrors | undefined>((resolve) => {
      const payload = { apartmentIds: values.apartmentIds, from: values.from, to: values.to, reason: values.reason ?? '' };
      dispatch(
        actions.saveBlock(editing?.id ?? null, editing ? { ...payload, apartmentIds: [], apartmentId: values.apartmentIds[0] } : payload, (errors) => {
          resolve(errors);
          if (!errors) onSaved();
        }),
      );
    });

  // a second confirmation, as a service order's removal asks
  const remove = async () => {
    if (!editing) return;
    const apartment = apartments.find((a) => a.id === editing.apartmentId)?.name ?? 'apartament';
    const sure = await confirm({
      title: 'Usunąć blokadę?',
      message: `${apartment} od ${formatDate(editing.from)} do ${formatDate(editing.to)}${editing.reason ? ` (${editing.reason})` : ''} znów będzie dostępny do rezerwacji.`,
      confirmLabel: 'Usuń blokadę',
      destructive: true,
    });
    if (!sure) return;
    setRemoving(true);
    dispatch(
      actions.removeBlock(editing.id, (ok) => {
        setRemoving(false);
        if (ok) onSaved();
      }),
    );
  };

  return (
    <DialogFrame open={!!draft} onClose={onClose} size="lg">
      {initial ? (
        <Form<BlockValues> onSubmit={onSubmit} initialValues={initial} validate={validateBlock}>
          {({ handleSubmit, submitting }) => (
            <form onSubmit={handleSubmit} noValidate aria-label={editing ? 'Blokada' : 'Zablokuj'} style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>{editing ? 'Blokada' : 'Zablokuj'}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <ApartmentChoice apartments={apartments} single={!!editing} />
                  <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                    <DateInput name="from" label="Od" required />
                    <DateInput name="to" label="Do (dzień zwolnienia)" required />
                  </SimpleGrid>
                  <FormField name="reason" label="Powód" placeholder="np. remont, pobyt własny" />
                  <FormErrorMessage />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                {editing ? (
                  <Button variant="outline" colorPalette="red" onClick={() => void remove()} loading={removing} mr="auto">
                    Usuń blokadę
                  </Button>
                ) : null}
                <Button variant="outline" onClick={onClose} disabled={submitting}>
                  Anuluj
                </Button>
                <Button type="submit" colorPalette="teal" loading={submitting}>
                  {editing ? 'Zapisz' : 'Zablokuj'}
                </Button>
              </Dialog.Footer>
            </form>
          )}
        </Form>
      ) : null}
      {confirmDialog}
    </DialogFrame>
  );
}
