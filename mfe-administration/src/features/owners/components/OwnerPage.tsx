import { useEffect, useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useParams } from '@gospodarz/shared/router';
import {
  Box,
  Button,
  DateInput,
  ErrorPanel,
  FormErrorMessage,
  FormField,
  FormUnsavedChangesPrompt,
  HStack,
  Heading,
  LoadingScreen,
  PageHeader,
  SimpleGrid,
  Stack,
  Text,
  formatDate,
  formatMoney,
  maskPattern,
  type CommandDispatch,
  type OwnerAgreementAttributes,
  type OwnerDto,
} from '@gospodarz/shared';
import { COMMISSION_BASES, OWNER_COSTS, OWNER_KINDS, STATEMENT_BASES, compactIban, formatIban, isValidNip, isValidPolishIban } from '@gospodarz/shared/dto';
import type { OwnerInput } from '../api';
import { addAgreement, changeTerms, endAgreement, saveOwner } from '../commands';
import { apartmentChoices, ownerDetail, selectOwners } from '../slice';
import { NEW_TERMS, TermsFields, termsPayload, termsValuesOf, type TermsValues } from './TermsFields';
import { Statements } from './Statements';

type OwnerValues = OwnerInput;
const EMPTY: OwnerValues = { kind: 'person', companyName: '', firstName: '', lastName: '', nip: '', email: '', phone: '', street: '', postalCode: '', city: '', iban: '', bankName: '' };

const required = (v: unknown) => (v === undefined || String(v).trim() === '' ? 'Pole jest wymagane' : undefined);
const nip = (v: unknown) => (!v ? undefined : isValidNip(String(v)) ? undefined : 'Nieprawidłowy NIP');
const iban = (v: unknown) => (!v || String(v).trim() === '' || isValidPolishIban(String(v)) ? undefined : 'Nieprawidłowy numer rachunku (IBAN)');
const email = (v: unknown) => (required(v) ?? (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(v).trim()) ? undefined : 'Podaj poprawny adres e-mail'));

function toForm(a: OwnerDto['attributes']): OwnerValues {
  const { displayName: _name, agreements: _agreements, ...fields } = a;
  return { ...fields, nip: fields.nip ? maskPattern(fields.nip, 'NNN NNNNNN N') : '', iban: fields.iban ? formatIban(fields.iban) : '' };
}

/** One line of an agreement's terms, as the owner's page lists its versions. */
export function termsLine(t: OwnerAgreementAttributes['terms'][number]): string {
  const parts = [`prowizja ${t.commissionPercent.replace('.', ',')} % (${COMMISSION_BASES[t.commissionBase].toLowerCase()})`];
  if (t.monthlyFee !== '0.00') parts.push(`opłata stała ${formatMoney(t.monthlyFee)} / mies.`);
  parts.push(t.ownerBears.length ? `właściciel ponosi: ${t.ownerBears.map((c) => OWNER_COSTS[c].toLowerCase()).join(', ')}` : 'bez kosztów po stronie właściciela');
  parts.push(t.touristTaxPasses ? 'opłata miejscowa przechodzi' : 'opłata miejscowa nie przechodzi');
  parts.push(`${STATEMENT_BASES[t.statementBasis].toLowerCase()}, rozliczenie ${t.statementDay}. dnia miesiąca`);
  return parts.join('; ');
}

function OwnerForm({ id, initial }: { id: string | null; initial: OwnerValues }) {
  const dispatch = useDispatch<CommandDispatch>();
  const navigate = useNavigate();
  const onSubmit = async (values: OwnerValues) => {
    const owner = { ...values, nip: String(values.nip ?? '').replace(/[\s-]/g, ''), iban: values.iban?.trim() ? compactIban(values.iban) : '' };
    const outcome = await dispatch(saveOwner({ id, owner }));
    if (!outcome.ok) return outcome.errors;
    if (!id) navigate(`/administration/owners/${outcome.data.id}`, { replace: true });
    return undefined;
  };
  return (
    <Form<OwnerValues>
      initialValues={initial}
      onSubmit={onSubmit}
      render={({ handleSubmit, submitting, values }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Dane właściciela">
          <FormUnsavedChangesPrompt />
          <Stack gap="4">
            <FormField name="kind" label="Właściciel to" type="select" options={Object.entries(OWNER_KINDS).map(([value, label]) => ({ value, label }))} />
            {values.kind === 'company' ? (
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField name="companyName" label="Nazwa firmy" required validate={required} />
                <FormField name="nip" label="NIP" required mask="NNN NNNNNN N" validate={(v) => required(v) ?? nip(v)} />
              </SimpleGrid>
            ) : (
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                <FormField name="firstName" label="Imię" required validate={required} />
                <FormField name="lastName" label="Nazwisko" required validate={required} />
                <FormField name="nip" label="NIP (jeśli prowadzi działalność)" mask="NNN NNNNNN N" validate={nip} />
              </SimpleGrid>
            )}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField name="email" label="E-mail" type="email" required validate={email} helperText="Na ten adres idą miesięczne rozliczenia." />
              <FormField name="phone" label="Telefon" type="tel" />
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <FormField name="street" label="Ulica i numer" />
              <FormField name="postalCode" label="Kod pocztowy" mask="NN-NNN" />
              <FormField name="city" label="Miasto" />
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField name="iban" label="Numer rachunku do wypłat" validate={iban} placeholder="PL00 0000 0000 0000 0000 0000 0000" />
              <FormField name="bankName" label="Bank" />
            </SimpleGrid>
            <FormErrorMessage />
            <HStack>
              <Button type="submit" colorPalette="teal" loading={submitting}>
                Zapisz
              </Button>
            </HStack>
          </Stack>
        </form>
      )}
    />
  );
}

interface NewAgreementValues extends TermsValues {
  apartmentId: string;
  startsOn?: string;
  endsOn?: string;
}

function NewAgreement({ ownerId, onDone }: { ownerId: string; onDone: () => void }) {
  const dispatch = useDispatch<CommandDispatch>();
  const { data: apartments } = useSelector(selectOwners).apartments;
  useEffect(() => {
    dispatch(apartmentChoices.actions.load());
  }, [dispatch]);
  const onSubmit = async (v: NewAgreementValues) => {
    const outcome = await dispatch(addAgreement({ ownerId, agreement: { apartmentId: v.apartmentId, startsOn: v.startsOn ?? '', endsOn: v.endsOn || null, terms: termsPayload(v) } }));
    if (!outcome.ok) return outcome.errors;
    onDone();
    return undefined;
  };
  return (
    <Form<NewAgreementValues>
      initialValues={{ ...NEW_TERMS, apartmentId: '' }}
      onSubmit={onSubmit}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Nowa umowa">
          <Stack gap="4" borderWidth="1px" borderRadius="md" p="4">
            <Heading as="h3" size="sm">
              Nowa umowa
            </Heading>
            <FormField name="apartmentId" label="Apartament" type="select" placeholder="Wybierz…" required validate={required} options={apartments} />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <DateInput name="startsOn" label="Obowiązuje od" required validate={required} />
              <DateInput name="endsOn" label="Obowiązuje do (opcjonalnie)" />
            </SimpleGrid>
            <TermsFields />
            <FormErrorMessage />
            <HStack>
              <Button type="submit" colorPalette="teal" loading={submitting}>
                Zapisz umowę
              </Button>
              <Button variant="outline" onClick={onDone}>
                Anuluj
              </Button>
            </HStack>
          </Stack>
        </form>
      )}
    />
  );
}

function ChangeTerms({ agreementId, current, onDone }: { agreementId: string; current: TermsValues; onDone: () => void }) {
  const dispatch = useDispatch<CommandDispatch>();
  const onSubmit = async (v: TermsValues & { validFrom?: string }) => {
    const outcome = await dispatch(changeTerms({ agreementId, terms: { ...termsPayload(v), validFrom: v.validFrom ?? '' } }));
    if (!outcome.ok) return outcome.errors;
    onDone();
    return undefined;
  };
  return (
    <Form<TermsValues & { validFrom?: string }>
      initialValues={current}
      onSubmit={onSubmit}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Zmiana warunków umowy">
          <Stack gap="4" borderWidth="1px" borderRadius="md" p="4">
            <Text fontSize="sm">Nowe warunki obowiązują od wybranego dnia; wcześniejsze wersje i rozliczenia zostają bez zmian.</Text>
            <DateInput name="validFrom" label="Zmiana obowiązuje od" required validate={required} />
            <TermsFields />
            <FormErrorMessage />
            <HStack>
              <Button type="submit" colorPalette="teal" loading={submitting}>
                Zapisz zmianę
              </Button>
              <Button variant="outline" onClick={onDone}>
                Anuluj
              </Button>
            </HStack>
          </Stack>
        </form>
      )}
    />
  );
}

function EndAgreement({ agreementId, onDone }: { agreementId: string; onDone: () => void }) {
  const dispatch = useDispatch<CommandDispatch>();
  const onSubmit = async (v: { endsOn?: string }) => {
    const outcome = await dispatch(endAgreement({ agreementId, endsOn: v.endsOn ?? '' }));
    if (!outcome.ok) return outcome.errors;
    onDone();
    return undefined;
  };
  return (
    <Form<{ endsOn?: string }>
      onSubmit={onSubmit}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Zakończenie umowy">
          <HStack align="end" gap="3" wrap="wrap">
            <DateInput name="endsOn" label="Ostatni dzień umowy" required validate={required} />
            <Button type="submit" colorPalette="teal" loading={submitting}>
              Zakończ umowę
            </Button>
            <Button variant="outline" onClick={onDone}>
              Anuluj
            </Button>
          </HStack>
          <FormErrorMessage />
        </form>
      )}
    />
  );
}

function Agreement({ id, a }: { id: string; a: OwnerAgreementAttributes }) {
  const [open, setOpen] = useState<'terms' | 'end' | null>(null);
  const current = a.terms[a.terms.length - 1];
  return (
    <Stack as="li" gap="2" borderWidth="1px" borderRadius="md" p="4" listStyleType="none">
      <Heading as="h3" size="sm">
        {a.apartmentName}
      </Heading>
      <Text fontSize="sm">
        Od {formatDate(a.startsOn)} {a.endsOn ? `do ${formatDate(a.endsOn)}` : 'bezterminowo'}
      </Text>
      <Stack as="ol" gap="1" fontSize="sm" aria-label={`Wersje umowy: ${a.apartmentName}`}>
        {a.terms.map((t) => (
          <Text as="li" key={t.id} listStyleType="none">
            <strong>od {formatDate(t.validFrom)}:</strong> {termsLine(t)}
          </Text>
        ))}
      </Stack>
      {open === 'terms' && current ? <ChangeTerms agreementId={id} current={termsValuesOf(current)} onDone={() => setOpen(null)} /> : null}
      {open === 'end' ? <EndAgreement agreementId={id} onDone={() => setOpen(null)} /> : null}
      {open === null ? (
        <HStack>
          <Button size="sm" variant="outline" onClick={() => setOpen('terms')}>
            Zmień warunki
          </Button>
          {!a.endsOn ? (
            <Button size="sm" variant="outline" onClick={() => setOpen('end')}>
              Zakończ umowę
            </Button>
          ) : null}
        </HStack>
      ) : null}
    </Stack>
  );
}

/** /administration/owners/new and /administration/owners/:id: the owner's details and their agreements. */
export function OwnerPage() {
  const { id } = useParams();
  const dispatch = useDispatch();
  const isNew = !id || id === 'new';
  const { data, loading, error } = useSelector(selectOwners).owner;
  const [adding, setAdding] = useState(false);
  useEffect(() => {
    if (!isNew) dispatch(ownerDetail.actions.load(id));
  }, [dispatch, id, isNew]);
  const current = !isNew && data?.id === id ? data : null;
  const initial = useMemo(() => (isNew ? EMPTY : current ? toForm(current.attributes) : null), [isNew, current]);

  if (error && !isNew) return <ErrorPanel message={error} onRetry={() => dispatch(ownerDetail.actions.load(id))} />;
  if (!initial || (loading && !current)) return <LoadingScreen />;

  return (
    <Box maxW="4xl">
      <PageHeader title={current ? current.attributes.displayName : 'Nowy właściciel'} description="Dane właściciela, rachunek do wypłat i umowy jego apartamentów." />
      <Stack gap="8">
        <OwnerForm id={isNew ? null : id!} initial={initial} />
        {current ? (
          <Stack gap="4">
            <Heading as="h2" size="md">
              Umowy
            </Heading>
            {current.attributes.agreements.length === 0 ? <Text>Ten właściciel nie ma jeszcze umowy.</Text> : null}
            <Stack as="ul" gap="3" p="0" m="0">
              {current.attributes.agreements.map((a) => (
                <Agreement key={a.id} id={a.id} a={a.attributes} />
              ))}
            </Stack>
            {adding ? (
              <NewAgreement ownerId={current.id} onDone={() => setAdding(false)} />
            ) : (
              <HStack>
                <Button colorPalette="teal" variant="outline" onClick={() => setAdding(true)}>
                  Dodaj umowę
                </Button>
              </HStack>
            )}
          </Stack>
        ) : null}
        {current ? <Statements ownerId={current.id} /> : null}
      </Stack>
    </Box>
  );
}
