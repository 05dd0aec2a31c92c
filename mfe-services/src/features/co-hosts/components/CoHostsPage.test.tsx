import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { eventBus, type ToastMessage } from '@gospodarz/shared';
import { renderWithProviders } from '@gospodarz/shared/testing';
import { createSectionStore } from '../../../testing';
import { coHostsApi } from '../api';
import { CoHostsPage } from './CoHostsPage';

// the machine running the suite may be busy: give asynchronous screens time before failing
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

jest.mock('../api', () => ({ coHostsApi: { list: jest.fn(), update: jest.fn(), remove: jest.fn(), resendInvitation: jest.fn(), apartments: jest.fn() } }));
const mocked = coHostsApi as jest.Mocked<typeof coHostsApi>;
const ok = <T,>(data: T) => ({ ok: true as const, status: 200, data, headers: {} });

const ewa = {
  id: 'h1',
  type: 'householder' as const,
  attributes: {
    firstName: 'Ewa',
    lastName: 'Recepcyjna',
    email: 'ewa@example.pl',
    phoneNumber: '600100200',
    apartments: [
      { id: 'a1', name: 'Apartament Morski' },
      { id: 'a2', name: 'Studio Wawel' },
    ],
    permissions: ['reservations' as const, 'clients' as const],
    role: 'householder' as const,
    owner: false,
    invitationPending: false,
  },
};
const page = (items: (typeof ewa)[], count = items.length) => ok({ items, pagination: { page: 1, perPage: 15, pages: Math.max(1, Math.ceil(count / 15)), count } });

function renderPage(route = '/services/co-hosts') {
  return renderWithProviders(
    <Provider store={createSectionStore()}>
      <CoHostsPage />
    </Provider>,
    { route, path: '/services/co-hosts' },
  );
}

let toasts: ToastMessage[] = [];
let stopListening = () => {};
beforeEach(() => {
  jest.resetAllMocks();
  mocked.apartments.mockResolvedValue(ok([{ id: 'a1', name: 'Apartament Morski' }, { id: 'a2', name: 'Studio Wawel' }, { id: 'a3', name: 'Bursztyn' }]));
  toasts = [];
  stopListening = eventBus.on('toast', (toast) => toasts.push(toast));
});
afterEach(() => stopListening());

async function openRowMenu(user: ReturnType<typeof userEvent.setup>, name: string) {
  // jsdom has no pointer geometry for the menu's highlight, so the menu is used from the keyboard
  (await screen.findByRole('button', { name: `Akcje współgospodarza: ${name}` })).focus();
  await user.keyboard('{Enter}');
  await screen.findAllByRole('menuitem');
}

/** Picks a row action from the open menu with the arrow keys. */
async function pick(user: ReturnType<typeof userEvent.setup>, label: string) {
  for (let i = 0; i < 5 && !screen.getByRole('menuitem', { name: label }).hasAttribute('data-highlighted'); i++) await user.keyboard('{ArrowDown}');
  await user.keyboard('{Enter}');
}

describe('the co-hosts list', () => {
  it('shows each co-host with their contact and the apartments they manage, 15 a page', async () => {
    mocked.list.mockResolvedValue(page([ewa], 16));
    renderPage('/services/co-hosts?page=2');
    const table = await screen.findByRole('table', { name: 'Współgospodarze' });
    await within(table).findByText('Ewa Recepcyjna');
    expect(within(table).getByText('ewa@example.pl')).toBeInTheDocument();
    expect(within(table).getByText('600-100-200')).toBeInTheDocument();
    expect(within(table).getByText('Apartament Morski, Studio Wawel')).toBeInTheDocument();
    expect(within(table).getByText('Rezerwacja, Klienci')).toBeInTheDocument();
    expect(mocked.list).toHaveBeenCalledWith(2);
    expect(screen.getByRole('link', { name: 'Dodaj współgospodarza' })).toHaveAttribute('href', '/services/co-hosts/new');
  });

  it("offers 'Udostępnij apartament', 'Edytuj dane' and 'Usuń' in the row menu", async () => {
    const user = userEvent.setup();
    mocked.list.mockResolvedValue(page([ewa]));
    renderPage();
    await openRowMenu(user, 'Ewa Recepcyjna');
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Udostępnij apartament', 'Edytuj dane', 'Usuń']);
  });

  it('removes a co-host after a confirmation, says so and reloads the list', async () => {
    const user = userEvent.setup();
    mocked.list.mockResolvedValueOnce(page([ewa])).mockResolvedValue(page([]));
    mocked.remove.mockResolvedValue({ ok: true, status: 204, data: null, headers: {} } as never);
    renderPage();
    await openRowMenu(user, 'Ewa Recepcyjna');
    await pick(user, 'Usuń');
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Usunąć współgospodarza?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(mocked.remove).toHaveBeenCalledWith('h1'));
    await waitFor(() => expect(toasts).toEqual([{ type: 'success', description: 'Udało usunąć się współgospodarza.' }]));
    await waitFor(() => expect(mocked.list).toHaveBeenCalledTimes(2));
  });

  it('says when removing failed', async () => {
    const user = userEvent.setup();
    mocked.list.mockResolvedValue(page([ewa]));
    mocked.remove.mockResolvedValue({ ok: false, status: 500, body: { message: 'Coś poszło nie tak.' } });
    renderPage();
    await openRowMenu(user, 'Ewa Recepcyjna');
    await pick(user, 'Usuń');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(toasts).toEqual([{ type: 'error', description: 'Nie udało usunąć się współgospodarza.' }]));
  });

  it('shares apartments through the dialog, asking for at least one', async () => {
    const user = userEvent.setup();
    mocked.list.mockResolvedValue(page([ewa]));
    mocked.update.mockResolvedValue(ok(ewa));
    renderPage();
    await openRowMenu(user, 'Ewa Recepcyjna');
    await pick(user, 'Udostępnij apartament');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Apartament Morski' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Studio Wawel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Udostępnij' }));
    expect(await within(dialog).findByText('Wybierz apartamenty')).toBeInTheDocument();
    expect(mocked.update).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Bursztyn' }));
    await user.click(within(dialog).getByRole('button', { name: 'Udostępnij' }));
    await waitFor(() => expect(mocked.update).toHaveBeenCalledWith('h1', { apartmentsIds: ['a3'] }));
    await waitFor(() => expect(toasts).toEqual([{ type: 'success', description: 'Udało udostępnić się apartament' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when the list cannot be loaded', async () => {
    mocked.list.mockResolvedValue({ ok: false, status: 500, body: { message: '' } });
    renderPage();
    await waitFor(() => expect(toasts).toEqual([{ type: 'error', description: 'Coś poszło nie tak.' }]));
  });
});
