import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Route, Routes } from '@gospodarz/shared/router';
import { todayInPoland } from '@gospodarz/shared';
import { renderWithProviders } from '@gospodarz/shared/testing';
import { createSectionStore } from '../../../testing';
import { invoicesApi } from '../api';
import { actions } from '../slice';
import { InvoiceFormPage } from './InvoiceFormPage';

// the machine running the suite may be busy: give asynchronous screens time before failing
configure({ asyncUtilTimeout: 10000 });
jest.setTimeout(30_000);

jest.mock('../api', () => ({ invoicesApi: { get: jest.fn(), correct: jest.fn(), update: jest.fn() } }));
const mocked = invoicesApi as unknown as Record<'get' | 'correct' | 'update', jest.Mock>;
const ok = <T,>(data: T) => ({ ok: true as const, status: 200, data, headers: {} });

const line = (description: string, quantity: string, netPrice: string, vatRate: string) => ({ description, quantity, unit: 'doba', netPrice, grossPrice: null, vatRate, netValue: '0.00', grossValue: null });
function invoice(id: string, changes: Record<string, unknown> = {}) {
  return {
    id,
    type: 'invoice',
    attributes: {
      kind: 'invoice',
      number: 'FV/7/11/2026',
      issueDate: '2026-11-20',
      saleDate: '2026-11-20',
      dueDate: '2026-12-04',
      placeOfIssue: 'Sopot',
      currency: 'PLN',
      reservationId: null,
      vatExemption: null,
      priceBasis: 'net',
      buyer: { name: 'Jan Kowalski', address: 'ul. Długa 5, Gdańsk', nip: '', email: 'jan@example.pl' },
      paymentMethod: 'transfer',
      paymentStatus: 'paid',
      lines: [line('Nocleg', '3', '300.00', '8'), line('Parking', '2', '25.50', '23')],
      corrections: [],
      ...changes,
    },
  };
}

beforeEach(() => {
  for (const mock of Object.values(mocked)) mock.mockReset();
});

function renderCorrection(store = createSectionStore()) {
  renderWithProviders(
    <Provider store={store}>
      <Routes>
        <Route path="/front-desk/invoices/:invoiceId/correct" element={<InvoiceFormPage mode="correct" />} />
        <Route path="/front-desk/invoices/:invoiceId" element={<p>Strona faktury</p>} />
      </Routes>
    </Provider>,
    { route: '/front-desk/invoices/i1/correct' },
  );
  return { store, user: userEvent.setup({ delay: null }) };
}

describe('InvoiceFormPage: a correction', () => {
  it('keeps what the host typed while the invoice reloads, then issues the correction and opens it', async () => {
    mocked.get.mockResolvedValue(ok(invoice('i1')));
    const store = createSectionStore();
    // the detail page the host came from holds the invoice already
    store.dispatch(actions.detailLoaded(invoice('i1') as never));
    const { user } = renderCorrection(store);
    const form = await screen.findByRole('form', { name: 'Korekta faktury FV/7/11/2026' });
    const parking = within(form).getByRole('group', { name: 'Pozycja 2' });
    await user.type(within(form).getByLabelText(/Przyczyna korekty/), 'Jedno miejsce parkingowe mniej');
    await user.clear(within(parking).getByLabelText('Ilość'));
    await user.type(within(parking).getByLabelText('Ilość'), '1');

    // the invoice is read again (another screen asks, the save answers…): the form keeps its values
    act(() => {
      store.dispatch(actions.detailLoaded(invoice('i1') as never));
      store.dispatch(actions.detailLoaded(invoice('c9', { kind: 'correction' }) as never));
    });
    expect(within(parking).getByLabelText('Ilość')).toHaveValue('1');
    expect(within(form).getByLabelText(/Przyczyna korekty/)).toHaveValue('Jedno miejsce parkingowe mniej');

    mocked.correct.mockResolvedValue(ok(invoice('c1', { kind: 'correction', number: 'KOR/1/11/2026' })));
    await user.click(within(form).getByRole('button', { name: 'Wystaw korektę' }));
    await screen.findByText('Strona faktury');
    expect(mocked.correct).toHaveBeenCalledWith(
      'i1',
      expect.objectContaining({
        reason: 'Jedno miejsce parkingowe mniej',
        lines: [expect.objectContaining({ description: 'Nocleg', quantity: '3' }), expect.objectContaining({ description: 'Parking', quantity: '1' })],
      }),
    );
  });

  it("starts on Warsaw's today, due as many days later as the corrected invoice was (14)", async () => {
    mocked.get.mockResolvedValue(ok(invoice('i1')));
    renderCorrection();
    const form = await screen.findByRole('form', { name: 'Korekta faktury FV/7/11/2026' });
    const dotted = (day: string) => day.split('-').reverse().join('.');
    const today = todayInPoland();
    const due = new Date(Date.parse(`${today}T00:00:00Z`) + 14 * 86_400_000).toISOString().slice(0, 10);
    expect(within(form).getByRole('textbox', { name: /Data wystawienia/ })).toHaveValue(dotted(today));
    expect(within(form).getByRole('textbox', { name: /Termin płatności/ })).toHaveValue(dotted(due));
  });

  it("starts from the state the invoice's latest correction left", async () => {
    mocked.get.mockImplementation(async (id: string) =>
      id === 'i1'
        ? ok(invoice('i1', { corrections: [{ id: 'c1', number: 'KOR/1/11/2026', issueDate: '2026-11-21' }] }))
        : ok(invoice('c1', { kind: 'correction', number: 'KOR/1/11/2026', lines: [line('Nocleg', '2', '300.00', '8')], buyer: { name: 'Anna Nowak', address: 'Gdynia', nip: '', email: '' } })),
    );
    renderCorrection();
    const form = await screen.findByRole('form', { name: 'Korekta faktury FV/7/11/2026' });
    expect(within(form).getByLabelText(/Nazwa nabywcy/)).toHaveValue('Anna Nowak');
    expect(within(form).getAllByRole('group', { name: /^Pozycja / })).toHaveLength(1);
    expect(within(form).getByLabelText('Ilość')).toHaveValue('2');
    await waitFor(() => expect(mocked.get).toHaveBeenCalledWith('c1'));
  });
});
