import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { useDispatch } from 'react-redux';
import type { SubmissionErrors } from 'final-form';
import {
  Button,
  DateInput,
  Dialog,
  FormErrorMessage,
  FormField,
  HALF_HOURS,
  Portal,
  SimpleGrid,
  Stack,
  Text,
  localInstant,
  type FormFieldOption,
} from '@gospodarz/shared';
import type { ScheduledChanges, ScheduledMessageDto } from '../api';
import { actions } from '../slice';

interface Values {
  subject: string;
  body: string;
  day: string;
  time: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** The send time as the dialog offers it: the user's local day (yyyy-MM-dd) and time (HH:mm). */
function localParts(instant: string): { day: string; time: string } {
  const at = new Date(instant);
  return { day: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`, time: `${pad(at.getHours())}:${pad(at.getMinutes())}` };
}

/** The half hours, with the message's own time among them when it falls between two. */
function timeOptions(current: string): FormFieldOption[] {
  const times = HALF_HOURS.includes(current) ? HALF_HOURS : [...HALF_HOURS, current].sort();
  return times.map((t) => ({ value: t, label: t }));
}

function validate(values: Values, initial: Values) {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (!values.body?.trim()) errors.body = 'Wpisz treść wiadomości';
  if (!values.day) errors.day = 'Podaj datę wysyłki';
  // a day still being typed is DateInput's to judge ('dd.mm.rrrr'); only a whole day has a moment to compare
  else if (ISO_DAY.test(values.day) && (values.day !== initial.day || values.time !== initial.time) && Date.parse(localInstant(values.day, values.time)) <= Date.now()) {
    errors.day = 'Wybierz termin w przyszłości';
  }
  return errors;
}

/** Only what the host changed: an untouched text stays the template's, an untouched time follows the stay's dates. */
function changesOf(values: Values, initial: Values): ScheduledChanges {
  const changes: ScheduledChanges = {};
  if ((values.subject ?? '') !== initial.subject) changes.subject = values.subject ?? '';
  if (values.body !== initial.body) changes.body = values.body;
  if (values.day !== initial.day || values.time !== initial.time) changes.sendAt = localInstant(values.day, values.time);
  return changes;
}

export interface EditScheduledDialogProps {
  reservationId: string;
  /** the waiting message being edited; null while closed */
  scheduled: ScheduledMessageDto | null;
  onClose: () => void;
}

/**
 * 'Edytuj' on a waiting automated message: its subject, text and send time, for this reservation only. The API's
 * field errors show under their fields (the send time's under the date).
 */
export function EditScheduledDialog({ reservationId, scheduled, onClose }: EditScheduledDialogProps) {
  const dispatch = useDispatch();
  const initialValues = useMemo<Values | null>(
    () => (scheduled ? { subject: scheduled.attributes.subject, body: scheduled.attributes.body, ...localParts(scheduled.attributes.sendAt) } : null),
    [scheduled],
  );

  const onSubmit = async (values: Values): Promise<SubmissionErrors | undefined> => {
    const changes = changesOf(values, initialValues!);
    if (Object.keys(changes).length === 0) {
      onClose();
      return undefined;
    }
    const errors = await new Promise<SubmissionErrors | undefined>((resolve) => dispatch(actions.editScheduled(reservationId, scheduled!.id, changes, resolve)));
    if (!errors) {
      onClose();
      return undefined;
    }
    const { sendAt, ...rest } = errors as Record<string, unknown>;
    return sendAt ? { ...rest, day: sendAt } : errors;
  };

  return (
    <Dialog.Root open={Boolean(scheduled)} onOpenChange={(e) => (!e.open ? onClose() : undefined)} size={{ base: 'full', md: 'lg' }} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {scheduled && initialValues ? (
              <Form<Values> onSubmit={onSubmit} initialValues={initialValues} validate={(values) => validate(values, initialValues)}>
                {({ handleSubmit, submitting }) => (
                  <form onSubmit={handleSubmit} noValidate aria-label="Edytuj wiadomość automatyczną" style={{ display: 'contents' }}>
                    <Dialog.Header>
                      <Dialog.Title>Edytuj wiadomość automatyczną</Dialog.Title>
                    </Dialog.Header>
                    <Dialog.Body>
                      <Stack gap="3">
                        <Text textStyle="sm" color="fg.muted">
                          {scheduled.attributes.templateName}: zmiany dotyczą tylko tej rezerwacji.
                        </Text>
                        <SimpleGrid columns={2} gap="3">
                          <DateInput name="day" label="Data wysyłki" required />
                          <FormField name="time" label="Godzina wysyłki" type="select" options={timeOptions(initialValues.time)} />
                        </SimpleGrid>
                        <FormField name="subject" label="Temat" helperText="Pusty temat: „Wiadomość w sprawie pobytu”." />
                        <FormField name="body" label="Treść" type="textarea" rows={10} required />
                        <FormErrorMessage />
                      </Stack>
                    </Dialog.Body>
                    <Dialog.Footer>
                      <Button variant="outline" onClick={onClose} disabled={submitting}>
                        Anuluj
                      </Button>
                      <Button type="submit" colorPalette="teal" loading={submitting}>
                        Zapisz
                      </Button>
                    </Dialog.Footer>
                  </form>
                )}
              </Form>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
