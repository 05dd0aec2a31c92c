import { screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { api, type CalendarWindowAttributes } from '@gospodarz/shared';
import { renderWithProviders } from '@gospodarz/shared/testing';
import { createSectionStore } from '../../../testing';
import { daysFrom } from '../../price-list';
import { CalendarPage } from './CalendarPage';

jest.setTimeout(30_000);
afterEach(() => jest.restoreAllMocks());

// Mon 04.03.2030 on; Saturday 09.03 carries a rule that raises it by 40,50 zł
const FROM = '2030-03-04';
const DAYS = daysFrom(FROM, 21);
const NOTE = 'Cena bazowa 300,00 zł, reguła „Weekend”: Sobota +40,50 zł';
const WINDOW: CalendarWindowAttributes = {
  from: FROM,
  days: DAYS,
  apartments: [
    {
      id: 'a1',
      name: 'Apartament Morski',
      accommodationId: 'L1',
      accommodationName: 'Apartamenty Nadmorskie',
      currency: 'PLN',
      prices: DAYS.map((day) => (day === '2030-03-09' ? 340.5 : 300)),
      priceNotes: DAYS.map((day) => (day === '2030-03-09' ? NOTE : null)),
      states: DAYS.map(() => 'available' as const),
    },
  ],
  stays: [],
  blocks: [],
  warnings: [],
  tasks: [],
};

describe('the calendar’s prices', () => {
  it('show what the guest pays for a night, with the base and the rule on hover and focus where the rule changes it', async () => {
    jest.spyOn(api, 'get').mockImplementation(async (url: string) =>
      url === '/v1/householder/calendar'
        ? { ok: true, status: 200, data: { id: 'w', type: 'calendar_window', attributes: WINDOW }, headers: {} }
        : { ok: true, status: 200, data: [], headers: {} },
    );
    renderWithProviders(
      <Provider store={createSectionStore()}>
        <CalendarPage />
      </Provider>,
      { route: `/front-desk/calendar?from=${FROM}`, path: '/front-desk/calendar' },
    );
    const saturday = await screen.findByRole('gridcell', { name: `Apartament Morski, 09.03.2030: Dostępny, 340,50 zł (${NOTE})` });
    expect(saturday.querySelector('[data-price]')).toHaveAttribute('title', NOTE);
    expect(saturday).toHaveTextContent('340,50 zł');
    const friday = screen.getByRole('gridcell', { name: 'Apartament Morski, 08.03.2030: Dostępny, 300,00 zł' });
    expect(friday.querySelector('[data-price]')).not.toHaveAttribute('title');
  });
});
