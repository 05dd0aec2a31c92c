import { addDays, todayInPoland } from '@gospodarz/contracts';
import type { Database, Queryable } from '../../db/database';
import {
  dropSlot,
  insertSlot,
  livePairs,
  lockPair,
  refreshSlot,
  slotOrders,
  staysOf,
  strayOrders,
  changedApartments,
  forgetChanges,
  type PairFilter,
  type PairRow,
  type Slot,
} from './repository';
import { HORIZON_DAYS, checkOutSlots, scheduleDays } from './schedule';

/**
 * The order generator: plain functions of their input, run by the job runner (orders.plan nightly and after a
 * sharing changes, orders.follow after reservations change) and callable directly by tests. Each (cooperation,
 * apartment) pair is planned in its own transaction under an advisory lock, and the unique key (cooperation,
 * apartment, day) holds even without it, so running twice, or on two instances at once, duplicates nothing.
 * Only planned orders are touched: in progress, completed and rejected ones stay as they are.
 */

/** The slots a pair should have from `today` on. */
async function wantedSlots(db: Queryable, pair: PairRow, today: string): Promise<Slot[]> {
  const from = pair.start_date > today ? pair.start_date : today;
  if (!pair.after_check_out) {
    const recurrence = { everyDay: pair.every_day, dayOfTheWeek: pair.day_of_the_week, numberOfDays: pair.number_of_days, startDate: pair.start_date };
    return scheduleDays(recurrence, from, addDays(today, HORIZON_DAYS)).map((day) => ({
      day,
      time: pair.check_out_time,
      source: 'schedule',
      reservationId: null,
      windowDay: null,
      windowTime: pair.check_in_time,
      sameDayTurnover: false,
    }));
  }
  const stays = await staysOf(db, pair.apartment_id, from);
  const toStay = (s: { id: string; from_date: string; to_date: string }) => ({ id: s.id, from: s.from_date, to: s.to_date });
  // a channel's stay (imported from its calendar) is a stay: its guests leave, and the apartment is cleaned after them
  const checkOuts = stays.filter((s) => s.kind === 'reservation' || s.kind === 'channel').map(toStay);
  return checkOutSlots(checkOuts, stays.map(toStay), from).map((slot) => ({
    day: slot.day,
    time: pair.check_out_time,
    source: 'check_out',
    reservationId: slot.reservationId,
    windowDay: slot.nextCheckIn,
    windowTime: pair.check_in_time,
    sameDayTurnover: slot.sameDayTurnover,
  }));
}

/** Plans one pair inside the caller's transaction: new slots inserted, existing ones refreshed, the rest dropped. */
export async function planPairIn(tx: Queryable, pair: PairRow, today: string): Promise<void> {
  await lockPair(tx, pair.cooperation_id, pair.apartment_id);
  const wanted = await wantedSlots(tx, pair, today);
  const existing = new Map((await slotOrders(tx, pair.cooperation_id, pair.apartment_id, today)).map((o) => [o.service_date, o]));
  for (const slot of wanted) {
    const order = existing.get(slot.day);
    existing.delete(slot.day);
    if (!order) await insertSlot(tx, pair, slot);
    else if (order.status === 'planned' || (order.status === 'canceled' && order.canceled_by_generator)) await refreshSlot(tx, order, slot);
  }
  const note = pair.after_check_out ? 'Rezerwacja zmieniona lub odwołana' : 'Harmonogram zmieniony';
  for (const order of existing.values()) if (order.status === 'planned') await dropSlot(tx, order, note);
}

async function dropStrays(db: Database, cooperationId: string | null, accountId: string | null, today: string): Promise<void> {
  const strays = await strayOrders(db, cooperationId, accountId, today);
  for (const order of strays) await db.transaction((tx) => dropSlot(tx, order, 'Apartament nie jest już udostępniony'));
}

/** Plans the orders of the live cooperations matching `filter` (all of them nightly) up to the horizon. */
export async function planOrders(db: Database, filter: PairFilter = {}, today = todayInPoland()): Promise<void> {
  for (const pair of await livePairs(db, filter)) await db.transaction((tx) => planPairIn(tx, pair, today));
  if (!filter.apartmentIds) await dropStrays(db, filter.cooperationId ?? null, filter.accountId ?? null, today);
}

/**
 * Follows the reservations that changed since the last run (the trigger of migration 700 lists their apartments):
 * the after-check-out orders of those apartments are planned again. Returns how many apartments were followed.
 */
export async function followReservations(db: Database, today = todayInPoland(), batch = 200): Promise<number> {
  let followed = 0;
  for (;;) {
    const changes = await changedApartments(db, batch);
    if (changes.length === 0) return followed;
    await planOrders(db, { apartmentIds: changes.map((c) => c.apartment_id) }, today);
    await forgetChanges(db, changes);
    followed += changes.length;
  }
}
