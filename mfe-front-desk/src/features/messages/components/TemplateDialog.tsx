import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  Alert,
  Button,
  Dialog,
  Field,
  Input,
  NativeSelect,
  Portal,
  Spinner,
  Stack,
  Text,
  Textarea,
  type ConversationDto,
  type TemplateLanguage,
  type TemplatePlaceholder,
} from '@gospodarz/shared';
import { TEMPLATE_LANGUAGES, TEMPLATE_PLACEHOLDERS } from '@gospodarz/shared/dto';
import { actions, selectMessages, templateList, type FillOutcome, type SendOutcome } from '../slice';

export interface TemplateDialogProps {
  conversation: ConversationDto;
  open: boolean;
  onClose: () => void;
}

/**
 * 'Szablony': choose the language (the guest's by default), pick a template, see it filled with the reservation's
 * values, edit, send. A placeholder with no value for this reservation is named before sending.
 */
export function TemplateDialog({ conversation, open, onClose }: TemplateDialogProps) {
  const dispatch = useDispatch();
  const { data: templates, loading } = useSelector(selectMessages).templates;
  const [language, setLanguage] = useState<TemplateLanguage>(conversation.attributes.language);
  const [templateId, setTemplateId] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [empty, setEmpty] = useState<TemplatePlaceholder[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    dispatch(templateList.actions.load());
    setLanguage(conversation.attributes.language);
    setTemplateId('');
    setSubject('');
    setBody('');
    setEmpty([]);
    setError(null);
  }, [open, conversation.id, conversation.attributes.language, dispatch]);

  const choices = templates.filter((t) => t.attributes.language === language);

  const choose = async (id: string) => {
    setTemplateId(id);
    setError(null);
    if (!id) return;
    setBusy(true);
    const outcome = await new Promise<FillOutcome>((resolve) => dispatch(actions.fill(conversation.id, id, resolve)));
    setBusy(false);
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    setSubject(outcome.filled.subject);
    setBody(outcome.filled.body);
    setEmpty(outcome.filled.empty);
  };

  const send = async () => {
    if (!body.trim()) {
      setError('Wpisz treść wiadomości');
      return;
    }
    setBusy(true);
    const outcome = await new Promise<SendOutcome>((resolve) => dispatch(actions.send(conversation.id, body, subject, resolve)));
    setBusy(false);
    if (outcome.ok) onClose();
    else setError(outcome.message);
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => (!e.open && !busy ? onClose() : undefined)} size={{ base: 'full', md: 'lg' }} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Szablony wiadomości</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Field.Root>
                  <Field.Label>Język</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      value={language}
                      onChange={(e) => {
                        setLanguage(e.target.value as TemplateLanguage);
                        setTemplateId('');
                      }}
                    >
                      {Object.entries(TEMPLATE_LANGUAGES).map(([code, label]) => (
                        <option key={code} value={code}>
                          {label}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Field.Root>
                  <Field.Label>Szablon</Field.Label>
                  <NativeSelect.Root disabled={loading && templates.length === 0}>
                    <NativeSelect.Field value={templateId} onChange={(e) => void choose(e.target.value)}>
                      <option value="">{choices.length ? 'Wybierz szablon…' : 'Brak szablonów w tym języku'}</option>
                      {choices.map((t) => (
                        <option key={t.id} value={t.id}>
                          {t.attributes.name}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                {busy && !body ? <Spinner aria-label="Wypełnianie szablonu" /> : null}
                <Field.Root>
                  <Field.Label>Temat</Field.Label>
                  <Input value={subject} onChange={(e) => setSubject(e.target.value)} />
                </Field.Root>
                <Field.Root invalid={Boolean(error)}>
                  <Field.Label>Treść</Field.Label>
                  <Textarea value={body} onChange={(e) => setBody(e.target.value)} rows={10} />
                  {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
                </Field.Root>
                {empty.length > 0 ? (
                  <Alert.Root status="warning">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>Brak wartości dla tej rezerwacji</Alert.Title>
                      <Alert.Description>
                        <Text>
                          {empty.map((name) => TEMPLATE_PLACEHOLDERS[name]).join(', ')}: w treści zostanie puste miejsce. Uzupełnij tekst przed wysłaniem.
                        </Text>
                      </Alert.Description>
                    </Alert.Content>
                  </Alert.Root>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                Anuluj
              </Button>
              <Button colorPalette="teal" onClick={() => void send()} loading={busy && Boolean(body)} disabled={!body.trim()}>
                {empty.length > 0 ? 'Wyślij mimo braków' : 'Wyślij'}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
