import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { renderWithProviders } from '@gospodarz/shared/testing';
import { eventBus } from '@gospodarz/shared';
import { createSectionStore } from '../../../testing';
import { clientsApi } from '../api';
import { ClientDetailsPage } from './ClientDetailsPage';

// the machine running the suite may be busy: give asynchronous screens time before failing
configure({ asyncUtilTimeout: 10000 });
jest.setTimeout(30_000);

jest.mock('../api', () => ({ clientsApi: { get: jest.fn(), update: jest.fn(), reservations: jest.fn(), duplicates: jest.fn(), merge: jest.fn(), personalData: jest.fn(), anonymise: jest.fn() } }));
const mocked = clientsApi as unknown as Record<keyof typeof clientsApi, jest.Mock>;

const client = (id: string, fullName: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'client',
  attributes: { id, fullName, email: '', phoneNumber: '', address: '', reservationsCount: 1, totalSpent: 0, totals: [], createdAt: '', ...extra },
});
const ok = <T,>(data: T) => ({ ok: true as const, status: 200, data, headers: {} });

const anna = client('c1', 'Anna Zielińska', { email: 'anna@example.pl', phoneNumber: '506 789 012', reservationsCount: 2 });
// the same phone, typed another way
const duplicate = client('c2', 'A. Zielińska', { phoneNumber: '+48 506-789-012', address: 'Katowice', reservationsCount: 1 });

const toasts: Array<{ type: string; description: string }> = [];
const stopListening = eventBus.on('toast', (message) => void toasts.push(message as { type: string; description: string }));
afterAll(() => stopListening());

beforeEach(() => {
  toasts.length = 0;
  for (const mock of Object.values(mocked)) mock.mockReset();
  mocked.get.mockResolvedValue(ok(anna));
  mocked.reservations.mockResolvedValue({ ...ok([]), pagination: { page: 1, perPage: 15, pages: 1, count: 0 } });
  mocked.duplicates.mockResolvedValue(ok([duplicate]));
});

function renderPage() {
  renderWithProviders(
    <Provider store={createSectionStore()}>
      <ClientDetailsPage />
    </Provider>,
    { route: '/front-desk/clients/c1', path: '/front-desk/clients/:clientId' },
  );
  return userEvent.setup({ delay: null });
}

describe('ClientDetailsPage: duplicates', () => {
  it('lists the likely duplicates and merges one into this client after a confirmation that says what happens', async () => {
    const user = renderPage();
    const section = await screen.findByRole('region', { name: 'Możliwe duplikaty' });
    const row = within(section).getByRole('listitem', { name: 'A. Zielińska' });
    expect(row).toHaveTextContent('+48 506-789-012 · Katowice');
    expect(row).toHaveTextContent('Rezerwacje (bez anulowanych): 1');
    expect(mocked.duplicates).toHaveBeenCalledWith('c1');

    await user.click(within(row).getByRole('button', { name: 'Połącz z tym klientem' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Połączyć klientów?' });
    expect(dialog).toHaveTextContent(
      'Wszystkie rezerwacje klienta „A. Zielińska” zostaną przeniesione do klienta „Anna Zielińska”, a jego brakujące dane kontaktowe uzupełnione z karty „A. Zielińska”. Klient „A. Zielińska” zostanie usunięty. Tej operacji nie można cofnąć.',
    );
    // cancelled: nothing is merged
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(mocked.merge).not.toHaveBeenCalled();

    const merged = client('c1', 'Anna Zielińska', { email: 'anna@example.pl', phoneNumber: '506 789 012', address: 'Katowice', reservationsCount: 3 });
    mocked.merge.mockResolvedValue(ok(merged));
    mocked.duplicates.mockResolvedValue(ok([]));
    await user.click(within(row).getByRole('button', { name: 'Połącz z tym klientem' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Połącz i usuń duplikat' }));

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Możliwe duplikaty' })).not.toBeInTheDocument());
    expect(mocked.merge).toHaveBeenCalledWith('c1', ['c2']);
    expect(toasts).toEqual([{ type: 'success', description: 'Połączono klientów: rezerwacje „A. Zielińska” przeniesiono do „Anna Zielińska”.' }]);
    // the card shows the merged data, and the history is asked for again
    expect(screen.getByLabelText('Adres')).toHaveValue('Katowice');
    expect(screen.getByText('3')).toBeInTheDocument();
    await waitFor(() => expect(mocked.reservations).toHaveBeenCalledTimes(2));
  });

  it('keeps the duplicate and says why when the merge is refused', async () => {
    mocked.merge.mockResolvedValue({ ok: false, status: 409, body: { message: 'Nie znaleziono któregoś z łączonych klientów. Odśwież stronę i spróbuj ponownie.' } });
    const user = renderPage();
    const section = await screen.findByRole('region', { name: 'Możliwe duplikaty' });
    await user.click(within(section).getByRole('button', { name: 'Połącz z tym klientem' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Połącz i usuń duplikat' }));
    await waitFor(() => expect(toasts).toEqual([{ type: 'error', description: 'Nie znaleziono któregoś z łączonych klientów. Odśwież stronę i spróbuj ponownie.' }]));
    expect(within(section).getByRole('button', { name: 'Połącz z tym klientem' })).toBeEnabled();
  });

  it('shows no duplicates section when there are none', async () => {
    mocked.duplicates.mockResolvedValue(ok([]));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Anna Zielińska', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(mocked.duplicates).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Możliwe duplikaty' })).not.toBeInTheDocument();
  });
});

describe('ClientDetailsPage: RODO', () => {
  it('downloads the client’s data as JSON and erases it after a confirmation that says invoices stay', async () => {
    const user = renderPage();
    mocked.personalData.mockResolvedValue(ok({ client: { full_name: 'Anna Zielińska' }, reservations: [] }));
    const created = jest.fn(() => 'blob:json');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await user.click(await screen.findByRole('button', { name: 'Pobierz dane klienta (JSON)' }));
    await waitFor(() => expect(saved).toEqual(['dane-klienta-c1.json']));
    expect(mocked.personalData).toHaveBeenCalledWith('c1');
    click.mockRestore();

    mocked.anonymise.mockResolvedValue(ok({ clients: 1, reservations: 2 }));
    mocked.get.mockResolvedValue(ok(client('c1', 'Gość zanonimizowany')));
    await user.click(screen.getByRole('button', { name: 'Usuń dane osobowe' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Usunąć dane osobowe klienta?' });
    expect(dialog).toHaveTextContent('Faktury pozostaną bez zmian.');
    await user.click(within(dialog).getByRole('button', { name: 'Usuń dane' }));
    await waitFor(() => expect(mocked.anonymise).toHaveBeenCalledWith('c1'));
    expect(await screen.findByRole('heading', { name: 'Gość zanonimizowany' })).toBeInTheDocument();
    expect(toasts.map((t) => t.description)).toContain('Dane osobowe klienta zostały zanonimizowane. Faktury pozostały bez zmian.');
  });
});
