import { useMemo } from 'react';
import { Form, useField, useForm } from 'react-final-form';
import { useDispatch } from 'react-redux';
import {
  Button,
  CheckboxGroupField,
  DateInput,
  Dialog,
  FormErrorMessage,
  FormField,
  Portal,
  RadioGroup,
  Stack,
  Text,
  fieldErrorMessage,
  todayInPoland,
  type ServiceProviderDto,
} from '@gospodarz/shared';
import type { ApartmentChoice } from '../api';
import { DAY_COUNT_OPTIONS, FREQUENCY_OPTIONS, WEEKDAY_OPTIONS, shareValues, showsDayCount, showsWeekday, toSharingPayload, validateShare, withFrequency, type Frequency, type ShareValues } from '../share';
import { commands, type Resolve } from '../slice';

/** The frequency radios; picking one sets the weekday and the day count. */
function FrequencyField() {
  const form = useForm<ShareValues>();
  const { input } = useField<Frequency>('frequency', { subscription: { value: true } });
  const { meta } = useField('numberOfDays', { subscription: { submitError: true, dirtySinceLastSubmit: true } });
  const error = fieldErrorMessage(meta);
  return (
    <Stack gap="1.5">
      <Text textStyle="sm" fontWeight="medium" id="share-frequency">
        Częstotliwość
      </Text>
      <RadioGroup.Root
        value={input.value}
        aria-labelledby="share-frequency"
        onValueChange={(e) => {
          const next = withFrequency(form.getState().values, e.value as Frequency);
          form.batch(() => {
            form.change('frequency', next.frequency);
            form.change('numberOfDays', next.numberOfDays);
            form.change('dayOfTheWeek', next.dayOfTheWeek);
          });
        }}
      >
        <Stack gap="1.5">
          {FREQUENCY_OPTIONS.map((o) => (
            <RadioGroup.Item key={o.value} value={o.value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {error ? (
        <Text textStyle="sm" color="fg.error">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

function CooperationError() {
  const { meta } = useField('cooperation', { subscription: { submitError: true, dirtySinceLastSubmit: true } });
  const error = fieldErrorMessage(meta);
  return error ? (
    <Text color="fg.error" role="alert">
      {error}
    </Text>
  ) : null;
}

/** 'Udostępnij apartament': the apartments shared with a provider and how often they work there. */
export function ShareApartmentModal({ provider, apartments, onClose }: { provider: ServiceProviderDto | null; apartments: ApartmentChoice[]; onClose: () => void }) {
  const dispatch = useDispatch();
  const cooperation = provider?.attributes.cooperation ?? null;
  const initialValues = useMemo(() => shareValues(cooperation?.attributes ?? null, todayInPoland()), [cooperation]);
  const choices = apartments.map((a) => ({ value: a.id, label: a.name }));
  const onSubmit = (values: ShareValues) =>
    new Promise<Parameters<Resolve>[0]>((resolve) => dispatch(commands.share(cooperation!.id, toSharingPayload(values, cooperation!.attributes.message), resolve))).then((errors) => {
      if (!errors) onClose();
      return errors;
    });

  return (
    <Dialog.Root open={provider !== null && cooperation !== null} onOpenChange={(e) => (!e.open ? onClose() : undefined)} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {provider && cooperation ? (
              <Form<ShareValues> onSubmit={onSubmit} initialValues={initialValues} validate={validateShare}>
                {({ handleSubmit, submitting, values }) => (
                  <form onSubmit={handleSubmit} noValidate aria-label="Udostępnij apartament">
                    <Dialog.Header>
                      <Dialog.Title>Udostępnij apartament</Dialog.Title>
                    </Dialog.Header>
                    <Dialog.Body>
                      <Stack gap="4">
                        <Text color="fg.muted">{provider.attributes.name}</Text>
                        <CheckboxGroupField name="apartments" legend="Apartamenty" choices={choices} />
                        <FrequencyField />
                        {showsWeekday(values.frequency) ? <FormField name="dayOfTheWeek" label="Dzień tygodnia" type="select" options={WEEKDAY_OPTIONS} /> : null}
                        {showsDayCount(values.frequency) ? <FormField name="numberOfDays" label="Liczba dni" type="select" options={DAY_COUNT_OPTIONS} /> : null}
                        <DateInput name="startDate" label="Data rozpoczęcia" required />
                        <CooperationError />
                        <FormErrorMessage />
                      </Stack>
                    </Dialog.Body>
                    <Dialog.Footer>
                      <Button type="button" variant="outline" onClick={onClose} disabled={submitting}>
                        Anuluj
                      </Button>
                      <Button type="submit" loading={submitting} disabled={submitting}>
                        Udostępnij
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
