import type { Queryable } from '../../db/database';
import { NotFoundError } from '../../lib/errors';
import { resource } from '../../lib/resource';
import type { Scope } from '../../lib/scope';
import { findReservation } from '../reservations';
import { apartmentNames, listChanges, type ChangeRow } from './repository';

/** Stored columns → the names the API answers with; columns not listed are not shown (ids, internal fields). */
const FIELDS: Record<string, string> = {
  apartment_id: 'apartment',
  client_id: 'clientId',
  from_date: 'from',
  to_date: 'to',
  status: 'status',
  payment_status: 'paymentStatus',
  full_name: 'fullName',
  email: 'email',
  phone_number: 'phoneNumber',
  guest_address: 'guestAddress',
  adults: 'adults',
  children: 'children',
  price_per_night: 'pricePerNight',
  total_price: 'totalPrice',
  currency: 'currency',
  apartment_address: 'apartmentAddress',
  comments: 'comments',
  source: 'source',
  payment_source: 'paymentSource',
  invoice_issued: 'invoiceIssued',
  cleaning_fee: 'cleaningFee',
  tourist_tax: 'touristTax',
  deposit: 'deposit',
  cancellation_fee: 'cancellationFee',
  security_deposit: 'securityDeposit',
  children_ages: 'childrenAges',
};
// events written by the API itself already use the answer's names
const EVENT_FIELDS = new Set(['amount', 'method', 'paidOn', 'amountDue', 'to']);

function renamed(row: ChangeRow, names: Map<string, string>): Record<string, [unknown, unknown]> {
  const out: Record<string, [unknown, unknown]> = {};
  for (const [key, [before, after]] of Object.entries(row.changes ?? {})) {
    if (EVENT_FIELDS.has(key)) out[key] = [before, after];
    else if (key === 'apartment_id') out.apartment = [names.get(String(before)) ?? before, names.get(String(after)) ?? after];
    else if (FIELDS[key]) out[FIELDS[key]] = [before, after];
  }
  return out;
}

/** Who changed what and when on a reservation the caller may see, newest first. */
export async function getHistory(db: Queryable, scope: Scope, reservationId: string) {
  const r = await findReservation(db, scope.accountId, scope.apartmentIds, reservationId);
  if (!r) throw new NotFoundError('Nie znaleziono rezerwacji.');
  const rows = await listChanges(db, scope.accountId, r.id);
  const apartmentIds = rows.flatMap((row) => (row.changes?.apartment_id ?? []).map(String));
  const names = await apartmentNames(db, scope.accountId, [...new Set(apartmentIds)]);
  return rows.map((row) =>
    resource('reservation_change', row.id, {
      action: row.action,
      changedAt: new Date(row.changed_at).toISOString(),
      author: row.author,
      changes: renamed(row, names),
    }),
  );
}
