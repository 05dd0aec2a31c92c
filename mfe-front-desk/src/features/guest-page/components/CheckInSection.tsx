import { memo, useCallback, useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Form, useField, useForm, useFormState } from 'react-final-form';
import { Box, Button, FormField, Heading, Stack, Text, formatDate, submitErrorsFrom, type OnlineCheckInPayload } from '@gospodarz/shared';
import { COUNTRY_CODES, countryName } from '@gospodarz/shared/dto';
import type { GuestStay } from '../api';
import { actions, type PostOutcome } from '../slice';
import type { CheckInWords } from '../checkInWords';

interface GuestValues {
  name?: string;
  country?: string;
  minor?: boolean;
  adultName?: string;
  adultRelation?: string;
  consentDetails?: string;
}
interface Values {
  arrivalTime?: string;
  guests: GuestValues[];
  invoice?: boolean;
  company?: { name?: string; nip?: string; address?: string };
  acceptHouseRules?: boolean;
}

/** Poland first, then every country by its Polish (or English) name. */
function useCountries(language: 'pl' | 'en') {
  return useMemo(() => {
    const names = language === 'pl' ? (code: string) => countryName(code) : (code: string) => new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
    const rest = COUNTRY_CODES.filter((c) => c !== 'PL')
      .map((code) => ({ value: code, label: names(code) }))
      .sort((a, b) => a.label.localeCompare(b.label, language));
    return [{ value: 'PL', label: names('PL') }, ...rest];
  }, [language]);
}

// memo: a keystroke in one guest's field re-renders that field only, not every guest's list of 250 countries
const GuestFields = memo(function GuestFields({
  index,
  words,
  countries,
  onRemove,
}: {
  index: number;
  words: CheckInWords;
  countries: { value: string; label: string }[];
  onRemove?: (index: number) => void;
}) {
  const at = `guests[${index}]`;
  const minor = useField<boolean>(`${at}.minor`, { subscription: { value: true } }).input.value;
  const relation = useField<string>(`${at}.adultRelation`, { subscription: { value: true } }).input.value;
  const relations = useMemo(() => Object.entries(words.relations).map(([value, label]) => ({ value, label })), [words]);
  return (
    <Box as="fieldset" borderWidth="1px" rounded="md" p="3">
      <Stack gap="2">
        <Box as="legend" fontWeight="medium" px="1">
          {words.guest(index + 1)}
        </Box>
        <FormField name={`${at}.name`} label={words.name} autoComplete={index === 0 ? 'name' : 'off'} required />
        <FormField name={`${at}.country`} label={words.country} type="select" options={countries} placeholder={words.choose} required />
        <FormField name={`${at}.minor`} label={words.minor} type="checkbox" />
        {minor ? (
          <>
            <FormField name={`${at}.adultName`} label={words.adultName} required />
            <FormField
              name={`${at}.adultRelation`}
              label={words.adultRelation}
              type="select"
              placeholder={words.choose}
              options={relations}
              required
            />
            {relation === 'consent' ? <FormField name={`${at}.consentDetails`} label={words.consentDetails} type="textarea" rows={2} required /> : null}
          </>
        ) : null}
        {onRemove ? (
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => onRemove(index)}>
            {words.removeGuest(index + 1)}
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
});

/** The guests' fieldsets; only the number of guests re-renders this list. */
function GuestList({ words, countries }: { words: CheckInWords; countries: { value: string; label: string }[] }) {
  const form = useForm<Values>();
  const count = useFormState<Values>({ subscription: { values: true } }).values.guests.length;
  const remove = useCallback((index: number) => form.change('guests', form.getState().values.guests.filter((_, i) => i !== index)), [form]);
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <GuestFields key={index} index={index} words={words} countries={countries} onRemove={count > 1 ? remove : undefined} />
      ))}
      <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => form.change('guests', [...form.getState().values.guests, { country: '', minor: false }])}>
        {words.addGuest}
      </Button>
    </>
  );
}

function CompanyFields({ words }: { words: CheckInWords }) {
  const invoice = useField<boolean>('invoice', { subscription: { value: true } }).input.value;
  return (
    <>
      <FormField name="invoice" label={words.company} type="checkbox" />
      {invoice ? (
        <>
          <FormField name="company.name" label={words.companyName} autoComplete="organization" required />
          <FormField name="company.nip" label={words.nip} inputProps={NUMERIC} required />
          <FormField name="company.address" label={words.companyAddress} required />
        </>
      ) : null}
    </>
  );
}
const NUMERIC = { inputMode: 'numeric' };

function payloadOf(values: Values, rules: GuestStay['attributes']['houseRules']): OnlineCheckInPayload {
  return {
    arrivalTime: values.arrivalTime ?? '',
    guests: values.guests.map((g) => ({
      name: g.name ?? '',
      country: g.country ?? '',
      minor: g.minor === true,
      ...(g.minor ? { adultName: g.adultName ?? '', adultRelation: g.adultRelation as never, consentDetails: g.adultRelation === 'consent' ? (g.consentDetails ?? '') : undefined } : {}),
    })),
    company: values.invoice ? { name: values.company?.name ?? '', nip: values.company?.nip ?? '', address: values.company?.address ?? '' } : null,
    acceptHouseRules: values.acceptHouseRules === true,
    houseRulesVersion: rules?.version ?? null,
  };
}

/**
 * The online check-in (issue 38): each guest's name and country, the arrival time, a company's invoice details, the
 * house rules' acceptance and, for a minor, the accompanying adult. The API checks it (the NIP too) and answers the
 * messages per field.
 */
export function CheckInSection({ token, stay, words, language }: { token: string; stay: GuestStay['attributes']; words: CheckInWords; language: 'pl' | 'en' }) {
  const dispatch = useDispatch();
  const countries = useCountries(language);
  const checkIn = stay.onlineCheckIn;
  const [saved, setSaved] = useState(false);
  const [editing, setEditing] = useState(checkIn.status === 'missing');
  const initialValues = useMemo<Values>(() => {
    if (checkIn.status === 'filled') {
      return {
        arrivalTime: checkIn.arrivalTime ?? '',
        guests: checkIn.guests.map((g) => ({ ...g })),
        invoice: checkIn.company !== null,
        company: checkIn.company ?? undefined,
        acceptHouseRules: false,
      };
    }
    const count = Math.max(1, stay.adults + stay.children);
    return {
      guests: Array.from({ length: count }, (_, i) => ({ name: '', country: '', minor: i >= stay.adults })),
    };
  }, [checkIn, stay.adults, stay.children]);

  const submit = async (values: Values) => {
    setSaved(false);
    const outcome = await new Promise<PostOutcome>((resolve) => dispatch(actions.checkIn(token, payloadOf(values, stay.houseRules), resolve)));
    if (outcome.ok) {
      setSaved(true);
      setEditing(false);
      return undefined;
    }
    return submitErrorsFrom(outcome.body ?? { message: outcome.message }, words.failed);
  };

  return (
    <Stack gap="3">
      {checkIn.status === 'filled' ? (
        <Text fontWeight="medium" color="green.fg" role="status">
          {saved ? words.saved : words.checkInDone}
        </Text>
      ) : (
        <Text>{words.checkInIntro}</Text>
      )}
      {!checkIn.open ? <Text color="fg.muted">{words.checkInClosed}</Text> : null}
      {checkIn.open && !editing ? (
        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => setEditing(true)}>
          {words.correct}
        </Button>
      ) : null}
      {checkIn.open && editing ? (
        <Form<Values>
          onSubmit={submit}
          initialValues={initialValues}
          keepDirtyOnReinitialize
          subscription={{ submitting: true, submitError: true }}
          render={({ handleSubmit, submitting, submitError }) => (
            <form onSubmit={handleSubmit} noValidate aria-label={words.checkIn}>
              <Stack gap="3">
                <GuestList words={words} countries={countries} />
                <FormField name="arrivalTime" label={words.arrivalTime} type="time" required />
                <CompanyFields words={words} />
                {stay.houseRules ? <FormField name="acceptHouseRules" label={words.accept(stay.houseRules.version)} type="checkbox" /> : null}
                {submitError ? (
                  <Text color="fg.error" role="alert">
                    {submitError}
                  </Text>
                ) : null}
                <Button type="submit" colorPalette="teal" loading={submitting} alignSelf="flex-start">
                  {words.submit}
                </Button>
              </Stack>
            </form>
          )}
        />
      ) : null}
    </Stack>
  );
}

/** The arrival instructions and the access code: the API sends them from the arrival day's check-in hour, not before. */
export function ArrivalSection({ stay, words }: { stay: GuestStay['attributes']; words: CheckInWords }) {
  const [day, time] = stay.arrival.revealFrom.split('T');
  if (!stay.arrival.revealed) return <Text color="fg.muted">{words.arrivalLater(formatDate(day), time)}</Text>;
  return (
    <Stack gap="2">
      {stay.arrival.instructions ? <Text whiteSpace="pre-wrap">{stay.arrival.instructions}</Text> : null}
      {stay.arrival.accessCode ? (
        <Box>
          <Heading as="h3" size="sm">
            {words.accessCode}
          </Heading>
          <Text fontSize="2xl" fontWeight="bold" letterSpacing="widest">
            {stay.arrival.accessCode}
          </Text>
        </Box>
      ) : null}
    </Stack>
  );
}
