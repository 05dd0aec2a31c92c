import type { FastifyInstance } from 'fastify';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { hashToken } from '../../lib/tokens';
import { warsawDateTime } from '../../lib/today';
import { addEvent } from '../orders';
import { notify } from '../notifications';
import { acceptByProvider, cooperationByToken, pageOrders, setOrderStatus, type PageCooperation, type PageOrderRow } from './repository';

export const LINK_INVALID = 'Ten link jest nieprawidłowy, wygasł albo został wyłączony przez gospodarza.';
export const GIVE_REASON = 'Podaj powód odrzucenia';

const iso = (value: Date | string) => new Date(value).toISOString();

async function cooperationOf(app: FastifyInstance, token: string): Promise<PageCooperation> {
  const cooperation = await cooperationByToken(app.db, hashToken(token));
  if (!cooperation) throw new NotFoundError(LINK_INVALID);
  return cooperation;
}

function toPageOrder(row: PageOrderRow) {
  const street = [row.street, [row.house_number, row.flat_number].filter(Boolean).join('/')].filter(Boolean).join(' ');
  const zip = row.zip_code ? `${row.zip_code} ` : '';
  return {
    id: row.id,
    status: row.status,
    serviceDate: iso(row.service_at),
    windowUntil: row.window_until ? iso(row.window_until) : null,
    sameDayTurnover: row.same_day_turnover,
    apartment: row.apartment_name || row.accommodation_name,
    address: [street, `${zip}${row.city}`.trim()].filter(Boolean).join(', '),
    price: row.price_name ? { name: row.price_name, amount: row.price_amount ?? '0', currency: row.price_currency ?? 'PLN' } : null,
    nextArrival: row.next_arrival_at ? { at: iso(row.next_arrival_at), guests: row.next_guests ?? 0 } : null,
  };
}

/** What the provider sees: who they work for, and their orders with addresses and times, no guest's name or contact. */
export async function page(app: FastifyInstance, token: string) {
  const c = await cooperationOf(app, token);
  const orders = await pageOrders(app.db, c.id);
  return {
    id: c.id,
    type: 'provider_page' as const,
    attributes: { providerName: c.provider_name, hostName: c.account_name, servicePerformed: c.service_performed, status: c.status, orders: orders.map(toPageOrder) },
  };
}

/** The provider accepts the cooperation. */
export async function accept(app: FastifyInstance, token: string) {
  const c = await cooperationOf(app, token);
  await acceptByProvider(app.db, c.id);
  return page(app, token);
}

const NOTE = { in_progress: 'Rozpoczęte przez usługodawcę', completed: 'Zakończone przez usługodawcę', rejected: 'Odrzucone przez usługodawcę' } as const;

/** 'Zakończ' before the order's window opens (the guests' check-out): the 409's message. */
export const tooEarlyToComplete = (serviceAt: Date) => `Usługę można zakończyć od ${warsawDateTime(serviceAt)}, po wymeldowaniu gości.`;

/**
 * 'Rozpocznij', 'Zakończ', 'Odrzuć' (with a reason): recorded in the history; a rejection notifies the host. An order
 * cannot be completed before its window opens (409); starting early is allowed, the page warns first.
 */
export async function act(app: FastifyInstance, token: string, orderId: string, status: keyof typeof NOTE, reason?: string) {
  const c = await cooperationOf(app, token);
  const why = (reason ?? '').trim();
  if (status === 'rejected' && !why) throw new ValidationError({ reason: [GIVE_REASON] });
  await app.db.transaction(async (tx) => {
    const order = await setOrderStatus(tx, c.id, orderId, status, why);
    if (!order) throw new NotFoundError('Nie znaleziono zlecenia.');
    if (status === 'completed' && new Date(order.service_at).getTime() > Date.now()) throw new ConflictError(tooEarlyToComplete(new Date(order.service_at)));
    await addEvent(tx, order.account_id, orderId, { status, actor: 'provider', userId: null, note: status === 'rejected' ? `${NOTE[status]}: ${why}` : NOTE[status] });
    if (status === 'rejected') {
      const day = warsawDateTime(new Date(order.service_at));
      await notify(tx, { accountId: order.account_id, userId: null }, {
        kind: 'order_rejected',
        title: `${c.provider_name} odrzuca zlecenie`,
        body: `${order.apartment_name}, ${day}. Powód: ${why}`,
        link: '/services/task-schedule',
        apartmentId: order.apartment_id,
      });
    }
  });
  return page(app, token);
}
