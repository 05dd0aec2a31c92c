import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { combineReducers } from 'redux';
import { api, createSagaStore, type ApiResult } from '@gospodarz/shared';
import { renderWithProviders } from '@gospodarz/shared/testing';
import type { PageOrder, ProviderPageData } from '../api';
import { providerPageSaga } from '../sagas';
import { providerPageReducer } from '../slice';
import { ProviderPage } from './ProviderPage';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const HOUR = 3_600_000;
const order = (id: string, serviceDate: Date, status: PageOrder['status'] = 'planned'): PageOrder => ({
  id,
  status,
  serviceDate: serviceDate.toISOString(),
  windowUntil: null,
  sameDayTurnover: false,
  apartment: id === 'o1' ? 'Bursztyn' : 'Koral',
  address: 'Mariacka 1, 80-001 Gdańsk',
  price: null,
  nextArrival: null,
});
const page = (orders: PageOrder[]) =>
  ({ ok: true, status: 200, data: { id: 'c1', attributes: { providerName: 'Czysto i Szybko', hostName: 'Anna', servicePerformed: 'cleaning', status: 'accepted', orders } }, headers: {} }) as ApiResult<ProviderPageData>;

afterEach(() => jest.restoreAllMocks());

function renderPage(orders: PageOrder[]) {
  jest.spyOn(api, 'get').mockResolvedValue(page(orders) as never);
  const put = jest.spyOn(api, 'put').mockImplementation(async (_url: string, body: unknown) => {
    const { status } = body as { status: PageOrder['status'] };
    return page(orders.map((o) => ({ ...o, status }))) as never;
  });
  // the page's own store, as the app gives it
  const store = createSagaStore(combineReducers({ page: providerPageReducer }), [providerPageSaga]);
  renderWithProviders(
    <Provider store={store}>
      <ProviderPage />
    </Provider>,
    { route: '/provider?token=tok' },
  );
  return put;
}

describe("the provider's page before the order's window opens", () => {
  it("disables 'Zakończ' with the time it opens, and asks before 'Rozpocznij'", async () => {
    const at = new Date(Date.now() + 5 * HOUR);
    const put = renderPage([order('o1', at)]);
    const card = await screen.findByRole('article', { name: /Bursztyn/ });
    const finish = within(card).getByRole('button', { name: 'Zakończ' });
    expect(finish).toBeDisabled();
    expect(finish).toHaveAccessibleDescription(/^Zakończysz od .*, po wymeldowaniu gości\.$/);

    await userEvent.click(within(card).getByRole('button', { name: 'Rozpocznij' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/Goście mogą jeszcze być w apartamencie/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Anuluj' }));
    expect(put).not.toHaveBeenCalled();

    await userEvent.click(within(card).getByRole('button', { name: 'Rozpocznij' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Rozpocznij mimo to' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/v1/provider_page/tok/orders/o1', { status: 'in_progress', reason: undefined }));
  });

  it("once the window has opened, starts without asking and finishes", async () => {
    const put = renderPage([order('o2', new Date(Date.now() - HOUR))]);
    const card = await screen.findByRole('article', { name: /Koral/ });
    await userEvent.click(within(card).getByRole('button', { name: 'Rozpocznij' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/v1/provider_page/tok/orders/o2', { status: 'in_progress', reason: undefined }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const finish = await within(await screen.findByRole('article', { name: /Koral/ })).findByRole('button', { name: 'Zakończ' });
    expect(finish).toBeEnabled();
    await userEvent.click(finish);
    await waitFor(() => expect(put).toHaveBeenLastCalledWith('/v1/provider_page/tok/orders/o2', { status: 'completed', reason: undefined }));
  });
});
