import type { UserDto } from '@gospodarz/contracts';
import { resource } from '../../lib/resource';
import type { UserRow } from './repository';

export function toUserDto(row: UserRow): UserDto {
  return resource('user', row.id, {
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phoneNumber: row.phone_number,
    role: 'householder' as const,
    owner: row.owner,
    permissions: row.permissions ?? [],
    accountId: row.account_id,
  });
}
