import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, eventBus, tokenStore, type SubscriptionDto, type UserDto } from '@gospodarz/shared';
import { failure, findToast, ok, renderScreen } from '../../../testing';
import { testUser } from '../../../testing';
import { ProfilePage } from './ProfilePage';

const subscription: SubscriptionDto = {
  id: 'a1',
  type: 'subscription',
  attributes: { validUntil: '2026-12-03', daysLeft: 12, apartmentCount: 3, monthlyPrice: 87, currency: 'PLN' },
};

function mockGets(user: UserDto = testUser) {
  return jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/v1/me') return ok(user);
    if (url === '/v1/me/subscription') return ok(subscription);
    return failure(404, 'Nie znaleziono.');
  });
}

const renderProfile = () => renderScreen(<ProfilePage />, { route: '/me/profile', path: '/me/profile' });

afterEach(() => {
  jest.restoreAllMocks();
  tokenStore.clear();
});

describe('ProfilePage', () => {
  it("shows the user's data in 'Moje dane'", async () => {
    mockGets();
    renderProfile();
    expect(await screen.findByText('Gospodarska')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Moje dane' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('anna@example.pl')).toBeInTheDocument();
    expect(screen.getByText('600100200')).toBeInTheDocument();
  });

  it("saves first name, last name and phone with 'Zapisz' and tells the host", async () => {
    const user = userEvent.setup();
    mockGets();
    const saved: UserDto = { ...testUser, attributes: { ...testUser.attributes, firstName: 'Joanna', lastName: 'Nowak', phoneNumber: '500 600 700' } };
    const patch = jest.spyOn(api, 'patch').mockResolvedValue(ok(saved));
    const updates: unknown[] = [];
    const off = eventBus.on('auth:user-updated', (payload) => updates.push(payload));
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edytuj dane' }));
    const first = screen.getByLabelText('Imię');
    expect(first).toHaveValue('Anna');
    await user.clear(first);
    await user.type(first, 'Joanna');
    await user.clear(screen.getByLabelText('Nazwisko'));
    await user.type(screen.getByLabelText('Nazwisko'), 'Nowak');
    await user.clear(screen.getByLabelText('Telefon'));
    await user.type(screen.getByLabelText('Telefon'), '500 600 700');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Nowak')).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith('/v1/me', { user: { firstName: 'Joanna', lastName: 'Nowak', phoneNumber: '500 600 700' } });
    expect(screen.getByText('Joanna')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edytuj dane' })).toBeInTheDocument();
    expect(updates).toEqual([{ user: saved }]);
    expect(await findToast('Dane zostały zapisane.')).toHaveTextContent('Sukces');
    off();
  });

  it('refuses an empty first or last name on the field, without calling the API', async () => {
    const user = userEvent.setup();
    mockGets();
    const patch = jest.spyOn(api, 'patch');
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edytuj dane' }));
    await user.clear(screen.getByLabelText('Imię'));
    await user.clear(screen.getByLabelText('Nazwisko'));
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findAllByText('Pole jest wymagane')).toHaveLength(2);
    expect(patch).not.toHaveBeenCalled();
  });

  it("drops the changes on 'Anuluj' and shows a refused field's message", async () => {
    const user = userEvent.setup();
    mockGets();
    const patch = jest.spyOn(api, 'patch').mockResolvedValue(failure(422, 'Popraw zaznaczone pola.', { phoneNumber: ['Podaj poprawny numer telefonu'] }));
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edytuj dane' }));
    await user.type(screen.getByLabelText('Telefon'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Podaj poprawny numer telefonu')).toBeInTheDocument();
    expect(patch).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Anuluj' }));
    expect(screen.getByText('600100200')).toBeInTheDocument();
    expect(screen.queryByLabelText('Telefon')).not.toBeInTheDocument();
  });

  it("shows a co-host no 'Abonament' tab, even from ?tab=subscription (only the owner can act on it)", async () => {
    const coHost: UserDto = { ...testUser, attributes: { ...testUser.attributes, owner: false } };
    mockGets(coHost);
    renderScreen(<ProfilePage />, { route: '/me/profile?tab=subscription', path: '/me/profile' });
    expect(await screen.findByText('Gospodarska')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Moje dane' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Abonament' })).not.toBeInTheDocument();
  });

  it("shows the subscription in 'Abonament'", async () => {
    const user = userEvent.setup();
    mockGets();
    renderProfile();
    await user.click(screen.getByRole('tab', { name: 'Abonament' }));
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByText('3')).toBeInTheDocument();
    expect(within(panel).getByText('87,00 zł')).toBeInTheDocument();
    expect(within(panel).getByText('03.12.2026')).toBeInTheDocument();
  });

  it('deletes the account after the confirmation, then signs out', async () => {
    const user = userEvent.setup();
    mockGets();
    tokenStore.save('sesja', testUser);
    const del = jest.spyOn(api, 'delete').mockResolvedValue(ok(undefined, {}, 204));
    const logouts: unknown[] = [];
    const off = eventBus.on('auth:logout', (payload) => logouts.push(payload));
    renderProfile();
    await user.click(screen.getByRole('button', { name: 'Usuń konto' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Czy na pewno chcesz usunąć konto?');
    await user.click(within(dialog).getByRole('button', { name: 'Usuń konto' }));
    expect(await findToast('Udało usunąć się konto.')).toHaveTextContent('Sukces');
    expect(del).toHaveBeenCalledWith('/v1/me');
    expect(logouts).toEqual([{}]);
    expect(tokenStore.getToken()).toBeNull();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login'));
    off();
  });

  it('keeps the account and says so when the deletion fails, or when the user cancels', async () => {
    const user = userEvent.setup();
    mockGets();
    const del = jest.spyOn(api, 'delete').mockResolvedValue(failure(500, 'Coś poszło nie tak.'));
    const logouts: unknown[] = [];
    const off = eventBus.on('auth:logout', (payload) => logouts.push(payload));
    renderProfile();
    await user.click(screen.getByRole('button', { name: 'Usuń konto' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Anuluj' }));
    expect(del).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Usuń konto' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Usuń konto' }));
    expect(await findToast('Nie udało usunąć się konta.')).toHaveTextContent('Błąd');
    expect(logouts).toEqual([]);
    off();
  });
});
