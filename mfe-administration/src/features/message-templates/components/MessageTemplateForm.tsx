import { useEffect, useMemo } from 'react';
import { Form } from 'react-final-form';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useParams } from 'react-router-dom';
import type { SubmissionErrors } from 'final-form';
import { Box, Button, ErrorPanel, FormErrorMessage, FormField, HStack, LoadingScreen, PageHeader, SimpleGrid, Stack, Text } from '@gospodarz/shared';
import { TEMPLATE_CHANNELS, TEMPLATE_LANGUAGES, TEMPLATE_PLACEHOLDERS } from '@gospodarz/shared/dto';
import type { MessageTemplateInput } from '../api';
import { actions, selectMessageTemplates, templateToEdit } from '../slice';

const EMPTY: MessageTemplateInput = { name: '', language: 'pol', channel: 'email', subject: '', body: '' };
const required = (v: unknown) => (v === undefined || String(v).trim() === '' ? 'Pole jest wymagane' : undefined);

/** /administration/messages-settings/new and /:id: one template's name, language, channel, subject and text. */
export function MessageTemplateForm() {
  const { id } = useParams();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const { data: stored, loading, error } = useSelector(selectMessageTemplates).template;

  useEffect(() => {
    if (id) dispatch(templateToEdit.actions.load(id));
  }, [dispatch, id]);

  // the form starts from the stored template only once it is the one asked for (not the one edited before)
  const current = id && !loading && stored?.id === id ? stored : null;
  const initial = useMemo<MessageTemplateInput | null>(() => {
    if (!id) return EMPTY;
    if (!current) return null;
    const { name, language, channel, subject, body } = current.attributes;
    return { name, language, channel, subject, body };
  }, [id, current]);

  const onSubmit = async (values: MessageTemplateInput) => {
    const errors = await new Promise<SubmissionErrors | undefined>((resolve) => dispatch(actions.save(id ?? null, values, resolve)));
    if (!errors) navigate('/administration/messages-settings');
    return errors;
  };

  if (id && error && !loading) return <ErrorPanel message={error} />;
  if (!initial) return <LoadingScreen />;

  return (
    <Box maxW="3xl">
      <PageHeader title={id ? 'Edycja szablonu' : 'Nowy szablon'} />
      <Form<MessageTemplateInput>
        initialValues={initial}
        onSubmit={onSubmit}
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
