import { parseClientSearch, toClientApiQuery, toClientSearch } from './query';

describe('clients list query', () => {
  it("joins address tags with '|', skips empty values and implies page 1", () => {
    const state = { filters: { addresses: ['Warszawa', 'Kraków'], fullName: ' ', email: 'jan@', phoneNumber: '501-234-567' }, page: 1, orderSort: 'asc' as const };
    expect(toClientSearch(state)).toEqual({ addresses: 'Warszawa|Kraków', email: 'jan@', phoneNumber: '501-234-567' });
    expect(toClientApiQuery(state)).toEqual({
      addresses: 'Warszawa|Kraków',
      email: 'jan@',
      phoneNumber: '501-234-567',
      orderBy: 'fullName',
      orderSort: 'asc',
      perPage: '15',
      page: '1',
    });
  });

  it('reads the URL back, keeping at most 5 address tags', () => {
    const state = parseClientSearch(new URLSearchParams('addresses=a|b|c|d|e|f&page=3&orderSort=desc'));
    expect(state).toEqual({ filters: { addresses: ['a', 'b', 'c', 'd', 'e'], fullName: undefined, email: undefined, phoneNumber: undefined }, page: 3, orderSort: 'desc' });
  });
});
