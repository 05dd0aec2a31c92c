import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { formatDate, formatMoney, Grid, Spinner, Text } from '@gospodarz/shared';
import { selectProfile, subscription } from '../slice';

/** The 'Abonament' tab: apartments counted, the monthly price and the end date, from the account's subscription. */
export function SubscriptionDetails() {
  const dispatch = useDispatch();
  const { data, error } = useSelector(selectProfile).subscription;
  useEffect(() => {
    dispatch(subscription.actions.load());
  }, [dispatch]);

  if (error) return <Text color="fg.error">{error}</Text>;
  if (!data) return <Spinner aria-label="Wczytywanie" />;
  const s = data.attributes;
  return (
    <Grid templateColumns="max-content 1fr" columnGap="8" rowGap="3">
      <Text color="fg.muted">Liczba apartamentów</Text>
      <Text>{s.apartmentCount}</Text>
      <Text color="fg.muted">Cena miesięczna</Text>
      <Text>{formatMoney(s.monthlyPrice, s.currency)}</Text>
      <Text color="fg.muted">Ważny do</Text>
      <Text>{formatDate(s.validUntil)}</Text>
    </Grid>
  );
}
