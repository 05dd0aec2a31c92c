import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Box, Button, Checkbox, EmptyState, ErrorPanel, Field, Flex, HStack, NativeSelect, PageHeader, PaginationBar, Spinner, Stack, Text, pluralPl } from '@gospodarz/shared';
import type { ReviewQuery } from '../api';
import { actions, apartmentChoices, selectComments } from '../slice';
import { AddReviewDialog } from './AddReviewDialog';
import { ReviewCard } from './ReviewCard';
import { Stars } from './Stars';

/** '4,3' */
const formatAverage = (average: number) => average.toFixed(1).replace('.', ',');

/**
 * /front-desk/comments: the average rating and the number of reviews (blocked ones left out), an apartment filter and
 * one for unanswered reviews, the review cards, and 'Dodaj opinię' for a review from another channel.
 */
export function CommentsPage() {
  const dispatch = useDispatch();
  const { list, apartments } = useSelector(selectComments);
  const [adding, setAdding] = useState(false);
  const query = list.query;
  const load = (changes: Partial<ReviewQuery>) => dispatch(actions.load({ ...query, page: 1, ...changes }));

  useEffect(() => {
    dispatch(actions.load({ apartmentId: '', unanswered: false, page: 1 }));
    dispatch(apartmentChoices.actions.load());
  }, [dispatch]);

  const { average, count } = list.summary;
  return (
    <Box>
      <PageHeader
        title="Komentarze"
        actions={
          <Button colorPalette="teal" onClick={() => setAdding(true)} disabled={apartments.data.length === 0}>
            Dodaj opinię
          </Button>
        }
      />
      <Flex gap="6" wrap="wrap" align="end" mb="5">
        <Stack gap="0" aria-live="polite" data-testid="reviews-summary">
          <HStack gap="2" align="baseline">
            <Text textStyle="3xl" fontWeight="bold">
              {average === null ? '–' : formatAverage(average)}
            </Text>
            {average !== null ? <Stars rating={average} size="lg" /> : null}
          </HStack>
          <Text color="fg.muted">
            {count} {pluralPl(count, 'opinia', 'opinie', 'opinii')}
          </Text>
        </Stack>
        <Field.Root w={{ base: 'full', sm: '64' }}>
          <Field.Label>Apartament</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={query.apartmentId} onChange={(e) => load({ apartmentId: e.target.value })}>
              <option value="">Wszystkie apartamenty</option>
              {apartments.data.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Checkbox.Root checked={query.unanswered} onCheckedChange={(e) => load({ unanswered: e.checked === true })}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Tylko bez odpowiedzi</Checkbox.Label>
        </Checkbox.Root>
      </Flex>
      {list.error ? <ErrorPanel message={list.error} onRetry={() => dispatch(actions.load(query))} /> : null}
      {list.loading && list.items.length === 0 ? <Spinner aria-label="Ładowanie opinii" /> : null}
      {!list.loading && !list.error && list.items.length === 0 ? <EmptyState title={query.unanswered ? 'Wszystkie opinie mają odpowiedź.' : 'Brak opinii.'} /> : null}
      <Stack gap="4">
        {list.items.map((review) => (
          <ReviewCard key={review.id} review={review} />
        ))}
      </Stack>
      {list.pagination && list.pagination.pages > 1 ? (
        <Box mt="4">
          <PaginationBar page={query.page} pages={list.pagination.pages} onPageChange={(page) => dispatch(actions.load({ ...query, page }))} />
        </Box>
      ) : null}
      <AddReviewDialog open={adding} apartments={apartments.data} onClose={() => setAdding(false)} />
    </Box>
  );
}
