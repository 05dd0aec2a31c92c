import { memo, useMemo } from 'react';
import type { FormApi } from 'final-form';
import { Form } from 'react-final-form';
import { CheckboxGroupField, DateInput, FilterActions, FormField, HStack, SimpleGrid, Stack, Text } from '@gospodarz/shared';
import type { ApartmentChoice } from '../api';
import { apartmentLabel } from '../labels';
import { PAYMENT_FILTER_OPTIONS, STATUS_FILTER_OPTIONS } from '../labels';
import { EMPTY_FILTERS, NIGHTS_MAX, NIGHTS_MIN, priceFilterErrors, type ReservationFilterValues } from '../query';
import { StepperField } from './FilterFields';

export interface ReservationFiltersProps {
  values: ReservationFilterValues;
  apartments: ApartmentChoice[];
  onSubmit: (values: ReservationFilterValues) => void;
  /** fields the server refused in the last request (422), marked until the filter changes */
  serverErrors?: Record<string, string>;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const NO_SERVER_ERRORS: Record<string, string> = {};
// the panel draws only the form's errors; each field follows its own state
const FORM_SUBSCRIPTION = { errors: true };

function validate(v: ReservationFilterValues) {
  const errors: Record<string, string> = {};
  // compared once both are days (the date fields say so of a text that is none)
  if (ISO_DAY.test(v.from ?? '') && ISO_DAY.test(v.to ?? '') && v.to! < v.from!) errors.to = 'Data końcowa nie może być wcześniejsza niż początkowa';
  if (v.nightsCountTo < v.nightsCountFrom) errors.nightsCountTo = 'Maksimum nie może być mniejsze niż minimum';
  return { ...errors, ...priceFilterErrors(v.pricePerNightFrom, v.pricePerNightTo) };
}

/**
 * The side panel of the reservations list: every filter of the list; 'Filtruj' writes them to the URL. It is most of
 * the page's elements, so it is drawn again only when its props or its errors change: memoised against the list's
 * requests and answers, and its fields (FilterPanel below) memoised against the form's own re-renders (the form
 * draws itself again once its fields have registered).
 */
export const ReservationFilters = memo(function ReservationFilters({ values, apartments, onSubmit, serverErrors = NO_SERVER_ERRORS }: ReservationFiltersProps) {
  // by id, with the listing's name beside the apartment's: two listings may hold same-looking apartments
  const choices = useMemo(
    () => apartments.map((a) => ({ value: a.id, label: apartmentLabel(a) })).sort((a, b) => a.label.localeCompare(b.label, 'pl')),
    [apartments],
  );
  return (
    <Form<ReservationFilterValues>
      onSubmit={onSubmit}
      initialValues={values}
      validate={validate}
      keepDirtyOnReinitialize={false}
      subscription={FORM_SUBSCRIPTION}
    >
      {({ form, errors }) => (
        <FilterPanel form={form} nightsError={errors?.nightsCountTo as string | undefined} choices={choices} serverErrors={serverErrors} onSubmit={onSubmit} />
      )}
    </Form>
  );
});

interface FilterPanelProps {
  form: FormApi<ReservationFilterValues>;
  nightsError: string | undefined;
  choices: Array<{ value: string; label: string }>;
  serverErrors: Record<string, string>;
  onSubmit: (values: ReservationFilterValues) => void;
}

const FilterPanel = memo(function FilterPanel({ form, nightsError, choices, serverErrors, onSubmit }: FilterPanelProps) {
  const priceField = (name: 'pricePerNightFrom' | 'pricePerNightTo', label: string) => (
    <Stack gap="1">
      <FormField
        name={name}
        label={label}
        inputProps={{
          inputMode: 'decimal',
          ...(serverErrors[name] ? { 'aria-invalid': true, 'aria-describedby': `${name}-server-error` } : {}),
        }}
      />
      {serverErrors[name] ? (
        <Text id={`${name}-server-error`} role="alert" textStyle="xs" color="fg.error">
          {serverErrors[name]}
        </Text>
      ) : null}
    </Stack>
  );
  return (
    <form
      aria-label="Filtry rezerwacji"
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <Stack gap="4">
        {/* one under the other: side by side, dd.mm.rrrr and the calendar button do not fit the panel */}
        <DateInput name="from" label="Od" />
        <DateInput name="to" label="Do" />
        <FormField name="fullName" label="Imię i nazwisko" />
        <FormField name="guestAddress" label="Miasto gościa" />
        <CheckboxGroupField name="statuses" legend="Status" choices={STATUS_FILTER_OPTIONS} />
        <CheckboxGroupField name="paymentStatus" legend="Status płatności" choices={PAYMENT_FILTER_OPTIONS} />
        <CheckboxGroupField name="apartmentIds" legend="Apartamenty" choices={choices} />
        <FormField name="source" label="Źródło" placeholder="np. booking" />
        <Stack gap="1">
          <Text textStyle="sm" fontWeight="medium">
            Liczba dób
          </Text>
          <HStack gap="3" wrap="wrap">
            <StepperField name="nightsCountFrom" label="Doby od" min={NIGHTS_MIN} max={NIGHTS_MAX} />
            <StepperField name="nightsCountTo" label="Doby do" min={NIGHTS_MIN} max={NIGHTS_MAX} />
          </HStack>
          {nightsError ? (
            <Text textStyle="xs" color="fg.error">
              {nightsError}
            </Text>
          ) : null}
        </Stack>
        <SimpleGrid columns={2} gap="2">
          {priceField('pricePerNightFrom', 'Cena za dobę od')}
          {priceField('pricePerNightTo', 'Cena za dobę do')}
        </SimpleGrid>
        <FilterActions
          onClear={() => {
            form.reset(EMPTY_FILTERS);
            onSubmit(EMPTY_FILTERS);
          }}
        />
      </Stack>
    </form>
  );
});
