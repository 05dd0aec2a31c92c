import type { FastifyInstance } from 'fastify';
import { ORDER_STATUSES, parseDay } from '@gospodarz/contracts';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { Scope } from '../../lib/scope';
import { kindOf } from '../service-providers';
import { addEvent, changeOrder, countOrders, findOrder, listOrders, orderEvents, type OrderFilter, type OrderRow } from './repository';
import type { OrderQuery } from './schemas';
import { TIME_ZONE } from './schedule';

export const NOT_FOUND = 'Nie znaleziono zlecenia.';
export const HALF_HOURS = 'Wybierz godzinę o pełnej godzinie lub wpół do';
export const INVALID_DATE = 'Podaj datę i godzinę';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const list = (value: string | undefined) => (value ?? '').split('|').map((v) => v.trim()).filter(Boolean);

export function orderFilter(query: OrderQuery): OrderFilter {
  const errors: Record<string, string[]> = {};
  const apartments = list(query.apartments);
  if (apartments.some((id) => !UUID.test(id))) errors.apartments = ['Wybierz apartamenty z listy'];
  const statuses = list(query.statuses);
  if (statuses.some((s) => !(ORDER_STATUSES as string[]).includes(s))) errors.statuses = ['Wybierz status z listy'];
  if (query.serviceProvider && !UUID.test(query.serviceProvider)) errors.serviceProvider = ['Wybierz usługodawcę z listy'];
  const from = query.serviceDateFrom ? parseDay(query.serviceDateFrom) : null;
  const to = query.serviceDateTo ? parseDay(query.serviceDateTo) : null;
  if (from && to && to < from) errors.serviceDateTo = ['Data końcowa nie może być wcześniejsza niż początkowa'];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return {
    from,
    to,
    apartmentIds: apartments.length ? apartments : null,
    statuses: statuses.length ? statuses : null,
    providerId: query.serviceProvider || null,
    kind: kindOf(query.servicePerformed),
  };
}

export async function listPage(app: FastifyInstance, scope: Scope, query: OrderQuery) {
  const filter = orderFilter(query);
  const page = query.page ?? 1;
  const perPage = query.perPage ?? 15;
  const [rows, count] = await Promise.all([
    listOrders(app.db, scope.accountId, scope.apartmentIds, filter, { limit: perPage, offset: (page - 1) * perPage }),
    countOrders(app.db, scope.accountId, scope.apartmentIds, filter),
  ]);
  return { rows, count, page, perPage };
}

export async function getOrder(app: FastifyInstance, scope: Scope, id: string): Promise<OrderRow> {
  const row = await findOrder(app.db, scope.accountId, scope.apartmentIds, id);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return row;
}

export function history(app: FastifyInstance, scope: Scope, id: string) {
  return orderEvents(app.db, scope.accountId, id);
}

/** The offset of Warsaw from UTC at a moment, in minutes (60 in winter, 120 in summer). */
function warsawOffsetMinutes(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return (Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute')) - at.getTime()) / 60_000;
}

/**
 * A service time as sent: an ISO instant (with Z or an offset), or 'yyyy-MM-dd HH:mm' read as Warsaw time. On the
 * half hour, as the dialog offers; null when it is not a time.
 */
export function parseServiceTime(value: string): Date | 'not-half-hour' | null {
  const text = value.trim();
  const local = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::00(?:\.0+)?)?$/.exec(text);
  let at: Date;
  if (local) {
    if (!parseDay(local[1]) || Number(local[2]) > 23 || Number(local[3]) > 59) return null;
    const guess = new Date(`${local[1]}T${local[2]}:${local[3]}:00Z`);
    at = new Date(guess.getTime() - warsawOffsetMinutes(guess) * 60_000);
    // near a change of clocks the offset of the guess may differ from that of the result
    at = new Date(guess.getTime() - warsawOffsetMinutes(at) * 60_000);
  } else {
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(text)) return null;
    at = new Date(text);
  }
  if (Number.isNaN(at.getTime()) || at.getUTCFullYear() < 2000 || at.getUTCFullYear() > 2100) return null;
  if (at.getUTCSeconds() !== 0 || at.getUTCMilliseconds() !== 0 || at.getUTCMinutes() % 30 !== 0) return 'not-half-hour';
  return at;
}

export interface OrderChangeInput {
  status?: string;
  serviceDate?: string;
  rejectionReason?: string;
}

/** Changes an order's status (any to any, as the spec allows) and/or its time; each change goes to the history. */
export async function updateOrder(app: FastifyInstance, scope: Scope, id: string, input: OrderChangeInput): Promise<OrderRow> {
  const current = await getOrder(app, scope, id);
  let serviceAt: string | undefined;
  if (input.serviceDate !== undefined) {
    const parsed = parseServiceTime(input.serviceDate);
    if (parsed === 'not-half-hour') throw new ValidationError({ serviceDate: [HALF_HOURS] });
    if (!parsed) throw new ValidationError({ serviceDate: [INVALID_DATE] });
    serviceAt = parsed.toISOString();
  }
  if (input.status === undefined && serviceAt === undefined) throw new ValidationError({ status: ['Wybierz status lub datę usługi'] });
  await app.db.transaction(async (tx) => {
    await changeOrder(tx, scope.accountId, id, { status: input.status, serviceAt, reason: input.rejectionReason?.trim() });
    const note = serviceAt ? 'Zmiana terminu' : 'Zmiana statusu';
    await addEvent(tx, scope.accountId, id, { status: input.status ?? current.status, actor: 'user', userId: scope.userId, note });
  });
  return getOrder(app, scope, id);
}

/** Takes an order off the schedule (the calendar's delete): canceled by a person, so the generator leaves it. */
export async function removeOrder(app: FastifyInstance, scope: Scope, id: string): Promise<void> {
  await getOrder(app, scope, id);
  await app.db.transaction(async (tx) => {
    await changeOrder(tx, scope.accountId, id, { status: 'canceled' });
    await addEvent(tx, scope.accountId, id, { status: 'canceled', actor: 'user', userId: scope.userId, note: 'Usunięte z harmonogramu' });
  });
}
