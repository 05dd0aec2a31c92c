import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { renderWithProviders } from '@gospodarz/shared/testing';
import type { OwnerDto } from '@gospodarz/shared';
import { createSectionStore } from '../../testing';
import { ownersApi } from './api';
import { OwnerPage } from './components/OwnerPage';

jest.mock('./api', () => ({
  ownersApi: { list: jest.fn(), get: jest.fn(), save: jest.fn(), remove: jest.fn(), addAgreement: jest.fn(), changeTerms: jest.fn(), endAgreement: jest.fn(), apartments: jest.fn(), statements: jest.fn(), prepareStatement: jest.fn(), approveStatement: jest.fn(), markStatementPaid: jest.fn(), sendStatement: jest.fn() },
}));
const mocked = ownersApi as jest.Mocked<typeof ownersApi>;

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(40_000);

const terms = {
  id: 't1',
  validFrom: '2026-01-01',
  commissionPercent: '20.00',
  commissionBase: 'nights' as const,
  monthlyFee: '150.00',
  ownerBears: ['cleaning' as const],
  touristTaxPasses: true,
  statementBasis: 'ended' as const,
  statementDay: 5,
  createdAt: '2026-01-01T10:00:00.000Z',
};

const owner: OwnerDto = {
  id: 'o1',
  type: 'owner',
  attributes: {
    kind: 'person',
    displayName: 'Anna Nowak',
    companyName: '',
    firstName: 'Anna',
    lastName: 'Nowak',
    nip: '',
    email: 'anna@example.pl',
    phone: '',
    street: '',
    postalCode: '',
    city: '',
    iban: 'PL61109010140000071219812874',
    bankName: '',
    agreements: [{ id: 'g1', attributes: { ownerId: 'o1', apartmentId: 'a1', apartmentName: 'Morska 1', startsOn: '2026-01-01', endsOn: null, terms: [terms] } }],
  },
};

function renderOwner() {
  renderWithProviders(
    <Provider store={createSectionStore()}>
      <OwnerPage />
    </Provider>,
    { route: '/administration/owners/o1', path: '/administration/owners/:id' },
  );
}

describe("an owner's page", () => {
  beforeEach(() => {
    jest.clearAllMocks();
    mocked.statements.mockResolvedValue({ ok: true, status: 200, data: [], headers: {} });
  });

  it('shows the agreement and its versions, and refuses a bad IBAN before sending', async () => {
    const user = userEvent.setup();
    mocked.get.mockResolvedValue({ ok: true, status: 200, data: owner, headers: {} });
    renderOwner();
    expect(await screen.findByRole('heading', { name: 'Morska 1' })).toBeInTheDocument();
    expect(screen.getByText(/prowizja 20,00 % \(noclegi\).*opłata stała 150,00\s?zł \/ mies\..*sprzątanie \(zlecenia\).*opłata miejscowa przechodzi/)).toBeInTheDocument();
    const account = screen.getByLabelText('Numer rachunku do wypłat');
    expect(account).toHaveValue('PL61 1090 1014 0000 0712 1981 2874');
    await user.clear(account);
    await user.type(account, 'PL61 1090 1014 0000 0712 1981 2875');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Nieprawidłowy numer rachunku (IBAN)')).toBeInTheDocument();
    expect(mocked.save).not.toHaveBeenCalled();
  });

  it('changes the terms from a date and shows the server’s refusal beside the date', async () => {
    const user = userEvent.setup();
    mocked.get.mockResolvedValue({ ok: true, status: 200, data: owner, headers: {} });
    mocked.changeTerms.mockResolvedValueOnce({
      ok: false,
      status: 422,
      body: { message: 'Popraw zaznaczone pola.', errors: { validFrom: ['Zmiana może obowiązywać najwcześniej od dnia po 2026-01-01 (od tej daty obowiązuje poprzednia wersja)'] } },
    });
    renderOwner();
    await user.click(await screen.findByRole('button', { name: 'Zmień warunki' }));
    const from = screen.getByLabelText(/Zmiana obowiązuje od/);
    await user.type(from, '01.01.2026');
    const percent = screen.getByLabelText(/Prowizja \(%\)/);
    expect(percent).toHaveValue('20');
    await user.clear(percent);
    await user.type(percent, '17,5');
    await user.click(screen.getByRole('button', { name: 'Zapisz zmianę' }));
    expect(await screen.findByText(/najwcześniej od dnia po 2026-01-01/)).toBeInTheDocument();
    await waitFor(() => expect(mocked.changeTerms).toHaveBeenCalledWith({ agreementId: 'g1', terms: expect.objectContaining({ validFrom: '2026-01-01', commissionPercent: '17,5', commissionBase: 'nights', ownerBears: ['cleaning'], statementDay: 5 }) }));
  });

  it("lists the month's statement with its sums and approves the draft", async () => {
    const user = userEvent.setup();
    mocked.get.mockResolvedValue({ ok: true, status: 200, data: owner, headers: {} });
    const draft = {
      id: 's1',
      type: 'owner_statement' as const,
      attributes: {
        ownerId: 'o1', month: '2026-11', sequence: 1, correctsId: null, status: 'draft' as const, revenue: '700.00', commission: '120.00', costs: '30.00', balance: '550.00', due: '550.00',
        approvedAt: null, paidAt: null, sentAt: null,
        content: {
          month: '2026-11', settledBeforeGrosze: 0,
          apartments: [{ apartmentId: 'a1', apartmentName: 'Morska 1', revenueGrosze: 70000, commissionGrosze: 12000, costsGrosze: 3000, balanceGrosze: 55000,
            stays: [{ reservationId: 'r1', from: '2026-11-10', to: '2026-11-13', status: 'confirmed', revenueGrosze: 70000, commissionGrosze: 12000, lines: [] }],
            costs: [{ kind: 'repairs', id: 'c1', date: '2026-11-20', label: 'Żarówki', grosze: 3000 }] }],
        },
      },
    };
    mocked.statements.mockResolvedValueOnce({ ok: true, status: 200, data: [draft], headers: {} });
    mocked.approveStatement.mockResolvedValue({ ok: true, status: 200, data: { ...draft, attributes: { ...draft.attributes, status: 'approved' as const } }, headers: {} });
    mocked.statements.mockResolvedValueOnce({ ok: true, status: 200, data: [{ ...draft, attributes: { ...draft.attributes, status: 'approved' as const } }], headers: {} });
    renderOwner();
    expect(await screen.findByRole('heading', { name: 'listopad 2026 (Szkic)' })).toBeInTheDocument();
    expect(screen.getByText(/Przychód 700,00\s?zł, prowizja 120,00\s?zł, koszty 30,00\s?zł, saldo 550,00\s?zł/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Szczegóły' }));
    expect(screen.getByText(/Koszt 20\.11\.2026: Żarówki/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zatwierdź' }));
    expect(await screen.findByRole('heading', { name: 'listopad 2026 (Zatwierdzone)' })).toBeInTheDocument();
    expect(mocked.approveStatement).toHaveBeenCalledWith('s1');
    expect(screen.getByRole('button', { name: 'Oznacz jako zapłacone' })).toBeInTheDocument();
    mocked.sendStatement.mockResolvedValue({ ok: true, status: 200, data: { ...draft, attributes: { ...draft.attributes, status: 'approved' as const, sentAt: '2026-12-05T09:00:00.000Z' } }, headers: {} });
    await user.click(screen.getByRole('button', { name: 'Wyślij do właściciela' }));
    expect(await screen.findByText('Rozliczenie zostało wysłane do właściciela.')).toBeInTheDocument();
    expect(mocked.sendStatement).toHaveBeenCalledWith('s1');
  });
});
