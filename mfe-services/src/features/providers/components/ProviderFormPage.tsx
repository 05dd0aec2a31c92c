import { useMemo, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { useDispatch } from 'react-redux';
import { useNavigate } from '@gospodarz/shared/router';
import {
  Box,
  Button,
  CheckboxGroupField,
  Field,
  FormErrorMessage,
  FormField,
  HStack,
  PageHeader,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
  type ServiceKind,
} from '@gospodarz/shared';
import { PROVIDER_TYPE_LABELS, PROVIDER_TYPES, SERVICE_KINDS, SERVICE_KIND_LABELS } from '@gospodarz/shared/dto';
import { NOT_AN_IMAGE, emptyProviderValues, isImageFile, toProviderPayload, validateProvider, type ProviderFormValues } from '../form';
import { listPath, type ProviderList } from '../kinds';
import { commands, type Resolve } from '../slice';
import { PriceListField } from './PriceListField';

const TYPE_OPTIONS = PROVIDER_TYPES.map((t) => ({ value: t, label: PROVIDER_TYPE_LABELS[t] }));
const KIND_CHOICES = SERVICE_KINDS.map((k: ServiceKind) => ({ value: k, label: SERVICE_KIND_LABELS[k] }));

/** The logo: an image file only, checked by its first bytes before it is sent (and again by the API). */
function LogoField({ onChange, error }: { onChange: (file: File | null) => void; error: string | null }) {
  const input = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>Logo</Field.Label>
      <HStack gap="3">
        <Button type="button" variant="outline" size="sm" onClick={() => input.current?.click()}>
          Wybierz plik
        </Button>
        <Text textStyle="sm" color="fg.muted" truncate>
          {fileName ?? 'Nie wybrano pliku'}
        </Text>
      </HStack>
      <VisuallyHidden asChild>
        <input
          ref={input}
          type="file"
          tabIndex={-1}
          aria-label="Logo"
          accept="image/png,image/jpeg,image/gif,image/webp"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0] ?? null;
            setFileName(file?.name ?? null);
            onChange(file);
          }}
        />
      </VisuallyHidden>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>PNG, JPEG, GIF lub WebP, do 8 MB</Field.HelperText>}
    </Field.Root>
  );
}

/** /services/{kind}-services/new: 'Nowy usługodawca', a company or a private person with a price list and a logo. */
export function ProviderFormPage({ list }: { list: ProviderList }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const initialValues = useMemo(() => emptyProviderValues(list.kind), [list.kind]);
  const back = () => navigate(listPath(list));

  const chooseLogo = async (file: File | null) => {
    if (file && !(await isImageFile(file))) {
      setLogo(null);
      setLogoError(NOT_AN_IMAGE);
      return;
    }
    setLogoError(null);
    setLogo(file);
  };

  const onSubmit = (values: ProviderFormValues) => {
    if (logoError) return { logo: logoError };
    return new Promise<Parameters<Resolve>[0]>((resolve) => dispatch(commands.create(toProviderPayload(values), logo, resolve))).then((errors) => {
      if (!errors) back();
      return errors;
    });
  };

  return (
    <Box maxW="4xl">
      <PageHeader title="Nowy usługodawca" />
      <Form<ProviderFormValues> onSubmit={onSubmit} initialValues={initialValues} validate={validateProvider}>
        {({ handleSubmit, submitting, values }) => {
          const person = values.providerType === 'private_person';
          return (
            <form onSubmit={handleSubmit} noValidate aria-label="Nowy usługodawca">
              <Stack gap="5">
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <FormField name="providerType" label="Rodzaj usługodawcy" type="select" options={TYPE_OPTIONS} />
                  <FormField name="name" label={person ? 'Nazwa' : 'Nazwa firmy'} required />
                  {person ? (
                    <>
                      <FormField name="firstName" label="Imię" required />
                      <FormField name="lastName" label="Nazwisko" required />
                    </>
                  ) : null}
                  <FormField name="email" label="E-mail" type="email" required />
                  <FormField name="phoneNumber" label="Telefon" type="tel" required mask="NNN-NNN-NNN" placeholder="NNN-NNN-NNN" />
                  <FormField name="street" label="Ulica" required />
                  <SimpleGrid columns={2} gap="2">
                    <FormField name="houseNumber" label="Nr domu" required />
                    <FormField name="flatNumber" label="Nr lokalu" helperText="Opcjonalnie" />
                  </SimpleGrid>
                  <FormField name="postalCode" label="Kod pocztowy" required mask="NN-NNN" placeholder="NN-NNN" />
                  <FormField name="city" label="Miasto" required />
                  <FormField name="nip" label="NIP" required={!person} mask="NNN NNNNNN N" placeholder="NNN NNNNNN N" />
                  <LogoField onChange={(file) => void chooseLogo(file)} error={logoError} />
                </SimpleGrid>
                <CheckboxGroupField name="servicesPerformed" legend="Rodzaj usług" choices={KIND_CHOICES} />
                <PriceListField />
                <FormErrorMessage />
                <HStack justify="flex-end">
                  <Button type="button" variant="outline" onClick={back}>
                    Anuluj
                  </Button>
                  <Button type="submit" loading={submitting} disabled={submitting}>
                    Zapisz
                  </Button>
                </HStack>
              </Stack>
            </form>
          );
        }}
      </Form>
    </Box>
  );
}
