import { screen } from '@testing-library/react';
import type { CalendarStay, CalendarWindowAttributes } from '@gospodarz/shared';
import { renderWithProviders } from '@gospodarz/shared/testing';
import { daysFrom } from '../../price-list';
import { CalendarGrid } from './CalendarGrid';
import { byApartment } from '../model';

const FROM = '2030-03-04';
const DAYS = daysFrom(FROM, 14);

const stay = (id: string, fullName: string, from: string, to: string, onlineCheckIn: boolean): CalendarStay => ({
  id,
  apartmentId: 'a1',
  from,
  to,
  status: 'confirmed',
  paymentStatus: 'paid',
  fullName,
  source: '',
  adults: 2,
  children: 0,
  pricePerNight: 300,
  totalPrice: 900,
  currency: 'PLN',
  onlineCheckIn,
});

const WINDOW: CalendarWindowAttributes = {
  from: FROM,
  days: DAYS,
  apartments: [
    { id: 'a1', name: 'Apartament Morski', accommodationId: 'L1', accommodationName: 'Apartamenty Nadmorskie', currency: 'PLN', prices: DAYS.map(() => 300), states: DAYS.map(() => 'available' as const) },
  ],
  stays: [stay('r1', 'Anna Nowak', '2030-03-05', '2030-03-08', true), stay('r2', 'Jan Kot', '2030-03-09', '2030-03-11', false)],
  blocks: [],
  warnings: [],
  tasks: [],
};

describe("a stay's online check-in in the calendar (issue 38)", () => {
  it('marks a filled check-in on the bar, and the bar’s accessible name says it, filled or not', () => {
    renderWithProviders(
      <CalendarGrid
        days={DAYS}
        apartments={WINDOW.apartments}
        contents={byApartment(WINDOW)}
        onPickRange={jest.fn()}
        onOpenStay={jest.fn()}
        onOpenBlock={jest.fn()}
        onOpenTask={jest.fn()}
        onMoveStay={jest.fn()}
        dialogOpen={false}
      />,
    );
    const [filled, missing] = screen.getAllByTestId('stay-bar');
    expect(filled).toHaveAccessibleName(/Anna Nowak, 05\.03\.2030 – 08\.03\.2030, .*, Odprawa online: wypełniona$/);
    expect(filled.querySelector('[data-check-in-mark]')).toHaveAttribute('title', 'Odprawa online: wypełniona');
    expect(missing).toHaveAccessibleName(/Jan Kot, .*, Odprawa online: brak$/);
    expect(missing.querySelector('[data-check-in-mark]')).toBeNull();
  });
});
