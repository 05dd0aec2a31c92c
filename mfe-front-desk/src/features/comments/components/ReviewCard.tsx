import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Badge, Box, Button, Card, Field, Flex, HStack, Input, Stack, Text, Textarea, formatDate, type ReviewDto } from '@gospodarz/shared';
import { REVIEW_CATEGORIES, REVIEW_SOURCES, type ReviewCategory } from '@gospodarz/shared/dto';
import { actions, type ActionOutcome } from '../slice';
import { Stars } from './Stars';

type Mode = 'idle' | 'reply' | 'block';

/** One review: stars, pros and cons, the stay and the guest's first name; 'Odpowiedz' and 'Zablokuj' (or 'Odblokuj'). */
export function ReviewCard({ review }: { review: ReviewDto }) {
  const dispatch = useDispatch();
  const a = review.attributes;
  const [mode, setMode] = useState<Mode>('idle');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const start = (next: Mode) => {
    setMode(next);
    setText(next === 'reply' ? (a.reply ?? '') : '');
    setError(null);
  };

  const submit = async () => {
    if (!text.trim()) {
      setError(mode === 'reply' ? 'Wpisz odpowiedź' : 'Podaj powód blokady');
      return;
    }
    setBusy(true);
    const outcome = await new Promise<ActionOutcome>((resolve) =>
      dispatch(mode === 'reply' ? actions.reply(review.id, text, resolve) : actions.block(review.id, text, resolve)),
    );
    setBusy(false);
    if (outcome.ok) setMode('idle');
    else setError(outcome.message);
  };

  const categories = Object.entries(a.categories) as Array<[ReviewCategory, number]>;
  return (
    <Card.Root as="article" aria-label={`Opinia: ${a.guestName || 'gość'}, ${a.rating} z 5`} bg={a.blocked ? 'bg.subtle' : undefined} data-testid="review-card">
      <Card.Body gap="3">
        <Flex justify="space-between" gap="2" wrap="wrap">
          <Box>
            <Stars rating={a.rating} />
            <Text fontWeight="semibold">{a.guestName || 'Gość'}</Text>
            <Text textStyle="sm" color="fg.muted">
              {a.apartment.name}
              {a.stayFrom && a.stayTo ? ` · pobyt ${formatDate(a.stayFrom)} – ${formatDate(a.stayTo)}` : ` · ${formatDate(a.reviewedOn)}`}
            </Text>
          </Box>
          <HStack gap="2" align="start">
            <Badge variant="outline">{REVIEW_SOURCES[a.source]}</Badge>
            {a.blocked ? <Badge colorPalette="red">Zablokowana</Badge> : null}
          </HStack>
        </Flex>
        {categories.length ? (
          <Text textStyle="xs" color="fg.muted">
            {categories.map(([key, value]) => `${REVIEW_CATEGORIES[key]}: ${value}/5`).join(' · ')}
          </Text>
        ) : null}
        {a.pros ? (
          <Text>
            <Text as="span" fontWeight="semibold" color="green.fg">
              Zalety:{' '}
            </Text>
            {a.pros}
          </Text>
        ) : null}
        {a.cons ? (
          <Text>
            <Text as="span" fontWeight="semibold" color="red.fg">
              Wady:{' '}
            </Text>
            {a.cons}
          </Text>
        ) : null}
        {a.blocked && a.blockReason ? (
          <Text textStyle="sm" color="fg.muted">
            Powód blokady: {a.blockReason}
          </Text>
        ) : null}
        {a.reply && mode !== 'reply' ? (
          <Box borderStartWidth="3px" borderColor="teal.solid" ps="3">
            <Text textStyle="xs" color="fg.muted">
              Odpowiedź gospodarza
            </Text>
            <Text whiteSpace="pre-wrap">{a.reply}</Text>
          </Box>
        ) : null}
        {mode !== 'idle' ? (
          <Stack gap="2">
            <Field.Root invalid={Boolean(error)}>
              <Field.Label>{mode === 'reply' ? 'Odpowiedź' : 'Powód blokady'}</Field.Label>
              {mode === 'reply' ? <Textarea value={text} onChange={(e) => setText(e.target.value)} rows={3} /> : <Input value={text} onChange={(e) => setText(e.target.value)} />}
              {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
            </Field.Root>
            <HStack gap="2">
              <Button size="sm" colorPalette={mode === 'block' ? 'red' : 'teal'} onClick={() => void submit()} loading={busy}>
                {mode === 'reply' ? 'Zapisz odpowiedź' : 'Zablokuj opinię'}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setMode('idle')} disabled={busy}>
                Anuluj
              </Button>
            </HStack>
          </Stack>
        ) : (
          <HStack gap="2">
            <Button size="sm" variant="outline" onClick={() => start('reply')} disabled={a.blocked}>
              {a.reply ? 'Zmień odpowiedź' : 'Odpowiedz'}
            </Button>
            {a.blocked ? (
              <Button size="sm" variant="ghost" onClick={() => dispatch(actions.unblock(review.id))}>
                Odblokuj
              </Button>
            ) : (
              <Button size="sm" variant="ghost" colorPalette="red" onClick={() => start('block')}>
                Zablokuj
              </Button>
            )}
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
