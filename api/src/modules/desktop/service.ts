import type { DesktopAttributes, DesktopReservationItem, DesktopStat } from '@gospodarz/contracts';
import { todayInPoland } from '@gospodarz/contracts';
import type { Queryable } from '../../db/database';
import { ksefWarnings } from '../ksef';
import type { Scope } from '../../lib/scope';
import { warsawDateTime } from '../../lib/today';
import { formatGrosze } from '../../lib/values';
import { latestUnreadMessages } from '../conversations';
import { openWindows, syncConflictWarnings, troubledFeedAlerts } from '../channel-sync';
import { grosze } from '../folio';
import { apartmentsWithoutRegistration } from '../accommodations';
import { filledCheckIns } from '../guest-page';
import { touristTaxStatement } from '../legal';
import { dayFigures, depositsDue, ordersAtRisk, securityDepositsHeld, unpaid, upcoming, windowFigures, type DeskReservationRow, type WindowRow } from './repository';

/** 'MM/dd/yyyy', the reservations list's date filter, for the figures' links. */
function listDay(day: string, shift = 0): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + shift);
  const iso = d.toISOString().slice(0, 10);
  return `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
}

const may = (scope: Scope, permission: 'reservations' | 'conversations' | 'reports' | 'cooperations' | 'invoices') => scope.owner || scope.permissions.includes(permission);

function toItem(row: DeskReservationRow): DesktopReservationItem {
  return {
    id: row.id,
    fullName: row.full_name,
    apartmentName: row.apartment_name,
    from: row.from_date,
    to: row.to_date,
    guests: row.guests,
    status: row.status,
    paymentStatus: row.payment_status,
    // the bill's figures; the divisions only render exact grosze as JSON numbers
    totalPrice: grosze(row.grand_total) / 100,
    paid: grosze(row.paid) / 100,
    balance: (grosze(row.grand_total) - grosze(row.paid)) / 100,
    deposit: grosze(row.deposit) / 100,
    depositDue: row.deposit_due,
    depositOutstanding: Math.max(0, grosze(row.deposit) - grosze(row.paid)) / 100,
    securityDepositHeld: grosze(row.security_deposit_held) / 100,
    currency: row.currency,
    channel: row.channel ? { name: row.channel, completed: row.channel_completed } : null,
  };
}

/** The side panel: the last 30 days against the 30 before; money only for those who may see it. */
export function toStats(rows: WindowRow[], money: boolean, today: string): DesktopStat[] {
  const of = (window: 'current' | 'previous') => rows.find((r) => r.window === window);
  const figure = (row: WindowRow | undefined, key: DesktopStat['key']): number | null => {
    if (!row) return null;
    const revenue = Number(row.revenue);
    const available = row.apartments * 30;
    switch (key) {
      case 'occupancy':
        return available > 0 ? Number((row.nights_occupied / available).toFixed(4)) : null;
      case 'revenue':
        return money ? Math.round(revenue * 100) / 100 : null;
      case 'adr':
        // the nights' price, without the bill's fees and extras
        return money && row.nights_sold > 0 ? Math.round((Number(row.nights_revenue) / row.nights_sold) * 100) / 100 : null;
      case 'reservations':
        return row.reservations;
      case 'cancellations':
        return row.cancellations;
    }
  };
  const window = `from=${encodeURIComponent(listDay(today, -30))}&to=${encodeURIComponent(listDay(today, -1))}`;
  const links: Record<DesktopStat['key'], string> = {
    occupancy: '/reports/occupancy?period=1',
    revenue: '/reports/reservation-vs-income?period=1',
    adr: '/reports/reservation-vs-price?period=1',
    reservations: `/front-desk/reservations?${window}`,
    cancellations: `/front-desk/reservations?${window}&statuses=canceled`,
  };
  return (['occupancy', 'revenue', 'adr', 'reservations', 'cancellations'] as const).map((key) => ({
    key,
    value: figure(of('current'), key),
    previous: figure(of('previous'), key),
    link: links[key],
  }));
}


/** What needs the host now: troubled or conflicting calendar feeds, and orders of the next 48 hours at risk. */
async function alertsOf(db: Queryable, scope: Scope, today: string): Promise<DesktopAttributes['alerts']> {
  const { accountId, apartmentIds } = scope;
  const inAYear = new Date(`${today}T12:00:00Z`);
  inAYear.setUTCFullYear(inAYear.getUTCFullYear() + 1);
  // the tourist-tax collector settles the last month with the gmina at the start of this one (issue 38)
  const [year, month, dayOfMonth] = today.split('-').map(Number);
  const lastMonth = new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 7);
  const [windows, feeds, conflicts, orders, ksef, touristTax] = await Promise.all([
    may(scope, 'reservations') ? openWindows(db, accountId, apartmentIds) : [],
    may(scope, 'reservations') ? troubledFeedAlerts(db, accountId, apartmentIds) : [],
    may(scope, 'reservations') ? syncConflictWarnings(db, { accountId, apartmentIds, from: today, to: inAYear.toISOString().slice(0, 10) }) : [],
    may(scope, 'cooperations') ? ordersAtRisk(db, accountId, apartmentIds) : [],
    // KSeF is the account's: its warnings are the owner's and account-wide co-hosts' with invoices
    may(scope, 'invoices') && apartmentIds === null ? ksefWarnings(db, accountId) : null,
    may(scope, 'reports') && dayOfMonth <= TOURIST_TAX_REMINDER_DAYS ? touristTaxStatement(db, scope, lastMonth) : null,
  ]);
  // The open windows: dates taken here that a channel still sells until it reads our calendar again. Each is shown
  // while they are few; beyond OPEN_WINDOWS_SHOWN one line counts the rest, so that they never push a clash out.
  const pending = windows.map((w) => ({
    kind: 'channel_pending',
    message: `${w.apartmentName}, ${w.change.from.split('-').reverse().join('.')} – ${w.change.to.split('-').reverse().join('.')}: ${w.message}`,
    link: w.change.kind === 'cancellation' ? '/administration/shipment-analysis' : `/front-desk/calendar?from=${w.change.from}`,
  }));
  const morePending = pending.length - OPEN_WINDOWS_SHOWN;
  // Most urgent first: a clash is a double booking already there; then what fails (feeds, orders, KSeF); then the
  // windows a channel has not seen yet.
  return [
    ...conflicts.map((c) => ({ kind: 'sync_conflict', message: c.message, link: `/front-desk/calendar?from=${c.day}` })),
    ...feeds.map((f) => ({ kind: 'feed', message: f.message, link: '/front-desk/calendar' })),
    ...orders.map((o) => ({
      kind: 'order',
      message:
        o.status === 'rejected'
          ? `Zlecenie odrzucone: ${o.apartment_name}, ${warsawDateTime(new Date(o.service_at))}${o.provider_name ? ` (${o.provider_name})` : ''}`
          : `Zlecenie bez usługodawcy: ${o.apartment_name}, ${warsawDateTime(new Date(o.service_at))}`,
      link: '/services/task-schedule',
    })),
    // KSeF: rejected invoices, and offline ones due by tomorrow
    ...(ksef?.rejected ? [{ kind: 'ksef_rejected', message: `Faktury odrzucone przez KSeF: ${ksef.rejected}. Popraw je i wyślij ponownie.`, link: '/front-desk/invoices?ksefStatus=rejected' }] : []),
    ...(ksef?.offline_due
      ? [{ kind: 'ksef_offline', message: `Faktury offline, które trzeba przesłać do KSeF najpóźniej jutro: ${ksef.offline_due}.`, link: '/front-desk/invoices?ksefStatus=offline' }]
      : []),
    ...(touristTax && touristTax.amountGrosze > 0
      ? [
          {
            kind: 'tourist_tax',
            message: `Opłata miejscowa za ${lastMonth.split('-').reverse().join('.')}: zestawienie inkasenta do rozliczenia z gminą (${formatGroszeAlert(touristTax.amountGrosze)}).`,
            link: `/reports/tourist-tax?month=${lastMonth}`,
          },
        ]
      : []),
    ...pending.slice(0, OPEN_WINDOWS_SHOWN),
    ...(morePending > 0
      ? [{ kind: 'channel_pending', message: `Kolejne zmiany, których serwisy jeszcze nie odczytały: ${morePending}.`, link: '/administration/shipment-analysis' }]
      : []),
  ].slice(0, 10);
}

/** The first days of a month the desktop reminds of the last month's tourist-tax statement. */
const TOURIST_TAX_REMINDER_DAYS = 10;
const formatGroszeAlert = (amount: number) => formatGrosze(amount, 'PLN');

/** How many open windows the desktop lists one by one before it counts the rest in one line. */
const OPEN_WINDOWS_SHOWN = 3;

/** The desktop: what the signed-in user may see of today, the coming stays, the unpaid ones, messages and the month. */
/** The desktop as its route answers it: the deposits due and held always said (null without the reservations' permission). */
export type DesktopAnswer = DesktopAttributes & Required<Pick<DesktopAttributes, 'depositsDue' | 'securityDepositsHeld'>>;

export async function desktopOf(db: Queryable, scope: Scope, now = new Date()): Promise<DesktopAnswer> {
  const today = todayInPoland(now);
  const reservations = may(scope, 'reservations');
  const money = may(scope, 'reports');
  const { accountId, apartmentIds } = scope;
  const [coming, owing, deposits, held, day, windows, messages, alerts, unregistered] = await Promise.all([
    reservations ? upcoming(db, accountId, apartmentIds, today) : null,
    reservations ? unpaid(db, accountId, apartmentIds, today) : null,
    reservations ? depositsDue(db, accountId, apartmentIds, today) : null,
    reservations ? securityDepositsHeld(db, accountId, apartmentIds) : null,
    reservations ? dayFigures(db, accountId, apartmentIds, today) : null,
    reservations ? windowFigures(db, accountId, apartmentIds, today) : null,
    may(scope, 'conversations') ? latestUnreadMessages(db, scope, 10) : null,
    alertsOf(db, scope, today),
    reservations ? apartmentsWithoutRegistration(db, accountId, apartmentIds) : null,
  ]);
  const checkedIn = coming ? await filledCheckIns(db, accountId, coming.map((r) => r.id)) : new Set<string>();
  return {
    today,
    upcoming: coming?.map((row) => ({ ...toItem(row), onlineCheckIn: checkedIn.has(row.id) })) ?? null,
    unpaid: owing?.map(toItem) ?? null,
    depositsDue: deposits?.map(toItem) ?? null,
    securityDepositsHeld: held?.map(toItem) ?? null,
    unreadMessages:
      messages?.map((m) => ({ id: m.id, author: m.author, deliveredAt: m.deliveredAt, content: m.content, link: `/front-desk/messages?reservation=${m.reservationId}` })) ??
      null,
    day: day ? { arrivals: day.arrivals, departures: day.departures, inHouse: day.in_house, guestsInHouse: day.guests_in_house, turnovers: day.turnovers } : null,
    stats: windows ? toStats(windows, money, today) : null,
    money,
    alerts,
    unregisteredApartments: unregistered,
  };
}
