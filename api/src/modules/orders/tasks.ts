import { SERVICE_KIND_LABELS, type CalendarTask, type ServiceKind } from '@gospodarz/contracts';
import type { Queryable } from '../../db/database';
import type { ApartmentScope } from '../../lib/scope';
import { orderTaskRows } from './repository';

/**
 * The calendar's task markers: the orders of a window (by their Warsaw day), all but canceled ones, in the
 * apartments the window shows. Read by the calendar's window request (calendar/repository.ts TASK_READERS).
 */
export async function orderTasks(db: Queryable, range: { accountId: string; apartmentIds: ApartmentScope; from: string; to: string }): Promise<CalendarTask[]> {
  const rows = await orderTaskRows(db, range);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    apartmentId: r.apartment_id,
    day: r.day,
    label: `${SERVICE_KIND_LABELS[r.kind as ServiceKind] ?? r.kind} ${r.time} · ${r.provider}`,
    status: r.status,
  }));
}
