// Apart from NewReservationDialog.test.tsx: the availability check under the dates, with quotes of its own.
import { screen, waitFor } from '@testing-library/react';
import { quoteOfEightNights, mockedApi, renderDialog, setUpNewReservationTests, typeDate } from '../../../testing/newReservation';

jest.mock('../api', () => ({ reservationsApi: { apartments: jest.fn(), quote: jest.fn(), create: jest.fn(), searchClients: jest.fn() } }));

setUpNewReservationTests();

describe('NewReservationDialog: availability', () => {
  it('says right under the dates that the nights are taken, with no price, and clears it when the dates change', async () => {
    mockedApi.quote.mockImplementation(async (q: { from: string }) =>
      q.from === '2030-07-01'
        ? { ok: false, status: 409, body: { message: 'Apartament jest już zajęty w tym terminie.', errors: { from: ['Apartament jest już zajęty w tym terminie.'] } } }
        : quoteOfEightNights()(q as never),
    );
    const { user } = await renderDialog();
    await user.selectOptions(screen.getByLabelText(/Apartament/), 'a1');
    await typeDate(user, /Data przyjazdu/, '01.07.2030');
    await typeDate(user, /Data wyjazdu/, '09.07.2030');
    await waitFor(() => expect(screen.getByTestId('availability')).toHaveTextContent('Apartament jest już zajęty w tym terminie.'));
    // no price for a stay that cannot be booked
    expect(screen.queryByText(/Cena z cennika/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('price-breakdown')).not.toBeInTheDocument();
    await typeDate(user, /Data przyjazdu/, '02.07.2030');
    await waitFor(() => expect(screen.getByTestId('availability')).toHaveTextContent('Termin wolny'));
    expect(screen.queryByText('Apartament jest już zajęty w tym terminie.')).not.toBeInTheDocument();
  });

  it("says a stay below the rule set's minimum right under the dates at once, not only under the price", async () => {
    const message = 'Minimalny pobyt w tym terminie to 3 noce.';
    mockedApi.quote.mockImplementation(async (q: { from: string; to: string }) =>
      q.to === '2030-07-02' ? { ok: false, status: 422, body: { message, errors: { to: [message] } } } : quoteOfEightNights()(q as never),
    );
    const { user } = await renderDialog();
    await user.selectOptions(screen.getByLabelText(/Apartament/), 'a1');
    await typeDate(user, /Data przyjazdu/, '01.07.2030');
    await typeDate(user, /Data wyjazdu/, '02.07.2030');
    await waitFor(() => expect(screen.getByTestId('stay-refused')).toHaveTextContent(message));
    // said once, beside the dates (the price's note does not repeat it)
    expect(screen.getAllByText(message)).toHaveLength(1);
    await typeDate(user, /Data wyjazdu/, '09.07.2030');
    await waitFor(() => expect(screen.getByTestId('availability')).toHaveTextContent('Termin wolny'));
    expect(screen.queryByTestId('stay-refused')).not.toBeInTheDocument();
  });
});
