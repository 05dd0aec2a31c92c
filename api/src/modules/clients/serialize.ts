import type { ClientDto } from '@gospodarz/contracts';
import { resource } from '../../lib/resource';
import { decimalToNumber } from '../../lib/values';
import type { ClientRow } from './repository';

export function toClientDto(row: ClientRow): ClientDto {
  return resource('client', row.id, {
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    phoneNumber: row.phone_number,
    address: row.address,
    reservationsCount: row.reservations_count ?? 0,
    totalSpent: decimalToNumber(row.total_spent ?? '0'),
    totals: (row.totals ?? []).map((t) => ({ currency: t.currency, amount: decimalToNumber(t.amount) })),
    createdAt: new Date(row.created_at).toISOString(),
  });
}
