import { useEffect } from 'react';
import { useField, useForm } from 'react-final-form';
import { Fieldset, FormField, SimpleGrid, Stack, Text, NumberInput } from '@gospodarz/shared';
import { VOIVODESHIPS } from '@gospodarz/shared/dto';
import { RadioField, amount, integerAtLeast, required } from './fields';

/** Rodzaj obiektu: one apartment, or several with their count, which starts at 2 when 'Wiele apartamentów' is chosen. */
export function TypeStep() {
  const form = useForm();
  const { input } = useField<string>('apartmentsType', { subscription: { value: true } });
  useEffect(() => {
    if (input.value === 'many' && !(Number(form.getState().values.apartmentsNumberDeclaration) >= 2)) form.change('apartmentsNumberDeclaration', 2);
  }, [input.value, form]);
  return (
    <Stack gap="4">
      <RadioField
        name="apartmentsType"
        legend="Rodzaj obiektu"
        options={[
          { value: 'one', label: 'Jeden apartament' },
          { value: 'many', label: 'Wiele apartamentów' },
        ]}
      />
      {input.value === 'many' ? (
        <NumberInput
          integer
          name="apartmentsNumberDeclaration"
          label="Liczba apartamentów"
          min={2}
          max={100}
          required
          validate={integerAtLeast(2, 'Podaj co najmniej 2 apartamenty')}
        />
      ) : null}
    </Stack>
  );
}

export function NameStep() {
  return <FormField name="name" label="Nazwa obiektu" required validate={required} autoFocus />;
}

const zipCode = (value: unknown) => {
  if (!value) return 'Pole jest wymagane';
  return /^\d{2}-\d{3}$/.test(String(value)) ? undefined : 'Podaj kod pocztowy w formacie NN-NNN';
};

export function LocationStep() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField name="country" label="Kraj" required validate={required} />
      <FormField
        name="voivodeship"
        label="Województwo"
        type="select"
        placeholder="Wybierz województwo"
        options={VOIVODESHIPS.map((v) => ({ value: v, label: v }))}
        required
        validate={required}
      />
      <FormField name="street" label="Ulica" required validate={required} />
      <FormField name="houseNumber" label="Numer domu" required validate={required} />
      <FormField name="flatNumber" label="Numer mieszkania" />
      <FormField name="zipCode" label="Kod pocztowy" mask="NN-NNN" placeholder="00-000" required validate={zipCode} />
      <FormField name="city" label="Miasto" required validate={required} />
    </SimpleGrid>
  );
}

const time = (value: unknown) => (typeof value === 'string' && /^\d{2}:\d{2}/.test(value) ? undefined : 'Podaj godzinę w formacie GG:MM');

/** Check-in 'od' no later than 'do' (both 'HH:mm', which compare as text). */
const checkInFrom = (value: unknown, all: object) => {
  const to = (all as { checkInTo?: unknown }).checkInTo;
  return (
    time(value) ??
    (typeof to === 'string' && /^\d{2}:\d{2}/.test(to) && String(value).slice(0, 5) > to.slice(0, 5)
      ? 'Zameldowanie od nie może być później niż zameldowanie do'
      : undefined)
  );
};

export function StayConditionsStep() {
  return (
    <Stack gap="5">
      <Text color="fg.muted">Godziny podajemy w czasie lokalnym obiektu.</Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <FormField name="checkInFrom" label="Zameldowanie od" type="time" step={1800} validate={checkInFrom} />
        <FormField name="checkInTo" label="Zameldowanie do" type="time" step={1800} validate={time} />
        <FormField name="checkOutTo" label="Wymeldowanie do" type="time" step={1800} validate={time} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <FormField name="smokingAllowed" label="Palenie dozwolone" type="checkbox" />
        <FormField name="animalsFrendly" label="Zwierzęta akceptowane" type="checkbox" />
        <FormField name="childrenFrendly" label="Dzieci akceptowane" type="checkbox" />
        <FormField name="partiesAllowed" label="Imprezy dozwolone" type="checkbox" />
      </SimpleGrid>
      <FeesFields />
    </Stack>
  );
}

/**
 * The stay's extra fees, set for the whole listing: the new reservation's bill adds them (cleaning once per stay, the
 * tourist tax for each adult and each child older than the exemption age, per night).
 */
function FeesFields() {
  const { input: tax } = useField<number | ''>('touristTax', { subscription: { value: true } });
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">Opłaty dodatkowe</Fieldset.Legend>
      <Fieldset.HelperText>Doliczane do każdej nowej rezerwacji. Puste pole: brak opłaty.</Fieldset.HelperText>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mt="2" alignItems="start">
        <NumberInput name="cleaningFee" label="Opłata za sprzątanie (zł za pobyt)" min={0} max={999999} validate={amount} />
        <NumberInput name="touristTax" label="Opłata miejscowa (zł za osobę za dobę)" min={0} max={999} validate={amount} />
        <NumberInput
          name="touristTaxExemptAge"
          label="Dzieci zwolnione z opłaty miejscowej do lat"
          helperText="Puste: opłatę płacą wszystkie dzieci"
          integer
          min={0}
          max={17}
          disabled={!(Number(tax.value) > 0)}
        />
      </SimpleGrid>
    </Fieldset.Root>
  );
}
