import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Route, Routes } from '@gospodarz/shared/router';
import { renderWithProviders } from '@gospodarz/shared/testing';
import type { PriceListDto, PriceRuleDto, TierPrices } from '@gospodarz/shared';
import { createSectionStore } from '../../testing';
import { priceListApi, type WindowParams } from './api';
import { daysFrom } from './dates';
import { toRows } from './model';
import { PriceListPage } from './components/PriceListPage';
import { PricingDialog } from './components/PricingDialog';
import type { Selection } from './form';
import { SUMMER } from './testRule';

// the machine running the suite may be busy: give asynchronous screens time before failing
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

jest.mock('./api', () => ({ priceListApi: { window: jest.fn(), write: jest.fn() } }));
// the rule sets the page loads through the rules feature: one rule, the same as RULE below
jest.mock('../rules/api', () => ({
  rulesApi: {
    list: jest.fn(async () => ({
      ok: true,
      status: 200,
      data: [{ id: 'rule-summer', type: 'price_rule', attributes: jest.requireActual('./testRule').SUMMER }],
      headers: {},
    })),
  },
}));
const windowApi = priceListApi.window as jest.Mock;
const writeApi = priceListApi.write as jest.Mock;

const RULE: PriceRuleDto = {
  id: 'rule-summer',
  type: 'price_rule',
  attributes: SUMMER,
};

const tiers = (p12: number | null, p34: number | null, p5: number | null): TierPrices => ({ '1-2': p12, '3-4': p34, '5+': p5 });

/** An apartment as the API answers it (columns over the window's days): 300/400/500 zł a night, its first day priced
 * 350/420/510 with the summer rule, the second reserved and the third blocked. */
function apartment(n: number, days: number, options: { listing?: number; smart?: boolean } = {}): PriceListDto {
  const listing = options.listing ?? 1;
  const column = <T,>(first: T, rest: T) => Array.from({ length: days }, (_, i) => (i === 0 ? first : rest));
  return {
    id: `a${n}`,
    type: 'apartment_prices',
    attributes: {
      apartmentId: `a${n}`,
      name: n === 1 ? 'Apartament Morski' : n === 2 ? 'Studio Wawel' : `Apartament ${n}`,
      accommodationId: `l${listing}`,
      accommodationName: listing === 1 ? 'Apartamenty Nadmorskie' : `Obiekt ${listing}`,
      currency: 'PLN',
      smartPricing: !!options.smart,
      rates: tiers(300, 400, 500),
      prices: { '1-2': column(350, 300), '3-4': column(420, 400), '5+': column(510, 500) },
      priced: column(true, false),
      ruleIds: column<string | null>(RULE.id, null),
      availability: Array.from({ length: days }, (_, i) => (i === 1 ? 'reserved' : i === 2 ? 'blocked' : 'available')),
    },
  };
}

/** The API's window: `count` apartments, paged as asked. */
function serveWindow(count: number, smart: number[] = []) {
  windowApi.mockImplementation(async (p: WindowParams) => {
    const first = (p.page - 1) * p.perPage;
    const ids = Array.from({ length: Math.max(0, Math.min(p.perPage, count - first)) }, (_, i) => first + i + 1);
    const days = daysFrom(p.from, daysFrom(p.from, 20).indexOf(p.to) + 1 || 1);
    return {
      ok: true,
      status: 200,
      data: ids.map((n) => apartment(n, days.length, { smart: smart.includes(n), listing: n <= 2 ? 1 : 2 })),
      pagination: { page: p.page, perPage: p.perPage, pages: Math.ceil(count / p.perPage), count },
      meta: { days },
      headers: {},
    };
  });
}

beforeEach(() => {
  jest.clearAllMocks();
  writeApi.mockResolvedValue({ ok: true, status: 200, data: { apartmentIds: ['a1'], from: '', to: '', days: 1 }, headers: {} });
});

function renderPage(route = '/front-desk/price-list?from=2030-03-01') {
  renderWithProviders(
    <Provider store={createSectionStore()}>
      <Routes>
        <Route path="/front-desk/price-list" element={<PriceListPage />} />
      </Routes>
    </Provider>,
    { route },
  );
}

const dayHeaders = () => screen.getAllByTestId('price-grid-day').map((d) => d.textContent);
const cell = (name: string, day: string) => screen.getByRole('button', { name: new RegExp(`^${name}, ${day}`) });

describe('the price list grid', () => {
  it('shows 20 days from the start in the URL, each apartment under its listing, with availability, price and rule dot', async () => {
    serveWindow(3);
    renderPage();
    expect(await screen.findByText('Apartament Morski')).toBeInTheDocument();
    const headers = dayHeaders();
    expect(headers).toHaveLength(20);
    expect(headers[0]).toBe('pt01.03');
    expect(headers[19]).toBe('śr20.03');
    expect(windowApi).toHaveBeenCalledWith({ from: '2030-03-01', to: '2030-03-20', page: 1, perPage: 25 });
    expect(screen.getByText('Apartamenty Nadmorskie')).toBeInTheDocument();
    expect(screen.getByText('Obiekt 2')).toBeInTheDocument();
    expect(cell('Apartament Morski', '01.03.2030')).toHaveAccessibleName('Apartament Morski, 01.03.2030, 350,00 zł, Wolny, reguła Sezon letni');
    expect(cell('Apartament Morski', '02.03.2030')).toHaveAccessibleName('Apartament Morski, 02.03.2030, 300,00 zł, Zarezerwowany');
    expect(cell('Apartament Morski', '03.03.2030')).toHaveAccessibleName(/Zablokowany$/);
    // the rules can be hidden
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reguły: widoczne' }));
    expect(cell('Apartament Morski', '01.03.2030')).toHaveAccessibleName('Apartament Morski, 01.03.2030, 350,00 zł, Wolny');
  });

  it('shows what the guest pays for the tier in view with the day’s rule, and the base and the rule on hover and focus', async () => {
    serveWindow(1);
    // every day carries the summer rule, which raises Saturdays by 40,50 zł
    const served = windowApi.getMockImplementation()!;
    windowApi.mockImplementation(async (p: WindowParams) => {
      const answer = await served(p);
      for (const a of answer.data as PriceListDto[]) a.attributes.ruleIds = a.attributes.ruleIds.map(() => RULE.id);
      return answer;
    });
    renderPage();
    await screen.findByText('Apartament Morski');
    // Sat 02.03.2030: the rate of 300,00 zł, and 340,50 zł with the rule
    const saturday = cell('Apartament Morski', '02.03.2030');
    const note = 'Cena bazowa 300,00 zł, reguła „Sezon letni”: Sobota +40,50 zł';
    expect(saturday).toHaveTextContent('340,50 zł');
    expect(saturday).toHaveAttribute('title', note);
    expect(saturday).toHaveAccessibleName(`Apartament Morski, 02.03.2030, 340,50 zł, ${note}, Zarezerwowany, reguła Sezon letni`);
    act(() => saturday.focus());
    expect(screen.getByTestId('price-note')).toHaveTextContent(`Apartament Morski, 02.03.2030: ${note}`);
    // Friday: the rule changes nothing, the price is the day's own
    expect(cell('Apartament Morski', '01.03.2030')).toHaveTextContent('350,00 zł');
    expect(cell('Apartament Morski', '01.03.2030')).not.toHaveAttribute('title');
    // the 3-4 person tier on that Saturday: 400,00 + 40,50
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pokaż ceny dla 3-4 i 5+ osób: Apartament Morski' }));
    expect(screen.getAllByText('440,50 zł')[0]).toHaveAttribute('title', 'Cena bazowa 400,00 zł, reguła „Sezon letni”: Sobota +40,50 zł');
  });

  it('says whether the rules are shown on its toggle, which is pressed while they are', async () => {
    serveWindow(1);
    renderPage();
    await screen.findByText('Apartament Morski');
    const toggle = screen.getByRole('button', { name: 'Reguły: widoczne' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.setup().click(toggle);
    expect(screen.getByRole('button', { name: 'Reguły: ukryte' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('lists the months in lower case and the years running up', async () => {
    serveWindow(1);
    renderPage();
    await screen.findByText('Apartament Morski');
    const months = within(screen.getByLabelText('Miesiąc')).getAllByRole('option').map((o) => o.textContent);
    expect(months.slice(0, 3)).toEqual(['styczeń', 'luty', 'marzec']);
    const years = within(screen.getByLabelText('Rok')).getAllByRole('option').map((o) => Number(o.textContent));
    expect(years).toEqual([...years].sort((a, b) => a - b));
  });

  it('moves by 3 days with the arrows, jumps to a month, and comes back with Dzisiaj', async () => {
    const user = userEvent.setup();
    serveWindow(2);
    renderPage();
    await screen.findByText('Apartament Morski');
    await user.click(screen.getByRole('button', { name: 'Następne dni (o 3)' }));
    await waitFor(() => expect(dayHeaders()[0]).toBe('pn04.03'));
    expect(windowApi).toHaveBeenLastCalledWith({ from: '2030-03-04', to: '2030-03-23', page: 1, perPage: 25 });
    await user.click(screen.getByRole('button', { name: 'Poprzednie dni (o 3)' }));
    await user.click(screen.getByRole('button', { name: 'Poprzednie dni (o 3)' }));
    await waitFor(() => expect(dayHeaders()[0]).toBe('wt26.02'));
    await user.selectOptions(screen.getByLabelText('Miesiąc'), 'lipiec');
    await waitFor(() => expect(dayHeaders()[0]).toBe('pn01.07'));
    await user.selectOptions(screen.getByLabelText('Rok'), '2031');
    await waitFor(() => expect(dayHeaders()[0]).toBe('wt01.07'));
    await user.click(screen.getByRole('button', { name: 'Dzisiaj' }));
    const now = new Date();
    const today = `${String(now.getDate()).padStart(2, '0')}.${String(now.getMonth() + 1).padStart(2, '0')}`;
    await waitFor(() => expect(dayHeaders()[0]).toContain(today));
  });

  it('expands an apartment to the 3-4 and 5+ person prices', async () => {
    const user = userEvent.setup();
    serveWindow(2);
    renderPage();
    await screen.findByText('Apartament Morski');
    expect(screen.queryByText('3-4 osoby')).not.toBeInTheDocument();
    expect(screen.queryByText('420,00 zł')).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Pokaż ceny dla 3-4 i 5+ osób: Apartament Morski' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByText('3-4 osoby')).toBeInTheDocument();
    expect(screen.getByText('5+ osób')).toBeInTheDocument();
    expect(screen.getByText('420,00 zł')).toBeInTheDocument();
    expect(screen.getByText('510,00 zł')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ukryj ceny dla 3-4 i 5+ osób: Apartament Morski' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens the pricing dialog on a clicked day, and on a range picked with Shift+arrows', async () => {
    const user = userEvent.setup();
    serveWindow(2);
    renderPage();
    await screen.findByText('Studio Wawel');
    await user.click(cell('Studio Wawel', '05.03.2030'));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Ceny: Studio Wawel')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Od/)).toHaveValue('05.03.2030');
    expect(within(dialog).getByLabelText(/^Do/)).toHaveValue('05.03.2030');
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    act(() => cell('Apartament Morski', '01.03.2030').focus());
    await user.keyboard('{ArrowRight}{Shift>}{ArrowRight}{ArrowRight}{ArrowRight}{/Shift}');
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Ceny: Apartament Morski')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Od/)).toHaveValue('02.03.2030');
    expect(within(dialog).getByLabelText(/^Do/)).toHaveValue('05.03.2030');
  });

  it('opens the pricing dialog on a range dragged with the mouse', async () => {
    const user = userEvent.setup();
    serveWindow(2);
    renderPage();
    await screen.findByText('Studio Wawel');
    await user.pointer([
      { keys: '[MouseLeft>]', target: cell('Studio Wawel', '10.03.2030') },
      { target: cell('Studio Wawel', '11.03.2030') },
      { target: cell('Studio Wawel', '12.03.2030') },
      { keys: '[/MouseLeft]' },
    ]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/^Od/)).toHaveValue('10.03.2030');
    expect(within(dialog).getByLabelText(/^Do/)).toHaveValue('12.03.2030');
  });

  it('renders only the apartments in view of a large account, asking one page of them', async () => {
    serveWindow(1000);
    renderPage();
    await screen.findByText('Apartament Morski');
    const rendered = screen.getAllByTestId('price-grid-apartment').length;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThanOrEqual(25);
    expect(windowApi).toHaveBeenCalledTimes(1);
    expect(windowApi).toHaveBeenCalledWith(expect.objectContaining({ page: 1, perPage: 25 }));
  });
});

describe('the pricing dialog', () => {
  function renderDialog(selection: Selection, onClose = jest.fn()) {
    renderWithProviders(
      <Provider store={createSectionStore()}>
        <PricingDialog selection={selection} rules={[RULE]} onClose={onClose} />
      </Provider>,
    );
    return { onClose };
  }
  const morski = (smart = false) => toRows([apartment(1, 20, { smart })], daysFrom('2030-03-01'))[0].attributes;

  it('starts from the first day’s own prices and rule, takes a decimal comma, and writes the range', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog({ apartment: morski(), from: '2030-03-01', to: '2030-03-07' });
    const p12 = await screen.findByLabelText('1-2 osoby (zł)');
    expect(p12).toHaveValue('350,00');
    expect(screen.getByLabelText('Reguła')).toHaveDisplayValue('Sezon letni');
    expect(screen.getByText(/01\.03\.2030 – 07\.03\.2030/)).toBeInTheDocument();
    await user.clear(p12);
    await user.type(p12, '1 234,5');
    await user.clear(screen.getByLabelText('3-4 osoby (zł)'));
    await user.selectOptions(screen.getByLabelText('Reguła'), '');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writeApi).toHaveBeenCalledWith({
      apartmentIds: ['a1'],
      from: '2030-03-01',
      to: '2030-03-07',
      prices: { '1-2': 1234.5, '3-4': null, '5+': 510 },
      ruleId: null,
    });
  });

  it('refuses a negative or over-precise price and a range ending before it starts, in Polish', async () => {
    const user = userEvent.setup();
    renderDialog({ apartment: morski(), from: '2030-03-01', to: '2030-03-01' });
    const p12 = await screen.findByLabelText('1-2 osoby (zł)');
    await user.clear(p12);
    await user.type(p12, '12,345');
    const p5 = screen.getByLabelText('5+ osób (zł)');
    await user.clear(p5);
    await user.type(p5, '-10');
    const to = screen.getByLabelText(/^Do/);
    await user.clear(to);
    await user.type(to, '27.02.2030');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findAllByText('Podaj kwotę nie mniejszą niż 0, z najwyżej dwoma miejscami po przecinku')).toHaveLength(2);
    expect(screen.getByText('Data końcowa nie może być wcześniejsza niż początkowa')).toBeInTheDocument();
    expect(writeApi).not.toHaveBeenCalled();
  });

  it('applies to several apartments at once; those priced intelligently cannot be chosen', async () => {
    const user = userEvent.setup();
    serveWindow(3, [3]);
    renderDialog({ apartment: morski(), from: '2030-03-01', to: '2030-03-02' });
    await user.click(await screen.findByRole('button', { name: 'Zastosuj też do innych apartamentów' }));
    const studio = await screen.findByRole('checkbox', { name: /Studio Wawel/ });
    expect(windowApi).toHaveBeenCalledWith({ from: '2030-03-01', to: '2030-03-01', page: 1, perPage: 1000 });
    expect(screen.getByRole('checkbox', { name: /Apartament Morski/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Apartament 3/ })).toBeDisabled();
    await user.click(studio);
    expect(screen.getByText('Apartamenty (wybrano: 2)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(writeApi).toHaveBeenCalled());
    expect(writeApi.mock.calls[0][0].apartmentIds).toEqual(['a1', 'a2']);
  });

  it('puts the server’s field errors (422) on the price fields', async () => {
    const user = userEvent.setup();
    writeApi.mockResolvedValue({
      ok: false,
      status: 422,
      body: { message: 'Popraw zaznaczone pola.', errors: { 'prices.3-4': ['Podaj kwotę od 0 do 1 000 000 z najwyżej dwoma miejscami po przecinku'] } },
    });
    const { onClose } = renderDialog({ apartment: morski(), from: '2030-03-01', to: '2030-03-01' });
    await user.click(await screen.findByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Podaj kwotę od 0 do 1 000 000 z najwyżej dwoma miejscami po przecinku')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Popraw zaznaczone pola.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('is read-only, with a note and a link to the listings, for an apartment priced intelligently', async () => {
    renderDialog({ apartment: morski(true), from: '2030-03-01', to: '2030-03-03' });
    expect(await screen.findByText('Ten apartament korzysta z inteligentnych cen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Obiekty' })).toHaveAttribute('href', '/administration/accommodations');
    expect(screen.getByLabelText('1-2 osoby (zł)')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Reguła')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Zapisz' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zastosuj też do innych apartamentów' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Zamknij' })).toBeInTheDocument();
  });
});
