import type { UserDto } from '@gospodarz/shared';

export const testUser: UserDto = {
  id: 'u1',
  type: 'user',
  attributes: {
    email: 'anna@example.pl',
    firstName: 'Anna',
    lastName: 'Gospodarska',
    phoneNumber: '600100200',
    role: 'householder',
    owner: true,
    permissions: [],
    accountId: 'a1',
  },
};
