import { EMPTY_FILTERS, parseListSearch, toApiQuery, toListSearch, withFilters, withSort, type ReservationListState } from './query';

const base: ReservationListState = { filters: EMPTY_FILTERS, apartmentIds: [], page: 3, orderBy: 'from', orderSort: 'desc' };

describe('reservations list query', () => {
  it("writes filters as the API reads them: arrays joined with '|', dates MM/dd/yyyy, empty values skipped", () => {
    const search = toListSearch({
      ...base,
      filters: {
        ...EMPTY_FILTERS,
        from: '2030-01-05',
        to: '2030-02-10',
        statuses: ['confirmed', 'recent'],
        apartmentNames: ['Apartament Morski', 'Loft Żuraw'],
        paymentStatus: ['partialy_paid', 'not_paid'],
        source: '  ',
        nightsCountFrom: 2,
        nightsCountTo: 14,
        pricePerNightFrom: '100',
        pricePerNightTo: '',
        fullName: ' Kowal ',
        guestAddress: '',
      },
    });
    expect(search).toEqual({
      from: '01/05/2030',
      to: '02/10/2030',
      statuses: 'confirmed|recent',
      apartmentNames: 'Apartament Morski|Loft Żuraw',
      paymentStatus: 'partialy_paid|not_paid',
      nightsCountFrom: '2',
      nightsCountTo: '14',
      pricePerNightFrom: '100',
      fullName: 'Kowal',
      orderBy: 'from',
      orderSort: 'desc',
      page: '3',
    });
  });

  it('leaves out the default nights range 1–99 and page 1, and always asks the API for 15 per page', () => {
    const state = { ...base, page: 1, orderBy: undefined, orderSort: undefined };
    expect(toListSearch(state)).toEqual({});
    expect(toApiQuery(state)).toEqual({ perPage: '15', page: '1' });
  });

  it('reads back what it wrote, so a reload or a shared link shows the same list', () => {
    const state: ReservationListState = {
      filters: { ...EMPTY_FILTERS, from: '2030-01-05', statuses: ['no_show'], apartmentNames: ['A|B'.split('|')[0]], nightsCountFrom: 3, nightsCountTo: 99, fullName: 'Jan' },
      clientId: 'c1',
      apartmentIds: [],
      page: 2,
      orderBy: 'totalPrice',
      orderSort: 'asc',
    };
    const again = parseListSearch(new URLSearchParams(toListSearch(state)));
    expect(again).toEqual({
      ...state,
      filters: { ...state.filters, to: undefined, source: undefined, pricePerNightFrom: undefined, pricePerNightTo: undefined, guestAddress: undefined },
    });
  });

  it('keeps the nights stepper within 1..99 whatever the URL says', () => {
    const state = parseListSearch(new URLSearchParams('nightsCountFrom=0&nightsCountTo=500'));
    expect(state.filters.nightsCountFrom).toBe(1);
    expect(state.filters.nightsCountTo).toBe(99);
    expect(parseListSearch(new URLSearchParams('page=-4&from=31/31/2030')).page).toBe(1);
  });

  it('goes back to page 1 when filters or the sort change', () => {
    expect(withFilters(base, { ...EMPTY_FILTERS, fullName: 'x' }).page).toBe(1);
    expect(withSort(base, 'fullName', 'asc')).toMatchObject({ page: 1, orderBy: 'fullName', orderSort: 'asc' });
  });
});
