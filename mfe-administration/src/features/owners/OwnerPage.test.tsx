import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { renderWithProviders } from '@gospodarz/shared/testing';
import type { OwnerDto } from '@gospodarz/shared';
import { createSectionStore } from '../../testing';
import { ownersApi } from './api';
import { OwnerPage } from './components/OwnerPage';

jest.mock('./api', () => ({
  ownersApi: { list: jest.fn(), get: jest.fn(), save: jest.fn(), remove: jest.fn(), addAgreement: jest.fn(), changeTerms: jest.fn(), endAgreement: jest.fn(), apartments: jest.fn() },
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
  beforeEach(() => jest.clearAllMocks());

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
});
