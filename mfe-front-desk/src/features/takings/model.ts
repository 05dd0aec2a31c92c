import { formatMoney, type PaymentMethod, type TakingsCashier, type TakingsMethodSums, type TakingsOperation } from '@gospodarz/shared';
import { PAYMENT_METHOD_LABELS, TAKINGS_KIND_LABELS } from '@gospodarz/shared/dto';

/**
 * The raport kasowy as the screen and the printout word it: the API answers integer grosze, shown here as
 * '1 234,56 zł'; money going out of the drawer carries a minus.
 */
export const money = (grosze: number, currency: string) => formatMoney(grosze / 100, currency);

export const methodLabel = (method: string) => PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method;

/** The columns of the table by method, with the figure of each. */
export const METHOD_COLUMNS: Array<{ label: string; value: (m: TakingsMethodSums) => number }> = [
  { label: 'Wpłaty', value: (m) => m.received },
  { label: 'Zwroty', value: (m) => -m.refunded },
  { label: 'Kaucje pobrane', value: (m) => m.depositsHeld },
  { label: 'Kaucje zwrócone', value: (m) => -m.depositsReturned },
  { label: 'Razem', value: (m) => m.net },
];

/** An operation's amount as it moves the money: refunds and kaucje given back below zero. */
export function signedAmount(op: Pick<TakingsOperation, 'kind' | 'amount'>): number {
  return op.kind === 'refund' || op.kind === 'security_deposit_return' ? -op.amount : op.amount;
}

export const kindLabel = (op: Pick<TakingsOperation, 'kind'>) => TAKINGS_KIND_LABELS[op.kind];

/** 'wpisany' when counted for the day, else carried from the previous day's closing. */
export const openingSource = (c: Pick<TakingsCashier, 'openingEntered'>) => (c.openingEntered ? 'wpisany' : 'z zamknięcia poprzedniego dnia');

/** The drawer's lines: opening, cash in, cash out, closing. */
export function cashLines(c: Pick<TakingsCashier, 'opening' | 'cashIn' | 'cashOut' | 'closing'>, currency: string): Array<[string, string]> {
  return [
    ['Stan kasy na początek dnia', money(c.opening, currency)],
    ['Przyjęto gotówką', money(c.cashIn, currency)],
    ['Wydano gotówką', money(-c.cashOut, currency)],
    ['Stan kasy na koniec dnia', money(c.closing, currency)],
  ];
}

/** 'HH:mm' of the moment an operation was recorded, in the browser's (the host's) time. */
export function timeOf(iso: string): string {
  const at = new Date(iso);
  return `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
}
