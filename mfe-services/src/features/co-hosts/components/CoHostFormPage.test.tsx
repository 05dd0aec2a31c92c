import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Route, Routes, useLocation } from '@gospodarz/shared/router';
import { eventBus, type ToastMessage, type UserDto } from '@gospodarz/shared';
import { renderWithProviders } from '@gospodarz/shared/testing';
import { createSectionStore } from '../../../testing';
import { coHostsApi } from '../api';
import { CoHostFormPage, EMAIL_LOCKED } from './CoHostFormPage';

// the machine running the suite may be busy: give asynchronous screens time before failing
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

jest.mock('../api', () => ({ coHostsApi: { get: jest.fn(), create: jest.fn(), update: jest.fn(), apartments: jest.fn() } }));
const mocked = coHostsApi as jest.Mocked<typeof coHostsApi>;
const ok = <T,>(data: T) => ({ ok: true as const, status: 200, data, headers: {} });

const coHost = {
  id: 'h1',
  type: 'householder' as const,
  attributes: {
    firstName: 'Ewa',
    lastName: 'Recepcyjna',
    email: 'ewa@example.pl',
    phoneNumber: '600100200',
    apartments: [{ id: 'a2', name: 'Studio Wawel' }],
    permissions: ['reservations' as const],
    role: 'householder' as const,
    owner: false,
    invitationPending: true,
  },
};

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}

function renderAt(route: string, user: UserDto | null = null) {
  const store = createSectionStore();
  store.dispatch({ type: 'section/setUser', user });
  return renderWithProviders(
    <Provider store={store}>
      <Routes>
        <Route path="/services/co-hosts/:coHostId" element={<CoHostFormPage />} />
        <Route path="/services/co-hosts/new" element={<CoHostFormPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </Provider>,
    { route },
  );
}

let toasts: ToastMessage[] = [];
let stopListening = () => {};
beforeEach(() => {
  jest.resetAllMocks();
  mocked.apartments.mockResolvedValue(ok([{ id: 'a1', name: 'Apartament Morski' }, { id: 'a2', name: 'Studio Wawel' }]));
  toasts = [];
  stopListening = eventBus.on('toast', (toast) => toasts.push(toast));
});
afterEach(() => stopListening());

describe('the co-host form', () => {
  it('requires first name, e-mail and phone, with Polish messages', async () => {
    const user = userEvent.setup();
    renderAt('/services/co-hosts/new');
    await user.click(await screen.findByRole('button', { name: 'Zapisz' }));
    expect(await screen.findAllByText('Pole jest wymagane')).toHaveLength(3);
    expect(mocked.create).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^E-mail/), 'nie-email');
    await user.type(screen.getByLabelText(/^Telefon/), '6001');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Podaj poprawny adres e-mail')).toBeInTheDocument();
    expect(screen.getByText('Podaj numer telefonu w formacie NNN-NNN-NNN')).toBeInTheDocument();
  });

  it('masks the phone as NNN-NNN-NNN', async () => {
    const user = userEvent.setup();
    renderAt('/services/co-hosts/new');
    const phone = await screen.findByLabelText(/^Telefon/);
    await user.type(phone, '600100200999');
    expect(phone).toHaveValue('600-100-200');
  });

  it('lists the ten permissions with their Polish labels and a line on what each covers; prices, invoices and reports off for a new co-host', async () => {
    renderAt('/services/co-hosts/new');
    const group = (await screen.findByText('Uprawnienia')).closest('fieldset')!;
    const boxes = within(group).getAllByRole('checkbox');
    const labels = ['Wiadomości', 'Rezerwacja', 'Cennik', 'Komentarze', 'Usługodawcy', 'Usługi', 'Współgospodarze', 'Klienci', 'Faktury', 'Raporty'];
    expect(boxes).toEqual(labels.map((name) => within(group).getByRole('checkbox', { name })));
    // each says in a line what it covers, seen under the label and read out with the box
    expect(within(group).getByRole('checkbox', { name: 'Rezerwacja' })).toHaveAccessibleDescription('Rezerwacje, kalendarz, blokady, wpłaty i raport kasowy.');
    expect(within(group).getByRole('checkbox', { name: 'Cennik' })).toHaveAccessibleDescription(
      'Ceny dni i zestawy reguł cenowych; zestawu używanego też przez inne apartamenty nie zmieni.',
    );
    expect(within(group).getByText('Raporty oraz kwoty i wskaźniki na pulpicie.')).toBeVisible();
    for (const box of boxes) expect(box).toHaveAccessibleDescription(expect.stringMatching(/\S\.$/));
    expect(within(group).getByRole('checkbox', { name: 'Cennik' })).not.toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Faktury' })).not.toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Raporty' })).not.toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Rezerwacja' })).toBeChecked();
  });

  it('creates a co-host with the phone without dashes, says so and goes back to the list', async () => {
    const user = userEvent.setup();
    mocked.create.mockResolvedValue({ ...ok(coHost), status: 201 });
    renderAt('/services/co-hosts/new');
    await user.type(await screen.findByLabelText(/^Imię/), 'Ewa');
    await user.type(screen.getByLabelText(/^E-mail/), 'ewa@example.pl');
    await user.type(screen.getByLabelText(/^Telefon/), '600100200');
    await user.click(await screen.findByRole('checkbox', { name: 'Studio Wawel' }));
    await user.click(screen.getByRole('checkbox', { name: 'Faktury' }));
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/services\/co-hosts$/));
    expect(mocked.create).toHaveBeenCalledWith({
      firstName: 'Ewa',
      lastName: '',
      email: 'ewa@example.pl',
      phoneNumber: '600100200',
      apartmentsIds: ['a2'],
      permissions: ['conversations', 'reservations', 'reviews', 'clients', 'invoices'],
    });
    expect(toasts).toEqual([{ type: 'success', description: 'Udało utworzyć się współgospodarza.' }]);
  });

  it("puts the server's field errors on the form and says creating failed", async () => {
    const user = userEvent.setup();
    mocked.create.mockResolvedValue({
      ok: false,
      status: 422,
      body: { message: 'Popraw zaznaczone pola.', errors: { email: ['Ten adres e-mail należy już do użytkownika innego konta w serwisie Gospodarz.'] } },
    });
    renderAt('/services/co-hosts/new');
    await user.type(await screen.findByLabelText(/^Imię/), 'Ewa');
    await user.type(screen.getByLabelText(/^E-mail/), 'ktos@example.pl');
    await user.type(screen.getByLabelText(/^Telefon/), '600100200');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Ten adres e-mail należy już do użytkownika innego konta w serwisie Gospodarz.')).toBeInTheDocument();
    expect(toasts).toEqual([{ type: 'error', description: 'Nie Udało utworzyć się współgospodarza.' }]);
    expect(screen.getByTestId('where')).toHaveTextContent('/services/co-hosts/new');
  });

  it('edits a co-host loaded from the API and says the edit went through', async () => {
    const user = userEvent.setup();
    mocked.get.mockResolvedValue(ok(coHost));
    mocked.update.mockResolvedValue(ok(coHost));
    renderAt('/services/co-hosts/h1');
    const phone = await screen.findByLabelText(/^Telefon/);
    expect(phone).toHaveValue('600-100-200');
    expect(screen.getByRole('checkbox', { name: 'Studio Wawel' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Klienci' }));
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(mocked.update).toHaveBeenCalled());
    expect(mocked.update.mock.calls[0][0]).toBe('h1');
    expect(mocked.update.mock.calls[0][1]).toMatchObject({ phoneNumber: '600100200', apartmentsIds: ['a2'], permissions: ['reservations', 'clients'] });
    await waitFor(() => expect(toasts).toEqual([{ type: 'success', description: 'Edycja powiodła się.' }]));
  });

  it('shows an error with a retry when the co-host cannot be loaded', async () => {
    mocked.get.mockResolvedValue({ ok: false, status: 404, body: { message: 'Nie znaleziono.' } });
    renderAt('/services/co-hosts/h9');
    expect(await screen.findByText('Nie znaleziono tego współgospodarza.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeInTheDocument();
  });

  it('lets a co-host tick only the permissions they hold', async () => {
    const manager = {
      id: 'u2',
      type: 'user',
      attributes: { email: 'm@example.pl', firstName: 'M', lastName: '', phoneNumber: '', role: 'householder', owner: false, permissions: ['householders', 'reservations'], accountId: 'acc' },
    } as UserDto;
    renderAt('/services/co-hosts/new', manager);
    expect(await screen.findByRole('checkbox', { name: 'Rezerwacja' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Faktury' })).toBeDisabled();
  });

  it("offers the e-mail for change to the owner only, and only while the invitation is pending, as the API allows", async () => {
    const owner = { id: 'u1', type: 'user', attributes: { email: 'o@example.pl', firstName: 'O', lastName: '', phoneNumber: '', role: 'householder', owner: true, permissions: [], accountId: 'acc' } } as UserDto;
    const manager = { ...owner, id: 'u2', attributes: { ...owner.attributes, owner: false, permissions: ['householders', 'reservations'] } } as UserDto;
    const active = { ...coHost, attributes: { ...coHost.attributes, invitationPending: false } };
    for (const [user, shown, editable] of [
      [owner, coHost, true],
      [owner, active, false],
      [manager, coHost, false],
    ] as const) {
      mocked.get.mockResolvedValue(ok(shown));
      const { unmount } = renderAt('/services/co-hosts/h1', user);
      const email = await screen.findByLabelText(/^E-mail/);
      expect(email).toHaveValue('ewa@example.pl');
      if (editable) {
        expect(email).not.toHaveAttribute('readonly');
        expect(screen.queryByText(EMAIL_LOCKED)).not.toBeInTheDocument();
      } else {
        expect(email).toHaveAttribute('readonly');
        expect(screen.getByText(EMAIL_LOCKED)).toBeInTheDocument();
      }
      unmount();
    }
  });
});
