import { useEffect, useState } from 'react';
import { formatDate, formatMoney, Grid, Spinner, Text, type SubscriptionDto } from '@gospodarz/shared';
import { profileApi } from '../api';

/** The 'Abonament' tab: apartments counted, the monthly price and the end date, from the account's subscription. */
export function SubscriptionDetails() {
  const [state, setState] = useState<{ data?: SubscriptionDto; error?: string }>({});

  useEffect(() => {
    let live = true;
    void profileApi.subscription().then((result) => {
      if (!live) return;
      setState(result.ok ? { data: result.data } : { error: result.body.message });
    });
    return () => {
      live = false;
    };
  }, []);

  if (state.error) return <Text color="fg.error">{state.error}</Text>;
  if (!state.data) return <Spinner aria-label="Wczytywanie" />;
  const s = state.data.attributes;
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
