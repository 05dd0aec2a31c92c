import { Text, formatMoney, formatNights } from '@gospodarz/shared';
import type { ListTotals } from '../slice';

/**
 * 'Razem: 42 doby, 12 450,00 zł, do zapłaty: 2 450,00 zł' under the filters: the bills of every filtered row, all
 * pages included, and what is left to pay on them.
 */
export function ListTotalsLine({ totals }: { totals: ListTotals }) {
  const amounts = Object.entries(totals.amounts).map(([currency, amount]) => formatMoney(amount, currency));
  const due = Object.entries(totals.balances ?? {})
    .filter(([, amount]) => amount !== 0)
    .map(([currency, amount]) => formatMoney(amount, currency));
  return (
    <Text data-testid="list-totals" textStyle="sm">
      Razem: <strong>{formatNights(totals.nights)}</strong>
      {amounts.length ? (
        <>
          , <strong>{amounts.join(' + ')}</strong>
        </>
      ) : null}
      {due.length ? <>, do zapłaty: {due.join(' + ')}</> : null}
    </Text>
  );
}
