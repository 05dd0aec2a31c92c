import { todayInPoland } from '@gospodarz/contracts';
import type { Queryable } from '../db/database';
import { importParsed, parseStatement, transferDetailsForRow } from '../modules/bank-transfers';
import { findReservation } from '../modules/reservations';
import type { Scope } from '../lib/scope';

const mtDay = (day: string) => day.slice(2).replace(/-/g, '');
const mtAmount = (grosze: number) => `${Math.floor(grosze / 100)},${String(grosze % 100).padStart(2, '0')}`;

/**
 * Payment by transfer in the demo (issue 39), after every other seed: the host's prepayment settings (30 %, 3 days,
 * unpaid stays not cancelled), and yesterday's MT940 statement of the host's bank imported through the import's own
 * code: one guest paid their prepayment with the stay's reference in the title (recorded on the bill), another sent
 * an amount that is neither their prepayment nor their balance (waiting in Faktury › 'Wyciągi bankowe' for a click).
 * A third unpaid stay shows its transfer details with the QR codes on its page.
 */
export async function seedDemoBankTransfers(db: Queryable, accountId: string): Promise<void> {
  const today = todayInPoland();
  const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  await db.query(`insert into transfer_settings (account_id) values ($1) on conflict do nothing`, [accountId]);
  const [owner] = await db.query<{ id: string }>(`select id from users where account_id = $1 and owner`, [accountId]);
  const scope: Scope = { accountId, userId: owner.id, sessionId: '', owner: true, permissions: [], apartmentIds: null };
  // unpaid stays in złoty arriving later than in three days, the soonest first
  const stays = await db.query<{ id: string }>(
    `select r.id from reservations r where r.account_id = $1 and r.kind = 'reservation' and r.status not in ('canceled', 'no_show')
        and r.currency = 'PLN' and r.paid = 0 and r.grand_total > 0 and r.from_date > $2::date + 3 and r.full_name <> ''
      order by r.from_date, r.id limit 2`,
    [accountId, today],
  );
  if (stays.length < 2) return;
  const paid = (await findReservation(db, accountId, null, stays[0].id))!;
  const review = (await findReservation(db, accountId, null, stays[1].id))!;
  const details = await transferDetailsForRow(db, paid);
  const odd = 12345; // 123,45 zł: neither a prepayment nor a balance of the demo's stays
  const lines = [
    ':20:MT940',
    ':25:/PL61109010140000071219812874',
    ':28C:00112',
    `:60F:C${mtDay(yesterday)}PLN8420,15`,
    `:61:${mtDay(yesterday)}${mtDay(yesterday).slice(2)}C${mtAmount(Math.round(details.amount * 100))}S940NONREF//${mtDay(yesterday)}00000811`,
    `:86:940~00PRZELEW PRZYCHODZĄCY~20${details.title.slice(0, 35)}~27${paid.full_name.toUpperCase()}`,
    `:61:${mtDay(yesterday)}${mtDay(yesterday).slice(2)}C${mtAmount(odd)}S940NONREF//${mtDay(yesterday)}00000812`,
    `:86:940~00PRZELEW PRZYCHODZĄCY~20Zaliczka za pobyt~27${review.full_name.toUpperCase()}`,
    `:62F:C${mtDay(yesterday)}PLN${mtAmount(842015 + Math.round(details.amount * 100) + odd)}`,
    '-',
  ];
  await importParsed(db, scope, parseStatement(Buffer.from(lines.join('\r\n'))), `wyciag-${yesterday}.sta`);
}
