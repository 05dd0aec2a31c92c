import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CalendarWindowAttributes } from '@gospodarz/shared';
import { renderWithProviders } from '@gospodarz/shared/testing';
import { daysFrom } from '../../price-list';
import { CalendarGrid } from './CalendarGrid';
import { byApartment } from '../model';

const FROM = '2030-03-04';
const DAYS = daysFrom(FROM, 14);
const CONFLICT = 'Konflikt synchronizacji: Booking.com ma zajęte 10.03.2030–13.03.2030, a tu jest blokada';

/** Booking.com sells 10-13 March, closed here by a block: the window's answer carries the warning over the block. */
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
      prices: DAYS.map(() => 350),
      states: DAYS.map((d) => (d >= '2030-03-10' && d < '2030-03-12' ? ('closed' as const) : ('available' as const))),
    },
  ],
  stays: [],
  blocks: [{ id: 'b1', apartmentId: 'a1', from: '2030-03-10', to: '2030-03-12', reason: 'Remont' }],
  warnings: [{ kind: 'syncConflict', apartmentId: 'a1', day: '2030-03-10', reservationId: 'b1', message: CONFLICT }],
  tasks: [],
};

describe('a sync conflict with a block in the calendar', () => {
  it('is drawn in its cell and on the block, read out by a screen reader, and opens the block to resolve it', async () => {
    const onOpenBlock = jest.fn();
    renderWithProviders(
      <CalendarGrid
        days={DAYS}
        apartments={WINDOW.apartments}
        contents={byApartment(WINDOW)}
        onPickRange={jest.fn()}
        onOpenStay={jest.fn()}
        onOpenBlock={onOpenBlock}
        onOpenTask={jest.fn()}
        onMoveStay={jest.fn()}
        dialogOpen={false}
      />,
    );
    // the cell says it: not just 'Zamknięty'
    const cell = screen.getByRole('gridcell', { name: `Apartament Morski, 10.03.2030: Zamknięty, 350,00 zł, ${CONFLICT}` });
    expect(cell).toHaveAttribute('data-conflict');
    const marker = within(cell).getByRole('button', { name: `Ostrzeżenie: ${CONFLICT}. Otwórz, aby rozwiązać` });
    expect(marker).toHaveAttribute('title', `${CONFLICT}. Kliknij, aby rozwiązać.`);
    // only its first day carries the mark
    expect(screen.getAllByTestId('conflict-marker')).toHaveLength(1);
    // the block is marked as warned, and its name holds the warning
    const block = screen.getByTestId('block-bar');
    expect(block).toHaveAttribute('data-warned');
    expect(block).toHaveAccessibleName(`Blokada 10.03.2030 – 12.03.2030: Remont. ${CONFLICT}`);
    await userEvent.click(marker);
    expect(onOpenBlock).toHaveBeenCalledWith(WINDOW.blocks[0]);
  });
});
