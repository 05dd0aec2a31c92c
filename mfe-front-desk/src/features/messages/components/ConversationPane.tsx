import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Box, Button, ErrorPanel, Field, Flex, HStack, Heading, Spinner, Stack, Text, Textarea, formatDateTime, type ConversationDto, type MessageDto } from '@gospodarz/shared';
import { actions, type SendOutcome } from '../slice';
import { authorLabel, deliveryLabel } from './labels';
import { TemplateDialog } from './TemplateDialog';

export interface ConversationPaneProps {
  conversation: ConversationDto | null;
  messages: MessageDto[];
  loading: boolean;
  error: string | null;
  onBack: () => void;
  onRetry: () => void;
}

function Bubble({ message, guestName }: { message: MessageDto; guestName: string }) {
  const fromGuest = message.attributes.author === 'guest';
  const delivery = deliveryLabel(message);
  return (
    <Box alignSelf={fromGuest ? 'flex-start' : 'flex-end'} maxW={{ base: '92%', md: '75%' }} data-testid="message">
      <Box
        bg={fromGuest ? 'bg.muted' : message.attributes.author === 'automated' ? 'blue.subtle' : 'teal.subtle'}
        rounded="lg"
        px="3"
        py="2"
      >
        <Text textStyle="xs" fontWeight="semibold" color="fg.muted">
          {authorLabel(message, guestName)}
        </Text>
        {message.attributes.subject ? (
          <Text textStyle="sm" fontWeight="medium">
            {message.attributes.subject}
          </Text>
        ) : null}
        <Text whiteSpace="pre-wrap" wordBreak="break-word">
          {message.attributes.body}
        </Text>
      </Box>
      <Text textStyle="xs" color={message.attributes.delivery === 'failed' ? 'fg.error' : 'fg.muted'} textAlign={fromGuest ? 'left' : 'right'} mt="0.5">
        {formatDateTime(message.attributes.createdAt)}
        {delivery ? ` · ${delivery}` : ''}
      </Text>
    </Box>
  );
}

/** The messages in order, and the send box ('Wyślij', or Ctrl+Enter) with the templates dialog. */
export function ConversationPane({ conversation, messages, loading, error, onBack, onRetry }: ConversationPaneProps) {
  const dispatch = useDispatch();
  const [text, setText] = useState('');
  const [sendError, setSendError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, conversation?.id]);

  useEffect(() => {
    setText('');
    setSendError(null);
  }, [conversation?.id]);

  if (error) return <ErrorPanel message={error} onRetry={onRetry} />;
  if (!conversation) {
    return loading ? <Spinner aria-label="Ładowanie rozmowy" /> : <Text color="fg.muted">Wybierz rozmowę z listy.</Text>;
  }

  const send = async () => {
    if (!text.trim()) {
      setSendError('Wpisz treść wiadomości');
      return;
    }
    setSending(true);
    const outcome = await new Promise<SendOutcome>((resolve) => dispatch(actions.send(conversation.id, text, '', resolve)));
    setSending(false);
    if (outcome.ok) setText('');
    else setSendError(outcome.message);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <Stack gap="3" minW="0">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <HStack gap="2" minW="0">
          <Button variant="ghost" size="sm" onClick={onBack} display={{ base: 'inline-flex', lg: 'none' }}>
            ← Rozmowy
          </Button>
          <Heading as="h2" size="md" truncate>
            {conversation.attributes.recipient || 'Gość'}
          </Heading>
        </HStack>
        <Button size="sm" variant="outline" onClick={() => setTemplatesOpen(true)}>
          Szablony
        </Button>
      </Flex>
      <Stack gap="3" role="log" aria-label="Wiadomości" maxH={{ base: 'none', lg: '55vh' }} overflowY="auto" p="1">
        {messages.length === 0 ? <Text color="fg.muted">Brak wiadomości. Napisz pierwszą do gościa.</Text> : null}
        {messages.map((m) => (
          <Bubble key={m.id} message={m} guestName={conversation.attributes.recipient} />
        ))}
        <div ref={end} />
      </Stack>
      <Field.Root invalid={Boolean(sendError)}>
        <Field.Label>Wiadomość do gościa</Field.Label>
        <Textarea
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setSendError(null);
          }}
          onKeyDown={onKeyDown}
          rows={3}
          placeholder="Napisz wiadomość… (Ctrl+Enter wysyła)"
        />
        {sendError ? <Field.ErrorText>{sendError}</Field.ErrorText> : null}
      </Field.Root>
      <Flex justify="flex-end">
        <Button colorPalette="teal" onClick={() => void send()} loading={sending}>
          Wyślij
        </Button>
      </Flex>
      <TemplateDialog conversation={conversation} open={templatesOpen} onClose={() => setTemplatesOpen(false)} />
    </Stack>
  );
}
