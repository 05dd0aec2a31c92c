import { allowed, type Permission, type UserDto } from '@gospodarz/shared';
import { withNeeds } from './access';
import { TABS } from './tabs';

const coHost = (permissions: Permission[]) =>
  ({
    id: 'u2',
    type: 'user',
    attributes: { email: 'recepcja@example.pl', firstName: 'Ewa', lastName: 'Recepcyjna', phoneNumber: '', role: 'householder', owner: false, permissions, accountId: 'a1' },
  }) as UserDto;

const tabsOf = (permissions: Permission[]) => allowed(coHost(permissions), withNeeds(TABS)).map((tab) => tab.label);

describe("the front desk's tabs for a co-host", () => {
  it("show 'Cennik' with the prices permission, not with 'Rezerwacja' alone", () => {
    expect(tabsOf(['reservations'])).toEqual(['Pulpit', 'Kalendarz', 'Rezerwacje', 'Raport kasowy']);
    expect(tabsOf(['prices'])).toEqual(['Pulpit', 'Cennik']);
    expect(tabsOf(['reservations', 'prices'])).toEqual(['Pulpit', 'Kalendarz', 'Cennik', 'Rezerwacje', 'Raport kasowy']);
  });
});
