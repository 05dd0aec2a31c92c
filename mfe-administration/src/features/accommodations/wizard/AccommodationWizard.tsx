import { useEffect, useMemo } from 'react';
import { Form } from 'react-final-form';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Alert, Box, Button, ErrorPanel, Flex, Heading, HStack, LoadingScreen, PageHeader, Stack, Text } from '@gospodarz/shared';
import { withApartmentCount, type AccommodationFormValues } from '../model';
import { actions, selectAccommodations } from '../slice';
import { AmenitiesStep, ApartmentNameStep, DescriptionStep, type ApartmentStepProps } from './ApartmentSteps';
import { LocationStep, NameStep, StayConditionsStep, TypeStep } from './GeneralSteps';
import { PhotosStep } from './PhotosStep';
import { RatesStep } from './RatesStep';
import { CalendarSynchronizationStep, FullSynchronizationStep, LocksStep, SynchronizationStep } from './SettingsSteps';
import { SummaryStep } from './SummaryStep';
import { STEP_LABELS, findStep, isDivider, stepForField, wizardMenu, wizardSteps, type StepKind, type WizardMode, type WizardStep } from './steps';

type WizardFormValues = AccommodationFormValues & { apartmentsType?: 'one' | 'many' };

const APARTMENT_STEP_COMPONENTS: Partial<Record<StepKind, (props: ApartmentStepProps) => React.ReactNode>> = {
  apartmentName: ApartmentNameStep,
  description: DescriptionStep,
  amenities: AmenitiesStep,
  photos: PhotosStep,
  rates: RatesStep,
  locks: LocksStep,
  synchronization: SynchronizationStep,
  fullSynchronization: FullSynchronizationStep,
  calendarSynchronization: CalendarSynchronizationStep,
};

/**
 * The one-or-many choice of the type step decides the count; apartments follow the count. A single apartment has
 * no name step: it carries the listing's name (also after the listing is renamed).
 */
function normalize(values: WizardFormValues, previousName: string): AccommodationFormValues {
  const { apartmentsType, ...rest } = values;
  const count = apartmentsType === 'one' ? 1 : Number(rest.apartmentsNumberDeclaration) || 1;
  const result = withApartmentCount(rest, count);
  const only = result.apartmentsAttributes[0];
  if (result.apartmentsAttributes.length === 1 && (only.name === '' || only.name === previousName)) {
    result.apartmentsAttributes = [{ ...only, name: result.name }];
  }
  return result;
}

function StepBody({ step, apartmentCount }: { step: WizardStep; apartmentCount: number }) {
  switch (step.kind) {
    case 'type':
      return <TypeStep />;
    case 'name':
      return <NameStep />;
    case 'location':
      return <LocationStep />;
    case 'stay-conditions':
      return <StayConditionsStep />;
    case 'summary':
      return <SummaryStep />;
    default: {
      const Component = APARTMENT_STEP_COMPONENTS[step.kind]!;
      const n = step.apartment ?? 1;
      return <Component prefix={`apartmentsAttributes[${n - 1}]`} number={n} apartmentCount={apartmentCount} />;
    }
  }
}

/** The side menu: every step in order, the current one marked; entries are not links (only the buttons navigate). */
function StepMenu({ mode, count, current }: { mode: WizardMode; count: number; current: string }) {
  return (
    <Box as="nav" aria-label="Kroki kreatora" minW={{ md: '14rem' }}>
      <Stack as="ol" gap="1" listStyleType="none" p="0" m="0">
        {wizardMenu(mode, count).map((entry) =>
          isDivider(entry) ? (
            <Box as="li" key={`divider-${entry.apartment}`} pt="3" borderTopWidth="1px" fontWeight="semibold" color="fg.muted" fontSize="sm">
              {entry.label}
            </Box>
          ) : (
            <Box
              as="li"
              key={entry.path}
              px="2"
              py="1"
              rounded="sm"
              fontSize="sm"
              aria-current={entry.path === current ? 'step' : undefined}
              bg={entry.path === current ? 'teal.subtle' : undefined}
              fontWeight={entry.path === current ? 'semibold' : undefined}
            >
              {entry.label}
            </Box>
          ),
        )}
      </Stack>
    </Box>
  );
}

/**
 * The listing wizard, new (/administration/accommodations/new/<step>) and edit (/:id/edit/<step>). Each step is a
 * route with its own small final-form over the whole accommodation form kept in the store (see slice.ts):
 * 'Następny krok' validates the step's fields, stores them and moves on; Wstecz stores them and goes back;
 * 'Zapisz jako roboczy' saves a draft and opens the detail page; 'Zakończ' saves the listing as active.
 */
export function AccommodationWizard({ mode }: { mode: WizardMode }) {
  const { id, '*': rest = '' } = useParams();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { form } = useSelector(selectAccommodations);
  const list = '/administration/accommodations';
  const base = mode === 'new' ? `${list}/new` : `${list}/${id}/edit`;
  const ready = mode === 'new' ? form.target === 'new' : form.target === id;

  useEffect(() => {
    if (mode === 'new' && form.target !== 'new') dispatch(actions.startNew());
    if (mode === 'edit' && id && form.target !== id) dispatch(actions.loadForEdit(id, () => navigate(`${base}/type`, { replace: true })));
    // start once per wizard; the store keeps the form while the user moves between steps
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode, id]);

  const values = form.values;
  const count = values.apartmentsAttributes.length;
  const steps = wizardSteps(mode, count);
  const index = findStep(steps, rest);
  const step = steps[index];
  const initialValues = useMemo<WizardFormValues>(
    () => ({ ...values, apartmentsType: values.apartmentsNumberDeclaration > 1 ? 'many' : 'one' }),
    // a fresh form per step, from what the store holds when the step opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rest, ready, values.id],
  );

  if (form.error && !ready) return <ErrorPanel title="Nie udało się wczytać obiektu" message={form.error} />;
  if (!ready || form.loading) return <LoadingScreen label="Wczytywanie obiektu…" />;
  if (!step) return <Navigate to={`${base}/type`} replace />;

  const go = (target: WizardStep | undefined) => navigate(target ? `${base}/${target.path}` : mode === 'new' ? list : `${list}/${id}`);
  const saveAs = (status: 'draft' | 'active', current: WizardFormValues) => {
    dispatch(actions.updateForm(normalize(current, values.name)));
    dispatch(
      actions.save(status, (saved) => {
        if (status === 'active' && mode === 'edit') navigate(list);
        else navigate(`${list}/${saved.id}`);
      }),
    );
  };
  const errorSteps = Object.entries(form.fieldErrors).map(([field, messages]) => ({ field, message: messages[0], path: stepForField(field, count) }));
  const apartmentName = (n: number) => values.apartmentsAttributes[n - 1]?.name || `Apartament ${n}`;

  return (
    <Box>
      <PageHeader title={mode === 'new' ? 'Nowy obiekt' : `Edycja obiektu${values.name ? `: ${values.name}` : ''}`} />
      <Flex gap="8" direction={{ base: 'column', md: 'row' }} align="start">
        <StepMenu mode={mode} count={count} current={step.path} />
        <Box flex="1" minW="0">
          <Form<WizardFormValues>
            key={step.path}
            initialValues={initialValues}
            onSubmit={(submitted) => {
              const next = normalize(submitted, values.name);
              dispatch(actions.updateForm(next));
              if (step.kind === 'summary') {
                saveAs('active', submitted);
                return;
              }
              const nextSteps = wizardSteps(mode, next.apartmentsAttributes.length);
              go(nextSteps[findStep(nextSteps, step.path) + 1]);
            }}
            render={({ handleSubmit, form: finalForm }) => (
              <form onSubmit={handleSubmit} noValidate>
                <Stack gap="6">
                  <Heading as="h2" size="lg" id="wizard-step-title">
                    {STEP_LABELS[step.kind]}
                    {step.apartment && count > 1 ? ` – ${apartmentName(step.apartment)}` : ''}
                  </Heading>
                  {form.error && errorSteps.length === 0 ? (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Title>{form.error}</Alert.Title>
                    </Alert.Root>
                  ) : null}
                  {errorSteps.length > 0 ? (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Content>
                        <Alert.Title>{form.error ?? 'Popraw zaznaczone pola.'}</Alert.Title>
                        <Stack as="ul" gap="1" mt="2" pl="4">
                          {errorSteps.map((e) => (
                            <li key={e.field}>
                              <HStack gap="2" wrap="wrap">
                                <Text>
                                  {STEP_LABELS[e.path.split('/')[0] as StepKind]}
                                  {e.path.includes('/') && count > 1 ? ` (${apartmentName(Number(e.path.split('/')[1]))})` : ''}: {e.message}
                                </Text>
                                {e.path !== step.path ? (
                                  <Button
                                    size="xs"
                                    variant="outline"
                                    onClick={() => {
                                      dispatch(actions.updateForm(normalize(finalForm.getState().values, values.name)));
                                      navigate(`${base}/${e.path}`);
                                    }}
                                  >
                                    Przejdź do kroku
                                  </Button>
                                ) : null}
                              </HStack>
                            </li>
                          ))}
                        </Stack>
                      </Alert.Content>
                    </Alert.Root>
                  ) : null}
                  <StepBody step={step} apartmentCount={count} />
                  <HStack gap="3" wrap="wrap" pt="4" borderTopWidth="1px">
                    <Button
                      variant="outline"
                      onClick={() => {
                        dispatch(actions.updateForm(normalize(finalForm.getState().values, values.name)));
                        go(steps[index - 1]);
                      }}
                    >
                      Wstecz
                    </Button>
                    <Button variant="outline" loading={form.saving} onClick={() => saveAs('draft', finalForm.getState().values)}>
                      Zapisz jako roboczy
                    </Button>
                    <Box flex="1" />
                    <Button type="submit" colorPalette="teal" loading={step.kind === 'summary' && form.saving}>
                      {step.kind === 'summary' ? 'Zakończ' : 'Następny krok'}
                    </Button>
                  </HStack>
                </Stack>
              </form>
            )}
          />
        </Box>
      </Flex>
    </Box>
  );
}
