import type { CoHostDto } from '@gospodarz/contracts';
import { resource } from '../../lib/resource';
import type { CoHostRow } from './repository';

export function toCoHostDto(row: CoHostRow): CoHostDto {
  return resource('householder', row.id, {
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phoneNumber: row.phone_number,
    apartments: row.apartments,
    permissions: row.permissions ?? [],
    role: 'householder' as const,
    owner: row.owner,
    invitationPending: row.invitation_pending,
  });
}
