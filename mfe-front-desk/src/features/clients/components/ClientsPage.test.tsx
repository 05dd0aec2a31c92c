import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { renderWithProviders } from '@gospodarz/shared/testing';
import { createSectionStore } from '../../../testing';
import { clientsApi } from '../api';
import { ClientsPage, cityOf } from './ClientsPage';

// the machine running the suite may be busy: give asynchronous screens time before failing
configure({ asyncUtilTimeout: 5000 });

jest.mock('../api', () => ({ clientsApi: { list: jest.fn() } }));
const listMock = clientsApi.list as jest.Mock;

const client = {
  id: 'c1',
  type: 'client',
  attributes: { id: 'c1', fullName: 'Jan Kowalski', email: 'jan@example.pl', phoneNumber: '501234567', address: 'ul. Długa 1, 00-001 Warszawa', reservationsCount: 2, totalSpent: 350.55, totals: [], createdAt: '' },
};

function renderPage(route = '/front-desk/clients?page=2') {
  return renderWithProviders(
    <Provider store={createSectionStore()}>
      <ClientsPage />
    </Provider>,
    { route, path: '/front-desk/clients' },
  );
}

beforeEach(() => listMock.mockReset());

describe('ClientsPage', () => {
  it('lists clients sorted by full name with their city, and a row menu leading to filtered lists', async () => {
    listMock.mockResolvedValue({ ok: true, status: 200, data: [client], pagination: { page: 1, perPage: 15, pages: 1, count: 1 }, headers: {} });
    renderPage('/front-desk/clients');
    const table = await screen.findByRole('table', { name: 'Klienci' });
    await within(table).findByRole('link', { name: 'Jan Kowalski' });
    expect(within(table).getByText('Warszawa')).toBeInTheDocument();
    expect(listMock).toHaveBeenCalledWith({ orderBy: 'fullName', orderSort: 'asc', perPage: '15', page: '1' });
    expect(within(table).getByRole('columnheader', { name: /Imię i nazwisko/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('writes the filters to the query (phone masked NNN-NNN-NNN, tags joined) and goes back to page 1', async () => {
    const user = userEvent.setup();
    listMock.mockResolvedValue({ ok: true, status: 200, data: [], pagination: { page: 2, perPage: 15, pages: 1, count: 0 }, headers: {} });
    renderPage();
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Klienci' })).getByText('Brak danych')).toBeInTheDocument());
    const phone = screen.getByLabelText('Telefon');
    await user.type(phone, '501234567999');
    expect(phone).toHaveValue('501-234-567');
    const address = screen.getByLabelText('Adres');
    await user.type(address, 'Warszawa{Enter}Kraków{Enter}');
    await user.click(screen.getByRole('button', { name: 'Filtruj' }));
    await waitFor(() =>
      expect(listMock).toHaveBeenLastCalledWith({ addresses: 'Warszawa|Kraków', phoneNumber: '501-234-567', orderBy: 'fullName', orderSort: 'asc', perPage: '15', page: '1' }),
    );
  });

  it('reads the city out of an address', () => {
    expect(cityOf('Warszawa')).toBe('Warszawa');
    expect(cityOf('ul. Długa 1, 00-001 Warszawa')).toBe('Warszawa');
    expect(cityOf('Kraków, Grodzka 5')).toBe('Kraków');
  });
});
