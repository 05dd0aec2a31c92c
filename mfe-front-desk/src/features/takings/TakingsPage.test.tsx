import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Provider } from 'react-redux';
import { renderWithProviders } from '@gospodarz/shared/testing';
import { todayInPoland, type TakingsAttributes, type TakingsCashier, type TakingsDto, type UserDto } from '@gospodarz/shared';
import { createSectionStore } from '../../testing';
import { takingsApi } from './api';
import { saveTakingsPdf } from './print';
import { renderTakingsPdf, type TakingsPdfDoc } from './pdf';
import { TakingsPage } from './components/TakingsPage';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

jest.mock('./api', () => ({ takingsApi: { report: jest.fn(), setOpening: jest.fn() } }));
jest.mock('./print', () => ({ saveTakingsPdf: jest.fn() }));
const mocked = takingsApi as jest.Mocked<typeof takingsApi>;

const today = todayInPoland();
const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const dotted = (day: string) => day.split('-').reverse().join('.');

const methods = (cash: Partial<TakingsCashier['methods'][number]>, card = 0, transfer = 0): TakingsCashier['methods'] => [
  { method: 'cash', received: 0, refunded: 0, depositsHeld: 0, depositsReturned: 0, net: 0, ...cash },
  { method: 'transfer', received: transfer, refunded: 0, depositsHeld: 0, depositsReturned: 0, net: transfer },
  { method: 'card', received: card, refunded: 0, depositsHeld: 0, depositsReturned: 0, net: card },
];

const anna: TakingsCashier = {
  userId: 'u-owner',
  name: 'Anna Gospodarska',
  opening: 10000,
  openingEntered: false,
  methods: methods({ received: 20050, net: 20050 }, 10000),
  cashIn: 20050,
  cashOut: 0,
  closing: 30050,
  operations: [
    { id: 'p1', kind: 'payment', method: 'cash', amount: 20050, createdAt: '2026-11-27T09:15:00.000Z', reservationId: 'r1', guestName: 'Jan Kowalski', apartmentName: 'Leśny' },
    { id: 'p2', kind: 'payment', method: 'card', amount: 10000, createdAt: '2026-11-27T10:15:00.000Z', reservationId: 'r1', guestName: 'Jan Kowalski', apartmentName: 'Leśny' },
  ],
};
const ewa: TakingsCashier = {
  userId: 'u-ewa',
  name: 'Ewa Recepcyjna',
  opening: 123456,
  openingEntered: true,
  methods: methods({ received: 30000, refunded: 4500, net: 25500 }, 0, 15000),
  cashIn: 30000,
  cashOut: 4500,
  closing: 148956,
  operations: [
    { id: 'p3', kind: 'payment', method: 'cash', amount: 30000, createdAt: '2026-11-27T11:00:00.000Z', reservationId: 'r2', guestName: 'Maria Nowak', apartmentName: 'Morski' },
    { id: 'p4', kind: 'refund', method: 'cash', amount: 4500, createdAt: '2026-11-27T12:00:00.000Z', reservationId: 'r2', guestName: 'Maria Nowak', apartmentName: 'Morski' },
    { id: 'p5', kind: 'payment', method: 'transfer', amount: 15000, createdAt: '2026-11-27T13:00:00.000Z', reservationId: 'r3', guestName: 'Piotr Wiśniewski', apartmentName: 'Morski' },
  ],
};

function report(cashiers: TakingsCashier[], date = today): TakingsDto {
  const attributes: TakingsAttributes = {
    date,
    currency: 'PLN',
    currencies: ['PLN'],
    cashiers,
    totals: { opening: 0, methods: [], cashIn: 0, cashOut: 0, closing: 0 },
    operationCount: cashiers.reduce((n, c) => n + c.operations.length, 0),
  };
  return { id: date, type: 'takings', attributes };
}
const ok = (data: TakingsDto) => ({ ok: true as const, status: 200, data, headers: {} });

const user = (id: string, owner: boolean): UserDto => ({
  id,
  type: 'user',
  attributes: { email: `${id}@example.pl`, firstName: '', lastName: '', phoneNumber: '', role: 'householder', owner, permissions: owner ? [] : ['reservations'], accountId: 'a1' },
});

function render(signedIn: UserDto) {
  const store = createSectionStore();
  store.dispatch({ type: 'section/setUser', user: signedIn });
  renderWithProviders(
    <Provider store={store}>
      <TakingsPage />
    </Provider>,
  );
}

beforeEach(() => {
  jest.resetAllMocks();
  mocked.report.mockImplementation(async ({ date }) => ok(report([anna, ewa], date)));
});

describe('Raport kasowy', () => {
  it('shows the owner each cashier’s drawer, the figures by method and the day’s operations, and their totals', async () => {
    render(user('u-owner', true));
    const cards = await screen.findAllByTestId('takings-cashier');
    expect(mocked.report).toHaveBeenCalledWith({ date: today });
    expect(screen.getByTestId('takings-report')).toHaveTextContent(`${dotted(today)} · operacji: 5`);

    const [first, second] = cards;
    expect(within(first).getByRole('heading', { name: 'Anna Gospodarska' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Stan kasy na początek dnia100,00 zł');
    expect(first).toHaveTextContent('Stan początkowy: z zamknięcia poprzedniego dnia');
    expect(first).toHaveTextContent('Stan kasy na koniec dnia300,50 zł');
    const cash = within(within(first).getByRole('table', { name: 'Według formy płatności: Anna Gospodarska' })).getByRole('row', { name: /Gotówka/ });
    expect(cash).toHaveTextContent('Gotówka200,50 zł0,00 zł0,00 zł0,00 zł200,50 zł');

    expect(second).toHaveTextContent('Stan kasy na początek dnia1 234,56 zł');
    expect(second).toHaveTextContent('Stan początkowy: wpisany');
    expect(second).toHaveTextContent('Wydano gotówką-45,00 zł');
    expect(second).toHaveTextContent('Stan kasy na koniec dnia1 489,56 zł');
    const refund = within(second).getAllByTestId('takings-operation')[1];
    expect(refund).toHaveTextContent('Maria Nowak');
    expect(refund).toHaveTextContent('ZwrotGotówka-45,00 zł');
    expect(within(refund).getByRole('link', { name: 'Maria Nowak' })).toHaveAttribute('href', '/front-desk/reservations/r2');

    const totals = screen.getByTestId('takings-totals');
    expect(totals).toHaveTextContent('Stan kasy na początek dnia1 334,56 zł');
    expect(totals).toHaveTextContent('Przyjęto gotówką500,50 zł');
    expect(totals).toHaveTextContent('Stan kasy na koniec dnia1 790,06 zł');
    expect(within(totals).getByRole('row', { name: /Przelew/ })).toHaveTextContent('Przelew150,00 zł');

    // no accessibility rule broken (colours are the browser test's)
    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    // one person's report, as it prints
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Osoba' }), 'Ewa Recepcyjna');
    expect(screen.getAllByTestId('takings-cashier')).toHaveLength(1);
    expect(screen.queryByTestId('takings-totals')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Drukuj (PDF)' }));
    await waitFor(() => expect(saveTakingsPdf).toHaveBeenCalledWith(expect.objectContaining({ date: today }), [ewa]));
  });

  it('reads another day typed or stepped to with the date field', async () => {
    render(user('u-owner', true));
    await screen.findAllByTestId('takings-cashier');
    await userEvent.click(screen.getByRole('button', { name: 'Poprzedni dzień' }));
    await waitFor(() => expect(mocked.report).toHaveBeenLastCalledWith({ date: yesterday }));
    expect(screen.getByRole('textbox', { name: /Dzień/ })).toHaveValue(dotted(yesterday));
    await userEvent.click(screen.getByRole('button', { name: 'Dziś' }));
    await waitFor(() => expect(mocked.report).toHaveBeenLastCalledWith({ date: today }));

    const field = screen.getByRole('textbox', { name: /Dzień/ });
    await userEvent.clear(field);
    await userEvent.type(field, '01.10.2026');
    await waitFor(() => expect(mocked.report).toHaveBeenLastCalledWith({ date: '2026-10-01' }));
    expect(await screen.findByTestId('takings-report')).toHaveTextContent('01.10.2026');
  });

  it('lets a co-host count their own drawer, and shows the refusal beside the amount', async () => {
    mocked.report.mockImplementation(async ({ date }) => ok(report([ewa], date)));
    render(user('u-ewa', false));
    const card = await screen.findByTestId('takings-cashier');
    expect(screen.queryByRole('combobox', { name: 'Osoba' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('takings-totals')).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Zmień stan początkowy' }));
    const amount = within(card).getByRole('textbox', { name: /Stan kasy na początek dnia/ });
    expect(amount).toHaveValue('1234,56');
    mocked.setOpening.mockResolvedValueOnce({ ok: false, status: 422, body: { message: 'Popraw zaznaczone pola.', errors: { date: ['Data nie może być w przyszłości'] } } });
    await userEvent.clear(amount);
    await userEvent.type(amount, '350');
    await userEvent.click(within(card).getByRole('button', { name: 'Zapisz stan' }));
    expect(await within(card).findByText('Data nie może być w przyszłości')).toBeInTheDocument();

    mocked.setOpening.mockResolvedValueOnce(ok(report([{ ...ewa, opening: 35000, closing: 60500 }])));
    await userEvent.click(within(card).getByRole('button', { name: 'Zapisz stan' }));
    await waitFor(() => expect(mocked.setOpening).toHaveBeenLastCalledWith({ date: today, amount: '350', currency: 'PLN', userId: 'u-ewa' }));
    expect(await screen.findByText('Stan kasy na koniec dnia')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('takings-cashier')).toHaveTextContent('Stan kasy na koniec dnia605,00 zł'));
    expect(screen.queryByRole('button', { name: 'Zapisz stan' })).not.toBeInTheDocument();

    // forgotten: the previous day's closing opens the day again
    mocked.setOpening.mockResolvedValueOnce(ok(report([{ ...ewa, opening: 0, openingEntered: false }])));
    await userEvent.click(screen.getByRole('button', { name: 'Zmień stan początkowy' }));
    await userEvent.click(screen.getByRole('button', { name: 'Przenieś z poprzedniego dnia' }));
    await waitFor(() => expect(mocked.setOpening).toHaveBeenLastCalledWith({ date: today, amount: null, currency: 'PLN', userId: 'u-ewa' }));
  });

  it('says why the report did not load', async () => {
    mocked.report.mockResolvedValue({ ok: false, status: 403, body: { message: 'Nie masz uprawnień do tej operacji.' } });
    render(user('u-clerk', false));
    expect(await screen.findByText('Nie masz uprawnień do tej operacji.')).toBeInTheDocument();
  });
});

describe('the printed raport kasowy', () => {
  it('prints the day, each drawer, the figures by method, the operations with refunds below zero, the totals and lines to sign', () => {
    const texts: string[] = [];
    const doc: TakingsPdfDoc = {
      setFont: () => undefined,
      setFontSize: () => undefined,
      setTextColor: () => undefined,
      line: () => undefined,
      splitTextToSize: (text: string) => [text],
      addPage: () => undefined,
      text: (text: string | string[]) => texts.push(([] as string[]).concat(text).join(' ')),
    };
    renderTakingsPdf(doc, report([anna, ewa], '2026-11-27').attributes, [anna, ewa], '27.11.2026 18:00');
    expect(texts[0]).toBe('Raport kasowy 27.11.2026');
    expect(texts).toEqual(expect.arrayContaining(['Anna Gospodarska', 'Ewa Recepcyjna', 'Razem', 'Stan kasy na koniec dnia', '1 489,56 zł', '1 790,06 zł', 'Zwrot', '-45,00 zł']));
    expect(texts.filter((t) => t === 'Gotówka').length).toBeGreaterThanOrEqual(3);
    expect(texts.at(-2)).toMatch(/^Sporządził\(a\)/);
  });
});
