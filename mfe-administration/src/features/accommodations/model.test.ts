import { defaultAccommodation, defaultApartment, feeTexts, fromDto, toPayload, withApartmentCount } from './model';
import type { AccommodationDto } from '@gospodarz/shared';

describe('the accommodation form', () => {
  it('starts with 1 apartment for 2 guests, check-in 15:00-22:00 and check-out by 11:00, one rate row for 2 guests with the price to type', () => {
    const form = defaultAccommodation();
    expect(form).toMatchObject({ apartmentsNumberDeclaration: 1, status: 'active', kind: 'apartment', checkInFrom: '15:00', checkInTo: '22:00', checkOutTo: '11:00', smokingAllowed: false });
    expect(form.apartmentsAttributes[0]).toMatchObject({ guestNumber: 2, bedroomCount: 1, singleBedCount: 0, doubleBedCount: 1 });
    expect(form.apartmentsAttributes[0].pricesAttributes).toEqual([
      { guestCount: 2, basePrice: '', minimalPrice: 1, maximumPrice: 2000, currency: 'PLN', smartPriceAdjustment: false },
    ]);
  });

  it('follows the declared apartment count, keeping the apartments already filled in', () => {
    const form = defaultAccommodation();
    form.apartmentsAttributes[0].name = 'Pierwszy';
    const three = withApartmentCount(form, 3);
    expect(three.apartmentsAttributes.map((a) => a.name)).toEqual(['Pierwszy', '', '']);
    expect(withApartmentCount(three, 1).apartmentsAttributes.map((a) => a.name)).toEqual(['Pierwszy']);
  });

  it('sends prices only of ticked extras, keeps a stored lock password unless a new one is typed, and lists new photos', () => {
    const form = defaultAccommodation();
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    form.apartmentsAttributes[0] = {
      ...defaultApartment(),
      id: 'a1',
      breakfast: false,
      breakfastPrice: 30,
      privateParking: true,
      privateParkingPrice: '',
      images: [{ id: 'i2', url: '/api/v1/images/i2' }, { id: 'i1', url: '/api/v1/images/i1' }],
      newImages: [file],
      locks: { ...defaultApartment().locks, smartLock: true, password: '', passwordSet: true },
    };
    const { body, files } = toPayload(form, 'draft');
    const apartment = body.apartmentsAttributes[0];
    expect(body.status).toBe('draft');
    expect(apartment).toMatchObject({ id: 'a1', breakfastPrice: null, privateParking: true, privateParkingPrice: null, imageIds: ['i2', 'i1'] });
    expect(apartment.locks).not.toHaveProperty('password');
    expect(apartment.locks).not.toHaveProperty('passwordSet');
    expect(files.get(0)).toEqual([file]);
  });

  it('sends the fees left empty as none, and says them in words', () => {
    const none = toPayload(defaultAccommodation(), 'active').body;
    expect(none).toMatchObject({ cleaningFee: null, touristTax: null, touristTaxExemptAge: null });
    const fees = { ...defaultAccommodation(), cleaningFee: 80, touristTax: 2.5, touristTaxExemptAge: 6 as const };
    expect(toPayload(fees, 'active').body).toMatchObject({ cleaningFee: 80, touristTax: 2.5, touristTaxExemptAge: 6 });
    expect(feeTexts(fees)).toEqual({ cleaning: '80,00 zł za pobyt', touristTax: '2,50 zł za osobę za dobę (dzieci do 6 lat zwolnione)' });
    expect(feeTexts(defaultAccommodation())).toEqual({ cleaning: 'brak', touristTax: 'brak' });
  });

  it('reads a stored listing back into the form with HH:mm times', () => {
    const dto = {
      id: 'l1',
      type: 'accommodation',
      attributes: {
        ...defaultAccommodation(),
        checkInFrom: '15:00:00',
        checkInTo: '22:00:00',
        checkOutFrom: '12:00:00',
        checkOutTo: '11:00:00',
        curfewFrom: '12:00:00',
        curfewTo: '12:00:00',
        createdAt: '',
        updatedAt: '',
        apartmentsAttributes: [],
      },
    } as unknown as AccommodationDto;
    const form = fromDto(dto);
    expect(form).toMatchObject({ id: 'l1', checkInFrom: '15:00', checkOutTo: '11:00', apartmentsNumberDeclaration: 1 });
    expect(form.apartmentsAttributes).toHaveLength(1);
  });
});
