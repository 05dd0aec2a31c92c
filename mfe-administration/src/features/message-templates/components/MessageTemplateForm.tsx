import { useEffect, useMemo } from 'react';
import { Form } from 'react-final-form';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useParams } from '@gospodarz/shared/router';
import type { SubmissionErrors } from 'final-form';
import { Box, Button, ErrorPanel, FormErrorMessage, FormField, FormUnsavedChangesPrompt, HStack, LoadingScreen, PageHeader, SimpleGrid, Stack, Text } from '@gospodarz/shared';
import {
  TEMPLATE_CHANNELS,
  TEMPLATE_LANGUAGES,
  TEMPLATE_PLACEHOLDERS,
  TEMPLATE_SAMPLE_VALUES,
  TEMPLATE_TRIGGERS,
  TRIGGERS_WITH_DAYS,
  TRIGGERS_WITH_HOUR,
  fillTemplate,
  type TemplateTrigger,
} from '@gospodarz/shared/dto';
import type { MessageTemplateInput } from '../api';
import { actions, selectMessageTemplates, templateToEdit } from '../slice';

const EMPTY: MessageTemplateInput = { name: '', language: 'pol', channel: 'email', subject: '', body: '', trigger: '', triggerDays: '', triggerHour: '' };

/** The form's values as the API takes them: no trigger is null, and the days or hour only where the trigger uses them. */
function toPayload(values: MessageTemplateInput): MessageTemplateInput {
  const trigger = (values.trigger || null) as TemplateTrigger | null;
  const days = TRIGGERS_WITH_DAYS.includes(trigger as TemplateTrigger) && values.triggerDays !== '' ? Number(values.triggerDays) : undefined;
  const hour = TRIGGERS_WITH_HOUR.includes(trigger as TemplateTrigger) && values.triggerHour !== '' ? Number(values.triggerHour) : undefined;
  return { ...values, trigger, triggerDays: days, triggerHour: hour };
}

/** Puts `{{name}}` where the cursor is in the text (at its end when the text was not focused). */
function insertAt(text: string, field: HTMLTextAreaElement | null, token: string): { text: string; cursor: number } {
  const start = field?.selectionStart ?? text.length;
  const end = field?.selectionEnd ?? text.length;
  return { text: text.slice(0, start) + token + text.slice(end), cursor: start + token.length };
}
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
    const { name, language, channel, subject, body, trigger, triggerDays, triggerHour } = current.attributes;
    return { name, language, channel, subject, body, trigger: trigger ?? '', triggerDays: triggerDays ?? '', triggerHour: triggerHour ?? '' };
  }, [id, current]);

  const onSubmit = async (values: MessageTemplateInput) => {
    const errors = await new Promise<SubmissionErrors | undefined>((resolve) => dispatch(actions.save(id ?? null, toPayload(values), resolve)));
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
        render={({ handleSubmit, submitting, values, form }) => (
          <form onSubmit={handleSubmit} noValidate>
            <FormUnsavedChangesPrompt />
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
                <Text fontWeight="semibold" mb="1" id="placeholders-label">
                  Dostępne pola (kliknij, aby wstawić do treści)
                </Text>
                <HStack as="ul" gap="2" wrap="wrap" listStyleType="none" p="0" m="0" aria-labelledby="placeholders-label">
                  {Object.entries(TEMPLATE_PLACEHOLDERS).map(([key, label]) => (
                    <li key={key}>
                      <Button
                        size="xs"
                        variant="outline"
                        title={`{{${key}}}`}
                        onClick={() => {
                          const field = document.querySelector<HTMLTextAreaElement>('textarea[name="body"]');
                          const { text, cursor } = insertAt(values.body ?? '', field, `{{${key}}}`);
                          form.change('body', text);
                          requestAnimationFrame(() => {
                            field?.focus();
                            field?.setSelectionRange(cursor, cursor);
                          });
                        }}
                      >
                        {label}
                      </Button>
                    </li>
                  ))}
                </HStack>
              </Box>
              {values.channel === 'email' ? (
                <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                  <FormField
                    name="trigger"
                    label="Wysyłka automatyczna"
                    type="select"
                    options={[{ value: '', label: 'Tylko ręcznie' }, ...Object.entries(TEMPLATE_TRIGGERS).map(([value, label]) => ({ value, label }))]}
                  />
                  {TRIGGERS_WITH_DAYS.includes(values.trigger as TemplateTrigger) ? <FormField name="triggerDays" label="Liczba dni" validate={required} required /> : null}
                  {TRIGGERS_WITH_HOUR.includes(values.trigger as TemplateTrigger) ? <FormField name="triggerHour" label="Godzina (0–23)" validate={required} required /> : null}
                </SimpleGrid>
              ) : null}
              <Box borderWidth="1px" rounded="md" p="3" bg="bg.muted" aria-label="Podgląd" role="region">
                <Text fontWeight="semibold" mb="1">
                  Podgląd (przykładowa rezerwacja)
                </Text>
                {values.channel === 'email' && values.subject ? <Text fontWeight="medium">{fillTemplate(values.subject, TEMPLATE_SAMPLE_VALUES).text}</Text> : null}
                <Text whiteSpace="pre-wrap" data-testid="template-preview">
                  {fillTemplate(values.body ?? '', TEMPLATE_SAMPLE_VALUES).text}
                </Text>
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
