import { grosze } from '../folio';
import { dueNow } from './details';
import type { CandidateStay, TransferSettingsRow } from './repository';

/**
 * How an incoming transfer finds its stay (issue 39):
 * 1. by reference: the title names a stay's reference (the 8 characters of 'Rezerwacja 1A2B3C4D'); one stay of the
 *    transfer's currency and the amount not above what it still owes: recorded ('reference'); more than it owes:
 *    offered for a click;
 * 2. else by amount and name: the amount is what a stay owes now (its prepayment left or its balance) and the payer's
 *    name holds every word of the guest's name (letters without diacritics, any order): one such stay is recorded
 *    ('amount_name'); several, or a stay whose name fits with an amount it does not owe in full, or one stay owing
 *    exactly that amount under another name, are offered for a click;
 * 3. else nothing: the transfer stays 'unmatched' (the host may still pick the stay).
 */
export type Decision =
  | { status: 'matched'; rule: 'reference' | 'amount_name'; reservationId: string }
  | { status: 'review'; suggestedId: string; reason: string }
  | { status: 'unmatched' };

export function referencesIn(title: string): string[] {
  const upper = title.toUpperCase();
  const found = upper.match(/(?<![0-9A-F])[0-9A-F]{8}(?![0-9A-F])/g) ?? [];
  // a bank may break the title into lines inside the reference: 'Rezerwacja 7C3F 9A21'
  const after = /REZERWACJA\s*((?:[0-9A-F]\s*){8})/.exec(upper);
  return [...new Set([...found, ...(after ? [after[1].replace(/\s/g, '')] : [])])];
}

const words = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2);

export function nameFits(guest: string, payer: string): boolean {
  const g = words(guest);
  if (g.length === 0) return false;
  const p = new Set(words(payer));
  return g.every((w) => p.has(w));
}

const balanceOf = (s: CandidateStay) => grosze(s.grand_total) - grosze(s.paid);

/** What a candidate owes now by the one rule of details.ts (its prepayment left, or the balance). */
function owedNow(s: CandidateStay, settings: TransferSettingsRow): number[] {
  const total = grosze(s.grand_total);
  const paid = grosze(s.paid);
  const bill = { totalGrosze: total, paidGrosze: paid, balanceGrosze: total - paid, deposit: { grosze: grosze(s.deposit), due: null, outstandingGrosze: 0 } };
  const due = dueNow({ status: 'confirmed', from_date: '9999-12-31', booked_on: '9999-12-31' }, bill, settings);
  return [...new Set([due.grosze, total - paid])];
}

export function decide(
  transfer: { grosze: number; currency: string; counterparty: string },
  byReference: CandidateStay[],
  owing: CandidateStay[],
  settings: TransferSettingsRow,
): Decision {
  const referenced = byReference.filter((s) => s.currency === transfer.currency);
  if (referenced.length === 1) {
    const stay = referenced[0];
    if (transfer.grosze <= balanceOf(stay)) return { status: 'matched', rule: 'reference', reservationId: stay.id };
    return { status: 'review', suggestedId: stay.id, reason: 'overpaid' };
  }
  const amountFits = owing.filter((s) => owedNow(s, settings).includes(transfer.grosze));
  const both = amountFits.filter((s) => nameFits(s.full_name, transfer.counterparty));
  if (both.length === 1) return { status: 'matched', rule: 'amount_name', reservationId: both[0].id };
  if (both.length > 1) return { status: 'review', suggestedId: both[0].id, reason: 'several' };
  const named = owing.filter((s) => nameFits(s.full_name, transfer.counterparty) && transfer.grosze <= balanceOf(s));
  if (named.length >= 1) return { status: 'review', suggestedId: named[0].id, reason: 'name' };
  if (amountFits.length === 1) return { status: 'review', suggestedId: amountFits[0].id, reason: 'amount' };
  return { status: 'unmatched' };
}
