import { useEffect, useMemo } from 'react';
import { Form } from 'react-final-form';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useParams } from '@gospodarz/shared/router';
import type { SubmissionErrors } from 'final-form';
import { Alert, Box, Button, ErrorPanel, FormErrorMessage, FormField, HStack, LoadingScreen, PageHeader, SimpleGrid, Stack, FormUnsavedChangesPrompt } from '@gospodarz/shared';
import { LAST_MINUTE_DAYS, SHARED_RULE_READ_ONLY_MESSAGE, STAY_LONGER_WEEKS } from '@gospodarz/shared/dto';
import { DEFAULT_RULE, toFormValues, toPayload, validateRule, type RuleFormValues } from '../form';
import { weeksLabel } from '../labels';
import { actions, ruleToEdit, selectRules } from '../slice';
import { CancellationField, ColorField, DiscountField, Section, WeekdaysField } from './RuleFields';

const RULES = '/front-desk/price-list/rules';

/** /front-desk/price-list/rules/new and /rules/{ruleId}: every field of a rule set. */
export function RuleFormPage() {
  const { ruleId } = useParams();
  const id = ruleId && ruleId !== 'new' ? ruleId : null;
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const { data: stored, loading, error } = useSelector(selectRules).rule;

  useEffect(() => {
    if (id) dispatch(ruleToEdit.actions.load(id));
  }, [dispatch, id]);

  // the form starts from the stored rule only once it is the one asked for (not the one edited before)
  const current = id && !loading && stored?.id === id ? stored : null;
  const initial = useMemo<RuleFormValues | null>(() => (id ? (current ? toFormValues(current.attributes) : null) : DEFAULT_RULE), [id, current]);

  const onSubmit = async (values: RuleFormValues) => {
    const errors = await new Promise<SubmissionErrors | undefined>((resolve) => dispatch(actions.save(id, toPayload(values), resolve)));
    if (!errors) navigate(RULES);
    return errors;
  };

  if (id && error && !loading) return <ErrorPanel message={error} />;
  if (!initial) return <LoadingScreen />;
  // a co-host's rule set that apartments they do not serve use too: shown, not changed (the API refuses with 403)
  const readOnly = !!current?.attributes.readOnly;

  return (
    <Box maxW="4xl">
      <PageHeader title={readOnly ? 'Reguła (tylko do odczytu)' : id ? 'Edycja reguły' : 'Nowa reguła'} />
      {readOnly ? (
        <Alert.Root status="info" mb="5" data-testid="rule-read-only">
          <Alert.Indicator />
          <Alert.Title>{SHARED_RULE_READ_ONLY_MESSAGE}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Form<RuleFormValues>
        initialValues={initial}
        validate={validateRule}
        onSubmit={onSubmit}
        subscription={{ submitting: true }}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={id ? 'Edycja reguły' : 'Nowa reguła'}>
            {readOnly ? null : <FormUnsavedChangesPrompt />}
            {/* a disabled fieldset disables every field in it: a read-only rule set is read, not edited */}
            <fieldset disabled={readOnly} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <Stack gap="5">
              <FormField name="name" label="Nazwa" required />
              <ColorField />

              <Section legend="Rabaty (sumują się)">
                <DiscountField
                  toggle="lastMinute"
                  label="Last minute"
                  discount="lastMinuteDiscount"
                  condition={(enabled) => (
                    <FormField
                      name="lastMinuteDays"
                      label="Ważny przy rezerwacji najwyżej"
                      type="select"
                      disabled={!enabled}
                      options={LAST_MINUTE_DAYS.map((d) => ({ value: String(d), label: `${d} dni przed przyjazdem` }))}
                      helperText="Dla rezerwacji zrobionych krótko przed przyjazdem: gdy do przyjazdu zostało tyle dni lub mniej."
                    />
                  )}
                />
                <DiscountField
                  toggle="firstMinute"
                  label="First minute"
                  discount="firstMinuteDiscount"
                  condition={(enabled) => (
                    <FormField
                      name="firstMinuteDays"
                      label="Ważny przy rezerwacji co najmniej (dni przed przyjazdem)"
                      disabled={!enabled}
                      inputProps={{ inputMode: 'numeric' }}
                    />
                  )}
                />
                <DiscountField
                  toggle="stayLonger"
                  label="Dłuższy pobyt"
                  discount="stayLongerDiscount"
                  condition={(enabled) => (
                    <FormField
                      name="stayLongerWeeks"
                      label="Długość pobytu"
                      type="select"
                      disabled={!enabled}
                      options={STAY_LONGER_WEEKS.map((w) => ({ value: String(w), label: weeksLabel(w) }))}
                    />
                  )}
                />
                <DiscountField
                  toggle="gapDay"
                  label="Luka jednodniowa"
                  discount="gapDayDiscount"
                  help="Pobyt na jedną noc między dwoma innymi pobytami w tym apartamencie."
                />
              </Section>

              <WeekdaysField />

              <Section legend="Długość pobytu i okno rezerwacji">
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                  <FormField name="stayLimitsMin" label="Minimalna liczba dób" required inputProps={{ inputMode: 'numeric' }} />
                  <FormField name="stayLimitsMax" label="Maksymalna liczba dób" required inputProps={{ inputMode: 'numeric' }} />
                </SimpleGrid>
                <FormField
                  name="capacityDays"
                  label="Okno rezerwacji (dni)"
                  inputProps={{ inputMode: 'numeric' }}
                  helperText="Najwięcej ile dni przed przyjazdem można zarezerwować pobyt zaczynający się w dniu z tą regułą. Puste: bez limitu."
                />
              </Section>

              <Section legend="Dzieci">
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                  <FormField
                    name="child"
                    label="Dzieci bez opłaty do lat"
                    inputProps={{ inputMode: 'numeric' }}
                    helperText="Dzieci do tego wieku (włącznie) nie liczą się do liczby osób, od której zależy cena (1-2, 3-4, 5+), gdy znany jest ich wiek. Puste: liczy się każde dziecko."
                  />
                  <FormField
                    name="teen"
                    label="Dziecko do lat"
                    inputProps={{ inputMode: 'numeric' }}
                    helperText="Najstarszy wiek, w którym gość jest jeszcze rezerwowany jako dziecko; starszy liczy się jako dorosły. Puste: 17 lat."
                  />
                </SimpleGrid>
              </Section>

              <CancellationField />
            </Stack>
            </fieldset>
            <Stack gap="5" mt="5">
              <FormErrorMessage />
              <HStack gap="3">
                <Button variant="outline" onClick={() => navigate(RULES)}>
                  {readOnly ? 'Wróć do listy' : 'Anuluj'}
                </Button>
                {readOnly ? null : (
                  <Button type="submit" colorPalette="teal" loading={submitting}>
                    Zapisz
                  </Button>
                )}
              </HStack>
            </Stack>
          </form>
        )}
      />
    </Box>
  );
}
