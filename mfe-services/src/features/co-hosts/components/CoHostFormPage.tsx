import { useEffect, useMemo } from 'react';
import { Form } from 'react-final-form';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useParams } from '@gospodarz/shared/router';
import {
  Box,
  Button,
  CheckboxGroupField,
  ErrorPanel,
  FormErrorMessage,
  FormField,
  HStack,
  PageHeader,
  SimpleGrid,
  Spinner,
  Stack,
  type CheckboxChoice,
  type SectionState,
} from '@gospodarz/shared';
import { CO_HOST_PERMISSIONS, DEFAULT_CO_HOST_PERMISSIONS, PERMISSION_DESCRIPTIONS, PERMISSION_LABELS } from '@gospodarz/shared/dto';
import { coHostValues, emptyCoHostValues, toCoHostPayload, validateCoHost, type CoHostFormValues } from '../form';
import { apartmentsSlice, commands, detailSlice, selectCoHosts, type Resolve } from '../slice';

export const LIST_PATH = '/services/co-hosts';
export const EMAIL_LOCKED = 'Adresu nie można zmienić: właściciel konta poprawia tylko adres osoby, która nie przyjęła jeszcze zaproszenia.';

const useSectionUser = () => useSelector((state: { section: SectionState }) => state.section.user);

/** The permissions as checkboxes; a co-host managing others may tick only those they hold themselves. */
export function usePermissionChoices(): CheckboxChoice[] {
  const user = useSectionUser();
  return CO_HOST_PERMISSIONS.map((permission) => ({
    value: permission,
    label: PERMISSION_LABELS[permission],
    // what the permission covers, in a line under it
    description: PERMISSION_DESCRIPTIONS[permission],
    disabled: !!user && !user.attributes.owner && !user.attributes.permissions.includes(permission),
  }));
}

/** /services/co-hosts/new and /services/co-hosts/{coHostId}: a co-host's details, apartments and permissions. */
export function CoHostFormPage() {
  const { coHostId } = useParams();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { detail, apartments } = useSelector(selectCoHosts);
  const permissionChoices = usePermissionChoices();
  const user = useSectionUser();

  useEffect(() => {
    dispatch(apartmentsSlice.actions.load());
    if (coHostId) dispatch(detailSlice.actions.load(coHostId));
  }, [coHostId, dispatch]);

  const coHost = coHostId && detail.data?.id === coHostId ? detail.data : null;
  const initialValues = useMemo(() => (coHost ? coHostValues(coHost) : emptyCoHostValues(DEFAULT_CO_HOST_PERMISSIONS)), [coHost]);
  const apartmentChoices = useMemo(() => apartments.data.map((a) => ({ value: a.id, label: a.name })), [apartments.data]);

  const title = coHostId ? 'Edytuj współgospodarza' : 'Nowy współgospodarz';
  // the e-mail signs the co-host in: the API lets only the owner correct it, and only before the invitation is accepted
  const emailLocked = !!coHost && !(coHost.attributes.invitationPending && (!user || user.attributes.owner));
  if (coHostId && !coHost) {
    return (
      <Box>
        <PageHeader title={title} />
        {detail.error ? (
          <ErrorPanel message={detail.error} onRetry={() => dispatch(detailSlice.actions.load(coHostId))} />
        ) : (
          <Spinner aria-label="Wczytywanie" />
        )}
      </Box>
    );
  }

  const onSubmit = (values: CoHostFormValues) =>
    new Promise<Parameters<Resolve>[0]>((resolve) => dispatch(commands.save(coHostId ?? null, toCoHostPayload(values), resolve))).then((errors) => {
      if (!errors) navigate(LIST_PATH);
      return errors;
    });

  return (
    <Box maxW="3xl">
      <PageHeader title={title} description={coHostId ? undefined : 'Wyślemy zaproszenie na podany adres e-mail: link do ustawienia hasła jest ważny 7 dni.'} />
      <Form<CoHostFormValues> onSubmit={onSubmit} initialValues={initialValues} validate={validateCoHost}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={title}>
            <Stack gap="5">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField name="firstName" label="Imię" required autoComplete="off" />
                <FormField name="lastName" label="Nazwisko" autoComplete="off" />
                <FormField name="email" label="E-mail" type="email" required autoComplete="off" readOnly={emailLocked} helperText={emailLocked ? EMAIL_LOCKED : undefined} />
                <FormField name="phoneNumber" label="Telefon" type="tel" required mask="NNN-NNN-NNN" placeholder="NNN-NNN-NNN" />
              </SimpleGrid>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <CheckboxGroupField name="apartmentsIds" legend="Apartamenty" choices={apartmentChoices} />
                <CheckboxGroupField name="permissions" legend="Uprawnienia" choices={permissionChoices} />
              </SimpleGrid>
              <FormErrorMessage />
              <HStack justify="flex-end">
                <Button type="button" variant="outline" onClick={() => navigate(LIST_PATH)}>
                  Anuluj
                </Button>
                <Button type="submit" loading={submitting} disabled={submitting}>
                  Zapisz
                </Button>
              </HStack>
            </Stack>
          </form>
        )}
      </Form>
    </Box>
  );
}
