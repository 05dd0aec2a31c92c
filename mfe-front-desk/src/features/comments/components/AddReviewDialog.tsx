import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Button, Dialog, Field, Input, NativeSelect, Portal, SimpleGrid, Stack, Textarea, formatDate, parseTypedDate, todayInPoland, type ReviewSource } from '@gospodarz/shared';
import { REVIEW_SOURCES } from '@gospodarz/shared/dto';
import type { ApartmentChoice } from '../api';
import { actions, type ActionOutcome } from '../slice';

const SOURCES = (Object.keys(REVIEW_SOURCES) as ReviewSource[]).filter((s) => s !== 'guest_page');

/** 'Dodaj opinię': a review received on another channel (source, date, rating, text), counted in the averages. */
export function AddReviewDialog({ open, apartments, onClose }: { open: boolean; apartments: ApartmentChoice[]; onClose: () => void }) {
  const dispatch = useDispatch();
  const [values, setValues] = useState({ apartmentId: '', source: 'booking' as ReviewSource, date: '', rating: '5', guestName: '', pros: '', cons: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  useEffect(() => {
    if (open) {
      setValues({ apartmentId: apartments[0]?.id ?? '', source: 'booking', date: formatDate(todayInPoland()), rating: '5', guestName: '', pros: '', cons: '' });
      setErrors({});
    }
  }, [open, apartments]);

  const submit = async () => {
    const day = parseTypedDate(values.date);
    const found: Record<string, string> = {};
    if (!values.apartmentId) found.apartmentId = 'Pole jest wymagane';
    if (day === undefined) found.reviewedOn = 'Pole jest wymagane';
    else if (day === null) found.reviewedOn = 'Podaj datę w formacie dd.mm.rrrr';
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    const outcome = await new Promise<ActionOutcome>((resolve) =>
      dispatch(
        actions.add(
          { apartmentId: values.apartmentId, source: values.source, reviewedOn: day!, rating: Number(values.rating), guestName: values.guestName, pros: values.pros, cons: values.cons },
          resolve,
        ),
      ),
    );
    setBusy(false);
    if (outcome.ok) onClose();
    else setErrors(Object.fromEntries(Object.entries(outcome.errors ?? { pros: [outcome.message] }).map(([k, v]) => [k, v[0]])));
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => (!e.open && !busy ? onClose() : undefined)} size={{ base: 'full', md: 'md' }} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Dodaj opinię z innego kanału</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Field.Root required invalid={Boolean(errors.apartmentId)}>
                  <Field.Label>Apartament</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field value={values.apartmentId} onChange={set('apartmentId')}>
                      {apartments.map((a) => (
                        <option key={a.id} value={a.id}>
                          {a.name}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  <Field.ErrorText>{errors.apartmentId}</Field.ErrorText>
                </Field.Root>
                <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
                  <Field.Root>
                    <Field.Label>Źródło</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field value={values.source} onChange={set('source')}>
                        {SOURCES.map((s) => (
                          <option key={s} value={s}>
                            {REVIEW_SOURCES[s]}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  <Field.Root required invalid={Boolean(errors.reviewedOn)}>
                    <Field.Label>Data</Field.Label>
                    <Input value={values.date} onChange={set('date')} placeholder="dd.mm.rrrr" inputMode="numeric" />
                    <Field.ErrorText>{errors.reviewedOn}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root required>
                    <Field.Label>Ocena</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field value={values.rating} onChange={set('rating')}>
                        {[5, 4, 3, 2, 1].map((n) => (
                          <option key={n} value={n}>
                            {n} / 5
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                </SimpleGrid>
                <Field.Root>
                  <Field.Label>Imię gościa</Field.Label>
                  <Input value={values.guestName} onChange={set('guestName')} />
                </Field.Root>
                <Field.Root invalid={Boolean(errors.pros)}>
                  <Field.Label>Zalety</Field.Label>
                  <Textarea value={values.pros} onChange={set('pros')} rows={2} />
                  <Field.ErrorText>{errors.pros}</Field.ErrorText>
                </Field.Root>
                <Field.Root>
                  <Field.Label>Wady</Field.Label>
                  <Textarea value={values.cons} onChange={set('cons')} rows={2} />
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                Anuluj
              </Button>
              <Button colorPalette="teal" onClick={() => void submit()} loading={busy}>
                Dodaj
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
