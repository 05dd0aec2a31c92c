import { useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import { useNavigate, useParams } from 'react-router-dom';
import {
  Box,
  Button,
  ErrorPanel,
  FormErrorMessage,
  FormField,
  HStack,
  LoadingScreen,
  PageHeader,
  SimpleGrid,
  Stack,
  Text,
  notify,
  submitErrorsFrom,
} from '@gospodarz/shared';
import { TEMPLATE_CHANNELS, TEMPLATE_LANGUAGES, TEMPLATE_PLACEHOLDERS } from '@gospodarz/shared/dto';
import { messageTemplatesApi, type MessageTemplateInput } from '../api';

const EMPTY: MessageTemplateInput = { name: '', language: 'pol', channel: 'email', subject: '', body: '' };
const required = (v: unknown) => (v === undefined || String(v).trim() === '' ? 'Pole jest wymagane' : undefined);

/** /administration/messages-settings/new and /:id: one template's name, language, channel, subject and text. */
export function MessageTemplateForm() {
  const { id } = useParams();
  const navigate = useNavigate();
  const [initial, setInitial] = useState<MessageTemplateInput | null>(id ? null : EMPTY);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!id) return;
    void messageTemplatesApi.get(id).then((result) => {
      if (result.ok) {
        const { name, language, channel, subject, body } = result.data.attributes;
        setInitial({ name, language, channel, subject, body });
      } else setError(result.status === 404 ? 'Nie znaleziono szablonu.' : result.body.message);
    });
  }, [id]);

  if (error) return <ErrorPanel message={error} />;
  if (!initial) return <LoadingScreen />;

  return (
    <Box maxW="3xl">
      <PageHeader title={id ? 'Edycja szablonu' : 'Nowy szablon'} />
      <Form<MessageTemplateInput>
        initialValues={initial}
        onSubmit={async (values) => {
          const result = id ? await messageTemplatesApi.update(id, values) : await messageTemplatesApi.create(values);
          if (!result.ok) return submitErrorsFrom(result.body);
          notify({ type: 'success', description: 'Dane zostały zapisane.' });
          navigate('/administration/messages-settings');
          return undefined;
        }}
        render={({ handleSubmit, submitting, values }) => (
          <form onSubmit={handleSubmit} noValidate>
            <Stack gap="4">
              <FormField name="name" label="Nazwa szablonu" required validate={required} />
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField
                  name="language"
                  label="Język"
                  type="select"
                  options={Object.entries(TEMPLATE_LANGUAGES).map(([value, label]) => ({ value, label }))}
                />
                <FormField
                  name="channel"
                  label="Kanał"
                  type="select"
                  options={Object.entries(TEMPLATE_CHANNELS).map(([value, label]) => ({ value, label }))}
                />
              </SimpleGrid>
              {values.channel === 'email' ? <FormField name="subject" label="Temat" required validate={required} /> : null}
              <FormField name="body" label="Treść" type="textarea" rows={8} required validate={required} />
              <Box>
                <Text fontWeight="semibold" mb="1">
                  Dostępne pola
                </Text>
                <Stack as="ul" gap="0" pl="4" fontSize="sm">
                  {Object.entries(TEMPLATE_PLACEHOLDERS).map(([key, label]) => (
                    <li key={key}>
                      <code>{`{{${key}}}`}</code> – {label}
                    </li>
                  ))}
                </Stack>
              </Box>
              <FormErrorMessage />
              <HStack gap="3">
                <Button variant="outline" onClick={() => navigate('/administration/messages-settings')}>
                  Anuluj
                </Button>
                <Button type="submit" colorPalette="teal" loading={submitting}>
                  Zapisz
                </Button>
              </HStack>
            </Stack>
          </form>
        )}
      />
    </Box>
  );
}
