import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { format, addDays } from 'date-fns';
import { renderWithProviders } from '@gospodarz/shared/testing';
import { createSectionStore } from '../../../testing';
import { reservationsApi } from '../api';
import { NewReservationDialog } from './NewReservationDialog';

// the machine running the suite may be busy: give asynchronous screens time before failing
configure({ asyncUtilTimeout: 5000 });

jest.mock('../api', () => ({
  reservationsApi: { apartments: jest.fn(), quote: jest.fn(), create: jest.fn() },
}));

function renderDialog() {
  const onClose = jest.fn();
  renderWithProviders(
    <Provider store={createSectionStore()}>
      <NewReservationDialog open onClose={onClose} />
    </Provider>,
  );
  return { onClose };
}

beforeEach(() => {
  (reservationsApi.apartments as jest.Mock).mockResolvedValue({
    ok: true,
    status: 200,
    data: [
      { id: 'a1', name: 'Apartament Morski' },
      { id: 'a2', name: 'Studio Wawel' },
    ],
    headers: {},
  });
  (reservationsApi.quote as jest.Mock).mockImplementation(async (q: { apartmentId: string; from: string; to: string }) => ({
    ok: true,
    status: 200,
    data: { id: 'q', type: 'quote', attributes: { ...q, guests: 2, nights: 1, pricePerNight: 350, totalPrice: 350, currency: 'PLN' } },
    headers: {},
  }));
});

describe('NewReservationDialog', () => {
  it('opens with today → tomorrow, 1 adult, 1 child and status confirmed', async () => {
    renderDialog();
    expect(await screen.findByRole('heading', { name: 'Nowa rezerwacja' })).toBeInTheDocument();
    const today = new Date();
    expect(screen.getByLabelText(/Data przyjazdu/)).toHaveValue(format(today, 'yyyy-MM-dd'));
    expect(screen.getByLabelText(/Data wyjazdu/)).toHaveValue(format(addDays(today, 1), 'yyyy-MM-dd'));
    expect(screen.getByLabelText('Dorośli')).toHaveValue(1);
    expect(screen.getByLabelText('Dzieci')).toHaveValue(1);
    expect(screen.getByLabelText('Status')).toHaveValue('confirmed');
    expect(screen.getByLabelText('Waluta')).toHaveValue('PLN');
  });

  it('fills the price from the server quote once an apartment is chosen, and shows the total', async () => {
    const user = userEvent.setup();
    renderDialog();
    await screen.findByRole('option', { name: 'Studio Wawel' });
    await user.selectOptions(screen.getByLabelText(/Apartament/), 'a2');
    await waitFor(() => expect(screen.getByLabelText('Cena za dobę')).toHaveValue('350'));
    expect(reservationsApi.quote).toHaveBeenCalledWith(expect.objectContaining({ apartmentId: 'a2', adults: 1, children: 1 }));
    expect(screen.getByTestId('reservation-total')).toHaveTextContent('350,00 zł (1 doba)');
  });

  it('shows a conflict (409) clearly and keeps the dialog open', async () => {
    const user = userEvent.setup();
    (reservationsApi.create as jest.Mock).mockResolvedValue({ ok: false, status: 409, body: { message: 'Apartament jest już zajęty w tym terminie.' } });
    const { onClose } = renderDialog();
    await screen.findByRole('option', { name: 'Apartament Morski' });
    await user.selectOptions(screen.getByLabelText(/Apartament/), 'a1');
    await user.type(screen.getByLabelText(/Imię i nazwisko/), 'Jan Kowalski');
    await user.click(screen.getByRole('button', { name: 'Zarezerwuj' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Apartament jest już zajęty w tym terminie.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
