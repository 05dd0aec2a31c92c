import { useEffect, useMemo, useState } from 'react';
import { Form, useFormState } from 'react-final-form';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useNavigate, useParams } from '@gospodarz/shared/router';
import {
  Alert,
  Box,
  Button,
  ErrorPanel,
  Flex,
  Heading,
  HStack,
  LoadingScreen,
  PageHeader,
  Stack,
  Text,
  UnsavedChangesPrompt,
} from '@gospodarz/shared';
import { withApartmentCount, type AccommodationFormValues } from '../model';
import { actions, selectAccommodations } from '../slice';
import { AmenitiesStep, ApartmentNameStep, DescriptionStep, type ApartmentStepProps } from './ApartmentSteps';
import { LocationStep, NameStep, StayConditionsStep, TypeStep } from './GeneralSteps';
import { PhotosStep } from './PhotosStep';
import { RatesStep } from './RatesStep';
import { LocksAndSynchronizationStep } from './SettingsSteps';
import { SummaryStep } from './SummaryStep';
import { clearProgress, loadProgress, saveProgress } from './progress';
import { STEP_LABELS, findStep, isDivider, stepForField, wizardMenu, wizardSteps, type StepKind, type WizardMode, type WizardStep } from './steps';

type WizardFormValues = AccommodationFormValues & { apartmentsType?: 'one' | 'many' };

const APARTMENT_STEP_COMPONENTS: Partial<Record<StepKind, (props: ApartmentStepProps) => React.ReactNode>> = {
  apartmentName: ApartmentNameStep,
  description: DescriptionStep,
  amenities: AmenitiesStep,
  photos: PhotosStep,
  rates: RatesStep,
  synchronization: LocksAndSynchronizationStep,
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

/** Tells the wizard whether the step's form has changes, and what is typed. */
function StepWatcher({ onChange }: { onChange: (dirty: boolean, values: WizardFormValues) => void }) {
  const { dirty, values } = useFormState<WizardFormValues>({ subscription: { dirty: true, values: true } });
  useEffect(() => {
    onChange(dirty === true, values);
    // onChange is a new function each render; the values are what matters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dirty, values]);
  return null;
}

/**
 * The side menu: every step in order, the current one marked; the steps already visited (creating or editing) are
 * buttons that open them, keeping what is typed on the current step.
 */
function StepMenu({
  mode,
  count,
  current,
  visitedUpTo,
  onOpen,
}: {
  mode: WizardMode;
  count: number;
  current: string;
  /** the index (in wizardSteps) of the furthest step visited */
  visitedUpTo: number;
  onOpen: (path: string) => void;
}) {
  const steps = wizardSteps(mode, count);
  return (
    <Box as="nav" aria-label="Kroki kreatora" minW={{ md: '14rem' }}>
      <Stack as="ol" gap="1" listStyleType="none" p="0" m="0">
        {wizardMenu(mode, count).map((entry) => {
          if (isDivider(entry)) {
            return (
              <Box as="li" key={`divider-${entry.apartment}`} pt="3" borderTopWidth="1px" fontWeight="semibold" color="fg.muted" fontSize="sm">
                {entry.label}
              </Box>
            );
          }
          const isCurrent = entry.path === current;
          const clickable = !isCurrent && findStep(steps, entry.path) <= visitedUpTo;
          return (
            <Box
              as="li"
              key={entry.path}
              rounded="sm"
              fontSize="sm"
              aria-current={isCurrent ? 'step' : undefined}
              bg={isCurrent ? 'teal.subtle' : undefined}
              fontWeight={isCurrent ? 'semibold' : undefined}
            >
              {clickable ? (
                <Button
                  variant="ghost"
                  size="xs"
                  w="full"
                  justifyContent="start"
                  fontWeight="normal"
                  fontSize="sm"
                  px="2"
                  onClick={() => onOpen(entry.path)}
                >
                  {entry.label}
                </Button>
              ) : (
                <Box px="2" py="1">
                  {entry.label}
                </Box>
              )}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}

/**
 * The listing wizard, new (/administration/accommodations/new/<step>) and edit (/:id/edit/<step>). Each step is a
 * route with its own small final-form over the whole accommodation form kept in the store (see slice.ts):
 * 'Następny krok' validates the step's fields, stores them and moves on; Wstecz stores them and goes back;
 * 'Zapisz jako roboczy' saves a draft and opens the detail page; 'Zakończ' saves the listing as active.
 * The progress is kept in the browser's storage (progress.ts): a reload restores the unsaved values, and a draft
 * opened again resumes at the step where it was left. Leaving the wizard with unsaved changes asks first.
 */
export function AccommodationWizard({ mode }: { mode: WizardMode }) {
  const { id, '*': rest = '' } = useParams();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { form } = useSelector(selectAccommodations);
  const list = '/administration/accommodations';
  const base = mode === 'new' ? `${list}/new` : `${list}/${id}/edit`;
  const target = mode === 'new' ? 'new' : (id ?? '');
  const ready = form.target === target;
  const [restored, setRestored] = useState(false);
  const [stepDirty, setStepDirty] = useState(false);

  useEffect(() => {
    if (ready) return;
    // Unsaved values kept by a reload, and the step where the user was.
    const progress = loadProgress(target);
    const resume = (loaded: () => void) => {
      loaded();
      if (progress?.values) {
        dispatch(actions.updateForm(progress.values));
        setRestored(true);
      }
      const explicitStep = rest.replace(/^\/+|\/+$/g, '');
      const stepPath = explicitStep && explicitStep !== 'type' ? explicitStep : (progress?.step ?? 'type');
      if (stepPath !== explicitStep) navigate(`${base}/${stepPath}`, { replace: true });
    };
    if (mode === 'new') resume(() => dispatch(actions.startNew()));
    if (mode === 'edit' && id) dispatch(actions.loadForEdit(id, () => resume(() => undefined)));
    // start once per wizard; the store keeps the form while the user moves between steps
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode, id]);

  const values = form.values;
  const count = values.apartmentsAttributes.length;
  const steps = wizardSteps(mode, count);
  const index = findStep(steps, rest);
  const step = steps[index];
  const storeDirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(form.savedValues), [values, form.savedValues]);
  const progress = ready ? loadProgress(target) : null;
  // Editing an active listing, every step counts as visited (it went through them all); a draft or a new listing, the
  // steps up to the furthest one reached.
  const furthestIndex = Math.max(
    index,
    mode === 'edit' && values.status === 'active' ? steps.length - 1 : findStep(steps, progress?.furthest ?? ''),
  );

  useEffect(() => {
    if (!ready || !step) return;
    saveProgress(target, { values: storeDirty ? values : undefined, step: step.path, furthest: steps[furthestIndex]?.path ?? step.path });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, step?.path, values, storeDirty]);
  const initialValues = useMemo<WizardFormValues>(
    () => ({ ...values, apartmentsType: values.apartmentsNumberDeclaration > 1 ? 'many' : 'one' }),
    // a fresh form per step, from what the store holds when the step opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rest, ready, values.id],
  );

  if (form.error && !ready) return <ErrorPanel title="Nie udało się wczytać obiektu" message={form.error} />;
  if (!ready || form.loading) return <LoadingScreen label="Wczytywanie obiektu…" />;
  if (!step) return <Navigate to={`${base}/type`} replace />;
  // the spec's locks/{n} and the other merged paths open the shared screen under its own path
  if (step.path !== rest.replace(/^\/+|\/+$/g, '')) return <Navigate to={`${base}/${step.path}`} replace />;

  const go = (target: WizardStep | undefined) => navigate(target ? `${base}/${target.path}` : mode === 'new' ? list : `${list}/${id}`);
  const saveAs = (status: 'draft' | 'active', current: WizardFormValues) => {
    dispatch(actions.updateForm(normalize(current, values.name)));
    dispatch(
      actions.save(status, (saved) => {
        clearProgress(target);
        setStepDirty(false);
        // a draft reopens at this step
        if (status === 'draft') saveProgress(saved.id, { step: step.path, furthest: steps[furthestIndex]?.path ?? step.path });
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
      <UnsavedChangesPrompt
        when={(storeDirty || stepDirty) && !form.saving}
        keepsForm={(next) => next.pathname.toLowerCase().startsWith(`${base.toLowerCase()}/`)}
      />
      {restored ? (
        <Alert.Root status="info" mb="4">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Przywrócono niezapisane dane kreatora.</Alert.Title>
          </Alert.Content>
          <Button
            size="xs"
            variant="outline"
            onClick={() => {
              clearProgress(target);
              setRestored(false);
              dispatch(actions.updateForm(form.savedValues));
              navigate(`${base}/type`);
            }}
          >
            Odrzuć zmiany
          </Button>
        </Alert.Root>
      ) : null}
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
          <Flex gap="8" direction={{ base: 'column', md: 'row' }} align="start">
            <StepMenu
              mode={mode}
              count={count}
              current={step.path}
              visitedUpTo={furthestIndex}
              onOpen={(path) => {
                dispatch(actions.updateForm(normalize(finalForm.getState().values, values.name)));
                navigate(`${base}/${path}`);
              }}
            />
            <Box flex="1" minW="0">
              <form onSubmit={handleSubmit} noValidate>
                <StepWatcher
                  onChange={(dirty, typed) => {
                    setStepDirty(dirty);
                    // what is typed on this step survives a reload too
                    if (dirty) saveProgress(target, { values: normalize(typed, values.name), step: step.path, furthest: steps[furthestIndex]?.path ?? step.path });
                  }}
                />
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
            </Box>
          </Flex>
        )}
      />
    </Box>
  );
}
