import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Route, Routes, useLocation } from '@gospodarz/shared/router';
import { renderWithProviders } from '@gospodarz/shared/testing';
import { CANCELLATION_POLICY_LABELS } from '@gospodarz/shared/dto';
import type { PriceRuleDto } from '@gospodarz/shared';
import { createSectionStore } from '../../testing';
import { rulesApi } from './api';
import { RuleFormPage } from './components/RuleFormPage';

// the machine running the suite may be busy: give asynchronous screens time before failing
configure({ asyncUtilTimeout: 5000 });
// a long form typed into key by key
jest.setTimeout(30_000);

jest.mock('./api', () => ({ rulesApi: { list: jest.fn(), get: jest.fn(), create: jest.fn(), update: jest.fn(), remove: jest.fn() } }));
const mocked = rulesApi as jest.Mocked<typeof rulesApi>;

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderForm(route = '/front-desk/price-list/rules/new') {
  renderWithProviders(
    <Provider store={createSectionStore()}>
      <Routes>
        <Route path="/front-desk/price-list/rules/:ruleId" element={<RuleFormPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </Provider>,
    { route },
  );
}

const stored: PriceRuleDto = {
  id: 'r1',
  type: 'price_rule',
  attributes: {
    name: 'Sezon letni',
    color: 'blue',
    lastMinute: true,
    lastMinuteDiscount: 15,
    lastMinuteDays: 4,
    firstMinute: false,
    firstMinuteDiscount: 0,
    firstMinuteDays: 60,
    stayLonger: true,
    stayLongerDiscount: 10,
    stayLongerWeeks: 2,
    gapDay: false,
    gapDayDiscount: 0,
    capacityDays: 180,
    child: 3,
    teen: 12,
    weekdays: {
      monday: { type: 'none', value: 0, unit: 'percent' },
      tuesday: { type: 'none', value: 0, unit: 'percent' },
      wednesday: { type: 'none', value: 0, unit: 'percent' },
      thursday: { type: 'none', value: 0, unit: 'percent' },
      friday: { type: 'raise', value: 20, unit: 'percent' },
      saturday: { type: 'raise', value: 20, unit: 'percent' },
      sunday: { type: 'discount', value: 25.5, unit: 'amount' },
    },
    stayLimitsMin: 2,
    stayLimitsMax: 14,
    cancellation: 'strict',
    futureDays: 0,
    readOnly: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
};

beforeEach(() => jest.clearAllMocks());

describe('the rule form', () => {
  it('shows every field with its Polish label and the defaults: max 30 nights, flexible cancellation', async () => {
    renderForm();
    expect(await screen.findByRole('heading', { name: 'Nowa reguła' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Nazwa/)).toHaveValue('');
    const colours = within(screen.getByRole('group', { name: 'Kolor' })).getAllByRole('radio');
    expect(colours).toHaveLength(9);
    expect(screen.getByRole('radio', { name: 'Zielony' })).toBeChecked();
    for (const label of ['Last minute', 'First minute', 'Dłuższy pobyt', 'Luka jednodniowa']) {
      expect(screen.getByRole('checkbox', { name: label })).not.toBeChecked();
    }
    // the engine gives the discount to bookings made at most that many days before arrival
    expect(screen.getByLabelText('Ważny przy rezerwacji najwyżej')).toHaveDisplayValue('5 dni przed przyjazdem');
    expect(screen.getByText('Dla rezerwacji zrobionych krótko przed przyjazdem: gdy do przyjazdu zostało tyle dni lub mniej.')).toBeInTheDocument();
    expect(screen.getByLabelText('Długość pobytu')).toHaveDisplayValue('od 1 tygodnia');
    expect(screen.getByLabelText('Poniedziałek: zmiana ceny')).toHaveDisplayValue('Bez zmian');
    expect(screen.getByLabelText('Niedziela: jednostka')).toHaveDisplayValue('%');
    expect(screen.getByLabelText(/Minimalna liczba dób/)).toHaveValue('1');
    expect(screen.getByLabelText(/Maksymalna liczba dób/)).toHaveValue('30');
    expect(screen.getByLabelText('Okno rezerwacji (dni)')).toHaveValue('');
    expect(screen.getByText(/nie liczą się do liczby osób, od której zależy cena/)).toBeInTheDocument();
    expect(screen.getByText(/starszy liczy się jako dorosły/)).toBeInTheDocument();
    const policies = within(screen.getByRole('group', { name: 'Polityka anulacji' })).getAllByRole('radio');
    expect(policies).toHaveLength(7);
    expect(screen.getByRole('radio', { name: CANCELLATION_POLICY_LABELS.flexible })).toBeChecked();
    expect(screen.getByRole('radio', { name: CANCELLATION_POLICY_LABELS.veryStrict60 })).toBeInTheDocument();
  });

  it('shows a co-host a rule set that apartments they do not serve use too as read-only, saying why', async () => {
    const shared: PriceRuleDto = { ...stored, attributes: { ...stored.attributes, readOnly: true } };
    mocked.get.mockResolvedValue({ ok: true, status: 200, data: shared, headers: {} });
    renderForm('/front-desk/price-list/rules/r1');
    expect(await screen.findByRole('heading', { name: 'Reguła (tylko do odczytu)' })).toBeInTheDocument();
    expect(screen.getByTestId('rule-read-only')).toHaveTextContent(
      'Tego zestawu reguł używają też apartamenty, których nie obsługujesz: możesz go tylko przeglądać. Zmienić lub usunąć go może właściciel konta.',
    );
    expect(screen.getByLabelText(/Nazwa/)).toBeDisabled();
    expect(screen.getByLabelText(/Minimalna liczba dób/)).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Last minute' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Zapisz' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wróć do listy' })).toBeEnabled();
  });

  it('refuses a missing name, a percentage over 100, a bad amount and min above max, in Polish, without saving', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Pole jest wymagane')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Last minute' }));
    const discount = screen.getByLabelText('Last minute: rabat (%)');
    await user.clear(discount);
    await user.type(discount, '150');
    await user.selectOptions(screen.getByLabelText('Piątek: zmiana ceny'), 'raise');
    await user.selectOptions(screen.getByLabelText('Piątek: jednostka'), 'amount');
    const friday = screen.getByLabelText('Piątek: wartość');
    await user.clear(friday);
    await user.type(friday, '-5');
    const min = screen.getByLabelText(/Minimalna liczba dób/);
    await user.clear(min);
    await user.type(min, '10');
    const max = screen.getByLabelText(/Maksymalna liczba dób/);
    await user.clear(max);
    await user.type(max, '5');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Podaj procent: liczbę całkowitą od 0 do 100')).toBeInTheDocument();
    expect(screen.getByText('Podaj kwotę nie mniejszą niż 0, z najwyżej dwoma miejscami po przecinku')).toBeInTheDocument();
    expect(screen.getByText('Maksymalna liczba dób nie może być mniejsza niż minimalna')).toBeInTheDocument();
    expect(mocked.create).not.toHaveBeenCalled();
  });

  it('sends the rule with numbers (an amount with a decimal comma) and returns to the list', async () => {
    const user = userEvent.setup();
    mocked.create.mockResolvedValue({ ok: true, status: 201, data: stored, headers: {} });
    mocked.list.mockResolvedValue({ ok: true, status: 200, data: [stored], headers: {} });
    renderForm();
    await user.type(await screen.findByLabelText(/Nazwa/), 'Sezon letni');
    await user.click(screen.getByRole('radio', { name: 'Niebieski' }));
    await user.click(screen.getByRole('checkbox', { name: 'Dłuższy pobyt' }));
    const discount = screen.getByLabelText('Dłuższy pobyt: rabat (%)');
    await user.clear(discount);
    await user.type(discount, '10');
    await user.selectOptions(screen.getByLabelText('Długość pobytu'), '2');
    await user.selectOptions(screen.getByLabelText('Niedziela: zmiana ceny'), 'discount');
    await user.selectOptions(screen.getByLabelText('Niedziela: jednostka'), 'amount');
    const sunday = screen.getByLabelText('Niedziela: wartość');
    await user.clear(sunday);
    await user.type(sunday, '25,50');
    await user.type(screen.getByLabelText(/Dzieci bez opłaty do lat/), '3');
    await user.click(screen.getByRole('radio', { name: CANCELLATION_POLICY_LABELS.strict }));
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/front-desk\/price-list\/rules$/));
    // a new rule set is carried by no day yet: the confirmation says where to attach it
    expect(await screen.findByText(/Reguła została dodana\. Reguła nie ma własnych dat ani apartamentów: działa na dniach, do których ją przypiszesz w „Aktualny cennik”/)).toBeInTheDocument();
    const payload = mocked.create.mock.calls[0][0];
    expect(payload).toMatchObject({
      name: 'Sezon letni',
      color: 'blue',
      stayLonger: true,
      stayLongerDiscount: 10,
      stayLongerWeeks: 2,
      lastMinute: false,
      child: 3,
      teen: null,
      capacityDays: null,
      stayLimitsMin: 1,
      stayLimitsMax: 30,
      cancellation: 'strict',
    });
    expect(payload.weekdays?.sunday).toEqual({ type: 'discount', unit: 'amount', value: 25.5 });
    expect(payload.weekdays?.monday).toEqual({ type: 'none', unit: 'percent', value: 0 });
  });

  it('puts the server’s field errors (422) on their fields', async () => {
    const user = userEvent.setup();
    mocked.get.mockResolvedValue({ ok: true, status: 200, data: stored, headers: {} });
    mocked.update.mockResolvedValue({
      ok: false,
      status: 422,
      body: {
        message: 'Popraw zaznaczone pola.',
        errors: { teen: ['Wiek nastolatka nie może być niższy niż wiek dziecka'], 'weekdays.friday.value': ['Za duża podwyżka'] },
      },
    });
    renderForm('/front-desk/price-list/rules/r1');
    expect(await screen.findByRole('heading', { name: 'Edycja reguły' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Nazwa/)).toHaveValue('Sezon letni');
    expect(screen.getByRole('radio', { name: 'Niebieski' })).toBeChecked();
    expect(screen.getByLabelText('Niedziela: wartość')).toHaveValue('25,5');
    expect(screen.getByLabelText(/Maksymalna liczba dób/)).toHaveValue('14');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Wiek nastolatka nie może być niższy niż wiek dziecka')).toBeInTheDocument();
    expect(screen.getByText('Za duża podwyżka')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Popraw zaznaczone pola.');
    expect(mocked.update).toHaveBeenCalledWith('r1', expect.objectContaining({ name: 'Sezon letni', lastMinuteDays: 4 }));
    expect(screen.getByTestId('where')).toHaveTextContent('/front-desk/price-list/rules/r1');
  });
});
