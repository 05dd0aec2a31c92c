import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Box, Button, Container, Field, Heading, NativeSelect, Spinner, Stack, Text, Textarea, chakra, formatDate, formatDateTime, scrollRegionProps } from '@gospodarz/shared';
import type { GuestReviewInput } from '../api';
import { actions, guestView, selectGuest, type PostOutcome } from '../slice';
import { wordsFor, type Words } from '../words';
import { checkInWordsFor } from '../checkInWords';
import { ArrivalSection, CheckInSection } from './CheckInSection';

const CATEGORIES = ['cleanliness', 'location', 'communication', 'checkIn', 'value'] as const;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box as="section" borderWidth="1px" rounded="lg" p="4" bg="bg">
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function ReviewForm({ token, words }: { token: string; words: Words }) {
  const dispatch = useDispatch();
  const [rating, setRating] = useState(0);
  const [categories, setCategories] = useState<Partial<Record<(typeof CATEGORIES)[number], number>>>({});
  const [pros, setPros] = useState('');
  const [cons, setCons] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!rating) {
      setError(words.chooseRating);
      return;
    }
    setBusy(true);
    const review: GuestReviewInput = { rating, ...categories, pros, cons };
    const outcome = await new Promise<PostOutcome>((resolve) => dispatch(actions.review(token, review, resolve)));
    setBusy(false);
    if (!outcome.ok) setError(outcome.message || words.failed);
  };
  return (
    <Stack gap="3">
      <chakra.fieldset>
        <chakra.legend fontWeight="medium" mb="1">
          {words.rating}
        </chakra.legend>
        <Stack direction="row" gap="1" role="radiogroup" aria-label={words.rating}>
          {[1, 2, 3, 4, 5].map((n) => (
            <chakra.button
              key={n}
              type="button"
              role="radio"
              aria-checked={rating === n}
              aria-label={words.stars(n)}
              onClick={() => {
                setRating(n);
                setError(null);
              }}
              fontSize="3xl"
              lineHeight="1"
              color={n <= rating ? 'orange.solid' : 'fg.subtle'}
              px="1"
              _focusVisible={{ outline: '2px solid', outlineColor: 'teal.solid' }}
            >
              ★
            </chakra.button>
          ))}
        </Stack>
        {error ? (
          <Text color="fg.error" textStyle="sm" role="alert">
            {error}
          </Text>
        ) : null}
      </chakra.fieldset>
      {CATEGORIES.map((key) => (
        <Field.Root key={key}>
          <Field.Label>
            {words.categories[key]} ({words.optional})
          </Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={categories[key] ?? ''} onChange={(e) => setCategories((c) => ({ ...c, [key]: e.target.value ? Number(e.target.value) : undefined }))}>
              <option value="">–</option>
              {[5, 4, 3, 2, 1].map((n) => (
                <option key={n} value={n}>
                  {words.stars(n)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      ))}
      <Field.Root>
        <Field.Label>{words.pros}</Field.Label>
        <Textarea value={pros} onChange={(e) => setPros(e.target.value)} rows={2} />
      </Field.Root>
      <Field.Root>
        <Field.Label>{words.cons}</Field.Label>
        <Textarea value={cons} onChange={(e) => setCons(e.target.value)} rows={2} />
      </Field.Root>
      <Button colorPalette="teal" onClick={() => void submit()} loading={busy} alignSelf="flex-start">
        {words.submit}
      </Button>
    </Stack>
  );
}

/** The guest page: the stay, the conversation with a reply box, and after check-out the review form. */
export function GuestStayPage({ token }: { token: string }) {
  const dispatch = useDispatch();
  const { data, loading, error } = useSelector(selectGuest);
  const [text, setText] = useState('');
  const [sendError, setSendError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // the confirmation after a send, until the guest types again
  const [sent, setSent] = useState(false);

  useEffect(() => {
    dispatch(guestView.actions.load(token));
  }, [dispatch, token]);

  const words = wordsFor(data?.stay.attributes.language);
  const law = checkInWordsFor(data?.stay.attributes.language);
  useEffect(() => {
    if (data) document.documentElement.lang = { pol: 'pl', eng: 'en', rus: 'ru', esp: 'es' }[data.stay.attributes.language];
  }, [data]);

  if (error && !data) {
    return (
      <Container maxW="2xl" py="10">
        <Text role="alert">{error === 'invalid' ? `${wordsFor('pol').invalid} / ${wordsFor('eng').invalid}` : wordsFor('pol').failed}</Text>
      </Container>
    );
  }
  if (!data) return loading ? <Spinner m="10" aria-label="…" /> : null;

  const s = data.stay.attributes;
  const send = async () => {
    setSent(false);
    if (!text.trim()) {
      setSendError(words.empty);
      return;
    }
    setSendError(null);
    setSending(true);
    const outcome = await new Promise<PostOutcome>((resolve) => dispatch(actions.write(token, text, resolve)));
    setSending(false);
    if (outcome.ok) {
      // the cleared box is not an error: the earlier 'empty' message goes, a confirmation comes
      setText('');
      setSent(true);
    } else setSendError(outcome.message || words.failed);
  };
  const rules = [
    words.smoking[s.rules.smokingAllowed ? 0 : 1],
    words.animals[s.rules.animalsFriendly ? 0 : 1],
    words.children[s.rules.childrenFriendly ? 0 : 1],
    words.parties[s.rules.partiesAllowed ? 0 : 1],
    // the same hour at both ends is a listing without quiet hours (the listing's default, 12:00–12:00)
    ...(s.rules.quietFrom !== s.rules.quietTo ? [`${words.quiet}: ${s.rules.quietFrom}–${s.rules.quietTo}`] : []),
  ];

  return (
    <Container maxW="2xl" py="6" px="4">
      <Stack gap="4">
        <Box>
          <Text color="fg.muted">{s.hostName}</Text>
          <Heading as="h1" size="xl">
            {words.title}: {s.apartmentName}
          </Heading>
        </Box>
        <Section title={words.stay}>
          <Stack gap="1">
            <Text fontWeight="medium">
              {formatDate(s.from)} – {formatDate(s.to)} · {words.nights(s.nights)}
            </Text>
            <Text>
              {words.address}: {s.accommodationName ? `${s.accommodationName}, ` : ''}
              {s.address}
            </Text>
            <Text>
              {words.checkIn}: {words.from} {s.checkInFrom} {words.until} {s.checkInTo}
            </Text>
            <Text>
              {words.checkOut}: {words.until} {s.checkOutTo}
            </Text>
            {s.registrationNumber ? (
              <Text>
                {law.registration}: {s.registrationNumber}
                {s.registrationAuthority ? ` (${s.registrationAuthority})` : ''}
              </Text>
            ) : null}
            {s.emergencyPhone ? (
              <Text>
                {law.emergency}: <chakra.a href={`tel:${s.emergencyPhone.replace(/[^+\d]/g, '')}`} color="teal.fg" textDecoration="underline">{s.emergencyPhone}</chakra.a>
              </Text>
            ) : null}
          </Stack>
          <Heading as="h3" size="sm" mt="3" mb="1">
            {words.rules}
          </Heading>
          <chakra.ul ps="5">
            {rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </chakra.ul>
        </Section>
        <Section title={law.arrival}>
          <ArrivalSection stay={s} words={law} />
        </Section>
        <Section title={law.checkIn}>
          <CheckInSection token={token} stay={s} words={law} language={s.language === 'pol' ? 'pl' : 'en'} />
        </Section>
        {s.houseRules ? (
          <Section title={`${law.houseRules} (${law.version(s.houseRules.version)})`}>
            <Box maxH="24rem" overflowY="auto" {...scrollRegionProps(law.houseRules)}>
              <Text whiteSpace="pre-wrap" textStyle="sm">
                {s.houseRules.body}
              </Text>
            </Box>
          </Section>
        ) : null}
        <Section title={words.conversation}>
          <Stack gap="3" role="log" aria-label={words.conversation}>
            {data.messages.length === 0 ? <Text color="fg.muted">{words.none}</Text> : null}
            {data.messages.map((m) => {
              const mine = m.attributes.author === 'guest';
              return (
                <Box key={m.id} alignSelf={mine ? 'flex-end' : 'flex-start'} maxW="90%" bg={mine ? 'teal.subtle' : 'bg.muted'} rounded="lg" px="3" py="2">
                  <Text textStyle="xs" color="fg.muted">
                    {mine ? words.you : m.attributes.author === 'automated' ? words.automated : m.attributes.authorName || s.hostName} · {formatDateTime(m.attributes.createdAt)}
                  </Text>
                  <Text whiteSpace="pre-wrap" wordBreak="break-word">
                    {m.attributes.body}
                  </Text>
                </Box>
              );
            })}
          </Stack>
          <Field.Root invalid={Boolean(sendError)} mt="3">
            <Field.Label>{words.reply}</Field.Label>
            <Textarea
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setSent(false);
                if (e.target.value.trim()) setSendError(null);
              }}
              rows={3}
            />
            {sendError ? <Field.ErrorText>{sendError}</Field.ErrorText> : null}
          </Field.Root>
          <Text role="status" color="green.fg" mt="2" hidden={!sent}>
            {sent ? words.sent : ''}
          </Text>
          <Button colorPalette="teal" mt="2" onClick={() => void send()} loading={sending}>
            {words.send}
          </Button>
        </Section>
        {data.review ? (
          <Section title={words.review}>
            <Text color="orange.solid" fontSize="2xl" aria-label={words.stars(data.review.attributes.rating)}>
              {'★'.repeat(data.review.attributes.rating)}
            </Text>
            <Text>{words.thanks}</Text>
            {data.review.attributes.pros ? <Text>{words.pros}: {data.review.attributes.pros}</Text> : null}
            {data.review.attributes.cons ? <Text>{words.cons}: {data.review.attributes.cons}</Text> : null}
            {data.review.attributes.reply ? (
              <Box borderStartWidth="3px" borderColor="teal.solid" ps="3" mt="2">
                <Text textStyle="xs" color="fg.muted">
                  {words.hostReply}
                </Text>
                <Text whiteSpace="pre-wrap">{data.review.attributes.reply}</Text>
              </Box>
            ) : null}
          </Section>
        ) : s.canReview ? (
          <Section title={words.review}>
            <ReviewForm token={token} words={words} />
          </Section>
        ) : null}
      </Stack>
    </Container>
  );
}
