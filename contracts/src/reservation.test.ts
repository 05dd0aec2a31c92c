import { PAYMENT_STATUSES, PAYMENT_STATUS_LABELS, RESERVATION_STATUSES } from './reservation.ts';

describe('reservation choices', () => {
  it('label every payment status in Polish', () => {
    expect(PAYMENT_STATUSES.map((status) => PAYMENT_STATUS_LABELS[status])).toEqual(['Zapłacona', 'Zapłacona częściowo', 'Niezapłacona']);
  });

  it('know the four statuses of a reservation and no-show', () => {
    expect(RESERVATION_STATUSES).toEqual(['new', 'confirmed', 'canceled', 'recent', 'no_show']);
  });
});
