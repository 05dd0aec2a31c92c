import type { CooperationOrderDto } from '@gospodarz/contracts';
import { resource } from '../../lib/resource';
import type { EventRow, OrderRow } from './repository';

const iso = (value: Date | string) => new Date(value).toISOString();

export function toOrderDto(row: OrderRow): CooperationOrderDto {
  const street = [row.street, [row.house_number, row.flat_number].filter(Boolean).join('/')].filter(Boolean).join(' ');
  return resource('cooperation_order', row.id, {
    status: row.status,
    serviceDate: iso(row.service_at),
    windowUntil: row.window_until ? iso(row.window_until) : null,
    movedByHand: row.moved_by_hand,
    outOfWindow: row.out_of_window,
    sameDayTurnover: row.same_day_turnover,
    source: row.source,
    priceName: row.price_name,
    priceAmount: row.price_amount,
    priceCurrency: row.price_currency,
    rejectionReason: row.rejection_reason,
    apartment: { id: row.apartment_id, name: row.apartment_name },
    accommodation: { name: row.accommodation_name, street, city: row.city },
    cooperation: { id: row.cooperation_id, servicePerformed: row.service_performed },
    serviceProvider: { id: row.provider_id, name: row.provider_name },
  });
}

export function toEventDto(e: EventRow) {
  return { status: e.status, serviceDate: iso(e.service_at), actor: e.actor, userName: e.user_name, note: e.note, createdAt: iso(e.created_at) };
}
