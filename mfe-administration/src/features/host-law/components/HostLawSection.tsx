import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Form } from 'react-final-form';
import { Box, Button, FormField, Heading, Stack, Text, formatDateTime, submitErrorsFrom, type ApiErrorBody } from '@gospodarz/shared';
import { HOUSE_RULES_TEMPLATE } from '@gospodarz/shared/dto';
import type { ListingLaw, ListingLawPayload } from '../api';
import { hostLaw, hostLawActions, selectHostLaw, type SaveOutcome } from '../slice';

interface ApartmentValues {
  id: string;
  name: string;
  registrationNumber: string;
  registrationAuthority: string;
  arrivalInstructions: string;
  /** one code a line */
  lockCodes: string;
}
interface Values {
  houseRules: string;
  emergencyPhone: string;
  checkInReminder: boolean;
  apartments: ApartmentValues[];
}

function valuesOf(law: ListingLaw): Values {
  const a = law.attributes;
  return {
    houseRules: a.houseRules.body,
    emergencyPhone: a.emergencyPhone,
    checkInReminder: a.checkInReminder,
    apartments: a.apartments.map((ap) => ({ ...ap, lockCodes: ap.lockCodes.join('\n') })),
  };
}

function payloadOf(values: Values): ListingLawPayload {
  return {
    houseRules: values.houseRules ?? '',
    emergencyPhone: values.emergencyPhone ?? '',
    checkInReminder: values.checkInReminder !== false,
    apartments: values.apartments.map((ap) => ({
      id: ap.id,
      registrationNumber: ap.registrationNumber ?? '',
      registrationAuthority: ap.registrationAuthority ?? '',
      arrivalInstructions: ap.arrivalInstructions ?? '',
      lockCodes: (ap.lockCodes ?? '')
        .split(/[\s,;]+/)
        .map((c) => c.trim())
        .filter(Boolean),
    })),
  };
}

/** 'apartments[0].lockCodes[2]' (one code's message) shows on the list's field. */
function fieldErrors(body: ApiErrorBody): ApiErrorBody {
  const errors: Record<string, string[] | string> = {};
  for (const [field, messages] of Object.entries(body.errors ?? {})) errors[field.replace(/(lockCodes)\[\d+\]$/, '$1')] ??= messages;
  return { ...body, errors };
}

/**
 * Administracja › Obiekty › a listing: the registration number of each apartment (shown to guests, in confirmations
 * and on the booking pages), the house rules (each changed save a new version, started from a ready template), the
 * 24/7 phone guests see, the online check-in reminder, and each apartment's arrival instructions and lock codes.
 */
export function HostLawSection({ listingId, canEdit }: { listingId: string; canEdit: boolean }) {
  const dispatch = useDispatch();
  const { data, loading, error } = useSelector(selectHostLaw);
  useEffect(() => {
    dispatch(hostLaw.actions.load(listingId));
  }, [dispatch, listingId]);
  const law = data?.id === listingId ? data : null;
  const initialValues = useMemo(() => (law ? valuesOf(law) : undefined), [law]);

  if (error && !law) return <Text color="fg.error">{error}</Text>;
  if (!law || !initialValues) return <Text color="fg.muted">{loading ? 'Wczytywanie…' : ''}</Text>;

  const rules = law.attributes.houseRules;
  const submit = async (values: Values) => {
    const outcome = await new Promise<SaveOutcome>((resolve) => dispatch(hostLawActions.save(listingId, payloadOf(values), resolve)));
    return outcome.ok ? undefined : submitErrorsFrom(fieldErrors(outcome.body));
  };

  return (
    <Form<Values>
      onSubmit={submit}
      initialValues={initialValues}
      render={({ handleSubmit, submitting, submitError, form }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Regulamin, rejestracja i przyjazd">
          <Stack gap="4">
            {initialValues.apartments.map((ap, index) => (
              <Box key={ap.id} as="fieldset" borderWidth="1px" rounded="md" p="3">
                <Box as="legend" fontWeight="medium" px="1">
                  {ap.name}
                </Box>
                <Stack gap="2">
                  <FormField
                    name={`apartments[${index}].registrationNumber`}
                    label="Numer rejestracyjny (ewidencja najmu krótkoterminowego)"
                    helperText="Pokazywany gościom: na stronie gościa, w wiadomościach i na stronach rezerwacji."
                    readOnly={!canEdit}
                  />
                  <FormField name={`apartments[${index}].registrationAuthority`} label="Organ wydający numer" readOnly={!canEdit} />
                  <FormField
                    name={`apartments[${index}].arrivalInstructions`}
                    label="Instrukcje przyjazdu"
                    type="textarea"
                    rows={3}
                    helperText="Adres, skrytka na klucze, kod do drzwi: gość zobaczy je w dniu przyjazdu od godziny zameldowania."
                    readOnly={!canEdit}
                  />
                  <FormField
                    name={`apartments[${index}].lockCodes`}
                    label="Kody zamka (jeden w wierszu)"
                    type="textarea"
                    rows={2}
                    helperText="Z tej listy można wylosować kod dostępu dla pobytu."
                    readOnly={!canEdit}
                  />
                </Stack>
              </Box>
            ))}
            <FormField name="emergencyPhone" label="Telefon kontaktowy dla gości (24/7)" type="tel" autoComplete="tel" readOnly={!canEdit} />
            <FormField name="checkInReminder" label="Przypominaj gościom o odprawie online (3 dni przed przyjazdem)" type="checkbox" disabled={!canEdit} />
            <Box>
              <Heading as="h3" size="sm" mb="1">
                Regulamin porządkowy
              </Heading>
              <Text textStyle="sm" color="fg.muted" mb="2">
                {rules.version ? `Wersja ${rules.version} z ${formatDateTime(rules.savedAt!)}. Każda zmiana zapisuje nową wersję; goście akceptują wersję, którą widzieli.` : 'Regulamin nie jest jeszcze napisany.'}
              </Text>
              <FormField name="houseRules" label="Treść regulaminu" type="textarea" rows={12} readOnly={!canEdit} />
              {canEdit ? (
                <Button size="sm" variant="outline" mt="2" onClick={() => form.change('houseRules', HOUSE_RULES_TEMPLATE)}>
                  Wstaw wzór regulaminu
                </Button>
              ) : null}
            </Box>
            {submitError ? (
              <Text color="fg.error" role="alert">
                {submitError}
              </Text>
            ) : null}
            {canEdit ? (
              <Button type="submit" colorPalette="teal" loading={submitting} alignSelf="flex-start">
                Zapisz
              </Button>
            ) : null}
          </Stack>
        </form>
      )}
    />
  );
}
