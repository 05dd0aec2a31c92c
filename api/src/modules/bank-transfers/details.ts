import type { Bill } from '../folio';
import { formatGrosze, polishDay } from '../../lib/values';
import { epcPayload, qrSvg, zbpPayload } from './qr';
import type { TransferSettingsRow } from './repository';

/** The short reference of a stay in transfer titles: its id's first 8 characters (the payment request's too). */
export const referenceOf = (id: string) => id.slice(0, 8).toUpperCase();

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export interface DueNow {
  kind: 'prepayment' | 'balance' | 'none';
  grosze: number;
  /** the last day to pay (yyyy-mm-dd), null when nothing is due */
  dueOn: string | null;
}

/**
 * The one rule of what a stay owes now by transfer (issue 39). The prepayment is the stay's deposit ('Zaliczka')
 * when it has one, else the host's share of the bill's total (`prepayment_percent`, 30 % unless set; rounded half up
 * to the grosz); what was paid counts toward it. While some of it is unpaid the prepayment is due by the deposit's
 * due date, else `due_days` after the booking day (never after the arrival day). Once it is paid the balance is due
 * by the arrival day. A cancelled stay or one paid in full owes nothing.
 */
export function dueNow(
  stay: { status: string; from_date: string; booked_on: string },
  bill: Pick<Bill, 'totalGrosze' | 'paidGrosze' | 'balanceGrosze' | 'deposit'>,
  settings: TransferSettingsRow,
): DueNow {
  if (stay.status === 'canceled' || stay.status === 'no_show' || bill.balanceGrosze <= 0) return { kind: 'none', grosze: 0, dueOn: null };
  const target = bill.deposit.grosze > 0 ? bill.deposit.grosze : Math.round((bill.totalGrosze * settings.prepayment_percent) / 100);
  const left = Math.min(Math.max(0, target - bill.paidGrosze), bill.balanceGrosze);
  if (left > 0) {
    const byTerm = [addDays(stay.booked_on, settings.due_days), stay.from_date].sort()[0];
    return { kind: 'prepayment', grosze: left, dueOn: bill.deposit.grosze > 0 && bill.deposit.due ? bill.deposit.due : byTerm };
  }
  return { kind: 'balance', grosze: bill.balanceGrosze, dueOn: stay.from_date };
}

export interface TransferDetails {
  reference: string;
  kind: DueNow['kind'];
  amount: number;
  amountText: string;
  currency: string;
  dueOn: string | null;
  bankAccount: string;
  recipient: string;
  title: string;
  /** the ZBP 2D code (Polish banking apps): its payload and SVG, null when it cannot carry the transfer */
  zbp: { payload: string; svg: string } | null;
  /** the EPC069-12 SEPA code (payers abroad) */
  epc: { payload: string; svg: string } | null;
}

/** The transfer details of a stay: what, by when, where to, with which title, and the two QR codes. */
export function transferDetailsOf(
  stay: { id: string; full_name: string; currency: string; status: string; from_date: string; booked_on: string },
  bill: Pick<Bill, 'totalGrosze' | 'paidGrosze' | 'balanceGrosze' | 'deposit'>,
  settings: TransferSettingsRow,
  payee: { bank_account: string; seller_nip: string; seller_name: string },
): TransferDetails {
  const due = dueNow(stay, bill, settings);
  const reference = referenceOf(stay.id);
  const title = `Rezerwacja ${reference}, ${stay.full_name}`.trim().replace(/,$/, '');
  const payload = { iban: payee.bank_account, nip: payee.seller_nip, recipient: payee.seller_name, title, grosze: due.grosze, currency: stay.currency };
  const zbp = due.grosze > 0 ? zbpPayload(payload) : null;
  const epc = due.grosze > 0 ? epcPayload(payload) : null;
  return {
    reference,
    kind: due.kind,
    amount: due.grosze / 100,
    amountText: formatGrosze(due.grosze, stay.currency),
    currency: stay.currency,
    dueOn: due.dueOn,
    bankAccount: payee.bank_account,
    recipient: payee.seller_name,
    title,
    zbp: zbp ? { payload: zbp, svg: qrSvg(zbp) } : null,
    epc: epc ? { payload: epc, svg: qrSvg(epc) } : null,
  };
}

const groupedIban = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();

/** The lines an e-mail carries (the guest's language: Polish, else English). */
export function transferMailLines(d: TransferDetails, language: 'pl' | 'en'): string[] {
  if (d.kind === 'none' || !d.bankAccount) return [];
  const pl = language === 'pl';
  const what = d.kind === 'prepayment' ? (pl ? 'Przedpłata' : 'Prepayment') : pl ? 'Do zapłaty' : 'Amount due';
  return [
    pl ? 'Dane do przelewu:' : 'Bank transfer details:',
    `${what}: ${d.amountText}${d.dueOn ? (pl ? ` do ${polishDay(d.dueOn)}` : ` by ${polishDay(d.dueOn)}`) : ''}`,
    `${pl ? 'Odbiorca' : 'Recipient'}: ${d.recipient}`,
    `${pl ? 'Numer konta' : 'Account (IBAN)'}: ${groupedIban(d.bankAccount)}`,
    `${pl ? 'Tytuł przelewu' : 'Transfer title'}: ${d.title}`,
  ];
}
