import { SERVICE_KIND_LABELS, type CalendarTask, type ServiceKind } from '@gospodarz/contracts';
import type { Queryable } from '../../db/database';
import { withinApartments, type ApartmentScope } from '../../lib/scope';
import { TIME_ZONE } from './schedule';

/**
 * The calendar's task markers: the orders of a window (by their Warsaw day), all but canceled ones, in the
 * apartments the window shows. Read by the calendar's window request (calendar/repository.ts TASK_READERS).
 */
export async function orderTasks(db: Queryable, range: { accountId: string; apartmentIds: ApartmentScope; from: string; to: string }): Promise<CalendarTask[]> {
  const rows = await db.query<{ id: string; kind: string; apartment_id: string; day: string; provider: string; status: string; time: string }>(
    `select o.id, c.service_performed as kind, o.apartment_id, (o.service_at at time zone '${TIME_ZONE}')::date::text as day,
            to_char(o.service_at at time zone '${TIME_ZONE}', 'HH24:MI') as time, p.name as provider, o.status
       from cooperation_orders o join cooperations c on c.id = o.cooperation_id join service_providers p on p.id = c.service_provider_id
      where o.account_id = $1 and o.status <> 'canceled' and ${withinApartments('o.apartment_id', '$4')}
        and o.service_at >= ($2::date)::timestamp at time zone '${TIME_ZONE}' and o.service_at < ($3::date)::timestamp at time zone '${TIME_ZONE}'
      order by o.service_at`,
    [range.accountId, range.from, range.to, range.apartmentIds],
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    apartmentId: r.apartment_id,
    day: r.day,
    label: `${SERVICE_KIND_LABELS[r.kind as ServiceKind] ?? r.kind} ${r.time} · ${r.provider}`,
    status: r.status,
  }));
}
