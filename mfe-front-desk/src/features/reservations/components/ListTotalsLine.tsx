import { Text, formatMoney, formatNights } from '@gospodarz/shared';
import type { ListTotals } from '../slice';

/** 'Razem: 42 doby, 12 450,00 zł' under the filters: what every filtered row adds up to, all pages included. */
export function ListTotalsLine({ totals }: { totals: ListTotals }) {
  const amounts = Object.entries(totals.amounts).map(([currency, amount]) => formatMoney(amount, currency));
  return (
    <Text data-testid="list-totals" textStyle="sm">
      Razem: <strong>{formatNights(totals.nights)}</strong>
      {amounts.length ? (
        <>
          , <strong>{amounts.join(' + ')}</strong>
        </>
      ) : null}
    </Text>
  );
}
