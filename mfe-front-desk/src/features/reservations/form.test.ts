import { amountText, newReservationDefaults, toPayload, totalOf, validateReservation } from './form';

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
