import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { useDispatch } from 'react-redux';
import type { SubmissionErrors } from 'final-form';
import { Button, FormErrorMessage, FormField, SimpleGrid, Stack, Text, type CalendarStay } from '@gospodarz/shared';
import { actions } from '../slice';

interface Values {
  fullName: string;
  adults: string;
  children: string;
  totalPrice: string;
}

/** an amount as typed: '1 250,50', '1250.5', '900' (the API checks it again, in grosze) */
const AMOUNT = /^\s*\d[\d\s\u00a0]*([.,]\d{1,2})?\s*$/;

const count = (min: number, label: string) => (value: string | undefined) => {
  const n = Number(value);
  return value === undefined || value === '' || !Number.isInteger(n) || n < min || n > 50 ? `Podaj liczbę ${label} od ${min} do 50` : undefined;
};

function validate(values: Values) {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (!values.fullName?.trim()) errors.fullName = 'Podaj imię i nazwisko gościa (do 200 znaków)';
  errors.adults = count(1, 'dorosłych')(values.adults);
  errors.children = count(0, 'dzieci')(values.children);
  if (!AMOUNT.test(values.totalPrice ?? '')) errors.totalPrice = 'Podaj cenę pobytu w zł (np. 1250,50)';
  return errors;
}

/**
 * 'Uzupełnij rezerwację' of a stay imported from a channel's calendar: the guest, the party and the price the
 * channel charged. The stay stays the channel's: its later imports still move or cancel it, and keep what is typed.
 */
export function ChannelStayForm({ stay, onSaved }: { stay: CalendarStay; onSaved: () => void }) {
  const dispatch = useDispatch();
  const completed = stay.channel?.completed ?? false;
  const initial = useMemo<Values>(
    () => ({
      fullName: completed ? stay.fullName : '',
      adults: completed ? String(stay.adults) : '',
      children: completed ? String(stay.children) : '0',
      totalPrice: completed ? stay.totalPrice.toFixed(2).replace('.', ',') : '',
    }),
    [stay, completed],
  );
  const onSubmit = (values: Values) =>
    new Promise<SubmissionErrors | undefined>((resolve) => {
      const completion = { fullName: values.fullName.trim(), adults: Number(values.adults), children: Number(values.children || 0), totalPrice: values.totalPrice };
      dispatch(
        actions.completeChannelStay(stay.id, completion, (errors) => {
          resolve(errors);
          if (!errors) onSaved();
        }),
      );
    });
  return (
    <Form<Values> onSubmit={onSubmit} initialValues={initial} validate={validate}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Uzupełnij rezerwację">
          <Stack gap="3">
            <Text fontWeight="semibold" fontSize="sm">
              Uzupełnij rezerwację
            </Text>
            <Text fontSize="sm" color="fg.muted">
              Pobyt z kalendarza serwisu {stay.source || 'iCal'}: daty zmienia i anuluje serwis, a to, co tu wpiszesz, zostaje.
            </Text>
            <FormField name="fullName" label="Imię i nazwisko gościa" required />
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
              <FormField name="adults" label="Dorośli" required />
              <FormField name="children" label="Dzieci" />
              <FormField name="totalPrice" label="Cena pobytu (zł)" required />
            </SimpleGrid>
            <FormErrorMessage />
            <Button type="submit" size="sm" colorPalette="teal" loading={submitting} alignSelf="start">
              {completed ? 'Zapisz zmiany' : 'Uzupełnij rezerwację'}
            </Button>
          </Stack>
        </form>
      )}
    </Form>
  );
}
