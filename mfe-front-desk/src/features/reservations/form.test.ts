import type { ReservationDto } from '@gospodarz/shared';
import { amountText, fromDto, newReservationDefaults, toPayload, totalOf, validateReservation } from './form';

describe('reservation form', () => {
  it('starts today → tomorrow with 1 adult, 1 child and status confirmed', () => {
    const v = newReservationDefaults(new Date(2030, 11, 31));
    expect(v).toMatchObject({ from: '2030-12-31', to: '2031-01-01', adults: 1, children: 1, status: 'confirmed', currency: 'PLN' });
  });

  it('refuses an end date before (or on) the start date', () => {
    const v = { ...newReservationDefaults(new Date(2030, 0, 10)), apartmentId: 'a' };
    expect(validateReservation({ ...v, to: '2030-01-09' }).to).toBe('Data wyjazdu nie może być wcześniejsza niż data przyjazdu');
    expect(validateReservation({ ...v, to: '2030-01-10' }).to).toBe('Data wyjazdu musi być późniejsza niż data przyjazdu');
    expect(validateReservation(v)).toEqual({});
  });

  it('computes the shown total in grosze and sends the price with a dot', () => {
    const v = { ...newReservationDefaults(new Date(2030, 0, 10)), to: '2030-01-13', pricePerNight: '199,99' };
    expect(totalOf(v)).toBe(599.97);
    expect(toPayload(v).pricePerNight).toBe('199.99');
  });

  it('shows a price for editing with the decimal comma, and reads it back', () => {
    expect(amountText(310.95)).toBe('310,95');
    expect(amountText(250.5)).toBe('250,50');
    expect(amountText(350)).toBe('350');
    const v = { ...newReservationDefaults(new Date(2030, 0, 10)), to: '2030-01-18', pricePerNight: amountText(310.95) };
    expect(totalOf(v)).toBe(2487.6);
  });
});

describe('the edit form of a saved stay', () => {
  const dto = {
    id: 'r1',
    type: 'reservation',
    attributes: {
      from: '2030-07-01', to: '2030-07-04', nights: 3, fullName: 'Jan Kowalski', email: '', phoneNumber: '', guestAddress: '', adults: 2, children: 2,
      status: 'confirmed', paymentStatus: 'unpaid', pricePerNight: 210, totalPrice: 630, currency: 'PLN', apartment: { id: 'a1', name: 'A' },
      apartmentAddress: '', apartmentId: 'a1', comments: '', source: '', paymentSource: '', invoiceIssued: false, createdAt: '2030-01-10T10:00:00.000Z',
      clientId: null, childrenAges: '4|12',
    },
  } as ReservationDto;

  it("keeps the children's ages typed at booking, and sends the host's price choice", () => {
    const values = fromDto(dto);
    expect(values.childrenAges).toBe('4, 12');
    expect(toPayload(values)).toMatchObject({ childrenAges: '4|12' });
    expect(toPayload(values)).not.toHaveProperty('priceChoice');
    expect(toPayload({ ...values, priceChoice: 'keep' })).toMatchObject({ priceChoice: 'keep' });
  });
});
