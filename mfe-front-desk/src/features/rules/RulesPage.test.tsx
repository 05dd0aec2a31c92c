import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { renderWithProviders } from '@gospodarz/shared/testing';
import type { PriceRuleDto } from '@gospodarz/shared';
import { createSectionStore } from '../../testing';
import { rulesApi } from './api';
import { RulesPage } from './components/RulesPage';

// the machine running the suite may be busy: give asynchronous screens time before failing
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

jest.mock('./api', () => ({ rulesApi: { list: jest.fn(), get: jest.fn(), create: jest.fn(), update: jest.fn(), remove: jest.fn() } }));
const mocked = rulesApi as jest.Mocked<typeof rulesApi>;

const none = { type: 'none', value: 0, unit: 'percent' } as const;
function rule(id: string, name: string, changes: Partial<PriceRuleDto['attributes']> = {}): PriceRuleDto {
  return {
    id,
    type: 'price_rule',
    attributes: {
      name,
      color: 'green',
      lastMinute: false,
      lastMinuteDiscount: 0,
      lastMinuteDays: 5,
      firstMinute: false,
      firstMinuteDiscount: 0,
      firstMinuteDays: 60,
      stayLonger: false,
      stayLongerDiscount: 0,
      stayLongerWeeks: 1,
      gapDay: false,
      gapDayDiscount: 0,
      capacityDays: null,
      child: null,
      teen: null,
      weekdays: { monday: none, tuesday: none, wednesday: none, thursday: none, friday: none, saturday: none, sunday: none },
      stayLimitsMin: 1,
      stayLimitsMax: 30,
      cancellation: 'flexible',
      futureDays: 0,
      readOnly: false,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      ...changes,
    },
  };
}

const summer = rule('r1', 'Sezon letni', {
  lastMinute: true,
  lastMinuteDiscount: 15,
  lastMinuteDays: 3,
  stayLonger: true,
  stayLongerDiscount: 10,
  stayLongerWeeks: 1,
  child: 3,
  capacityDays: 365,
  weekdays: { monday: none, tuesday: none, wednesday: none, thursday: none, friday: { type: 'raise', value: 20, unit: 'percent' }, saturday: none, sunday: { type: 'discount', value: 50, unit: 'amount' } },
  stayLimitsMin: 2,
  stayLimitsMax: 14,
  cancellation: 'mediumStrict',
});
const basic = rule('r2', 'Podstawowa');

function renderPage() {
  renderWithProviders(
    <Provider store={createSectionStore()}>
      <RulesPage />
    </Provider>,
    { route: '/front-desk/price-list/rules' },
  );
}

/** The row menu used from the keyboard: jsdom has no pointer geometry for the menu's highlight. */
async function pickRowAction(user: ReturnType<typeof userEvent.setup>, name: string, label: string) {
  (await screen.findByRole('button', { name: `Akcje reguły ${name}` })).focus();
  await user.keyboard('{Enter}');
  await screen.findAllByRole('menuitem');
  for (let i = 0; i < 5 && !screen.getByRole('menuitem', { name: label }).hasAttribute('data-highlighted'); i++) await user.keyboard('{ArrowDown}');
  await user.keyboard('{Enter}');
}

beforeEach(() => {
  jest.clearAllMocks();
  mocked.list.mockResolvedValue({ ok: true, status: 200, data: [summer, basic], headers: {} });
});

describe('the rule sets table', () => {
  it('says in each column what a rule does', async () => {
    renderPage();
    const row = (await screen.findByText('Sezon letni')).closest('tr')!;
    const cells = within(row).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(0, 10)).toEqual([
      'Sezon letni',
      '15%, najwyżej 3 dni przed przyjazdem',
      '—',
      '10% od 1 tygodnia',
      '365 dni',
      'bez opłaty do 3 lat',
      'Pt +20%, Nd −50,00 zł',
      '2–14 dób',
      'Umiarkowana',
      'Nieprzypisana',
    ]);
    for (const header of ['Nazwa', 'Last minute', 'First minute', 'Dłuższy pobyt', 'Okno rezerwacji', 'Dzieci', 'Dni tygodnia', 'Limit pobytu', 'Anulacja']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Dodaj regułę' })).toBeInTheDocument();
  });

  it('says that a rule set has no dates nor apartments and is attached to days in ‘Aktualny cennik’, and which rules are', async () => {
    mocked.list.mockResolvedValue({ ok: true, status: 200, data: [summer, rule('r2', 'Podstawowa', { futureDays: 40 })], headers: {} });
    renderPage();
    const basicRow = (await screen.findByText('Podstawowa')).closest('tr')!;
    expect(within(basicRow).getByText('40 dni od dziś')).toBeInTheDocument();
    expect(within(screen.getByText('Sezon letni').closest('tr')!).getByText('Nieprzypisana')).toBeInTheDocument();
    expect(screen.getByTestId('attach-hint')).toHaveTextContent('Reguła nie ma własnych dat ani apartamentów: działa na dniach, do których ją przypiszesz w „Aktualny cennik”');
    expect(screen.getByRole('link', { name: 'Przejdź do „Aktualny cennik”' })).toHaveAttribute('href', '/front-desk/price-list');
  });

  it('shows a co-host a rule set shared with apartments they do not serve as read-only: "Pokaż", and "Usuń" disabled with the reason', async () => {
    const user = userEvent.setup();
    mocked.list.mockResolvedValue({ ok: true, status: 200, data: [rule('r3', 'Wspólna', { readOnly: true })], headers: {} });
    renderPage();
    expect(await screen.findByText('(tylko do odczytu)')).toBeInTheDocument();
    (await screen.findByRole('button', { name: 'Akcje reguły Wspólna' })).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Pokaż' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Edytuj' })).not.toBeInTheDocument();
    const remove = screen.getByRole('menuitem', { name: 'Usuń' });
    expect(remove).toHaveAttribute('data-disabled');
    expect(remove).toHaveAccessibleDescription(
      'Tego zestawu reguł używają też apartamenty, których nie obsługujesz: możesz go tylko przeglądać. Zmienić lub usunąć go może właściciel konta.',
    );
  });

  it('deletes a rule after a confirmation, and on 409 asks for the rule that takes over its days', async () => {
    const user = userEvent.setup();
    mocked.remove
      .mockResolvedValueOnce({ ok: false, status: 409, body: { message: 'Reguła jest przypisana do dni w cenniku. Wybierz regułę zastępczą.' } })
      .mockResolvedValueOnce({ ok: true, status: 204, data: null, headers: {} });
    renderPage();
    await pickRowAction(user, 'Sezon letni', 'Usuń');
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Usunąć regułę?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Wybierz regułę zastępczą.');
    expect(mocked.remove).toHaveBeenLastCalledWith('r1', undefined);
    await user.selectOptions(within(dialog).getByLabelText(/Reguła zastępcza/), 'r2');
    await user.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(mocked.remove).toHaveBeenLastCalledWith('r1', 'r2');
    expect(mocked.list).toHaveBeenCalledTimes(2);
  });

  it('asks for the replacement at once when the list says days from today on carry the rule', async () => {
    const user = userEvent.setup();
    mocked.list.mockResolvedValue({ ok: true, status: 200, data: [rule('r1', 'Sezon letni', { futureDays: 12 }), basic], headers: {} });
    renderPage();
    await pickRowAction(user, 'Sezon letni', 'Usuń');
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/przypisana do 12 dni od dziś/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Wybierz regułę, która przejmie te dni.');
    expect(mocked.remove).not.toHaveBeenCalled();
  });
});
