import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { renderWithProviders } from '@gospodarz/shared/testing';
import { createSectionStore } from '../../../testing';
import { hostLawApi, type ListingLaw } from '../api';
import { HostLawSection } from './HostLawSection';

jest.mock('../api', () => ({ hostLawApi: { get: jest.fn(), save: jest.fn() } }));
const mocked = hostLawApi as jest.Mocked<typeof hostLawApi>;
jest.setTimeout(90_000);

const law = (attributes: Partial<ListingLaw['attributes']> = {}): ListingLaw => ({
  id: 'l1',
  type: 'listing_law',
  attributes: {
    houseRules: { version: null, body: '', savedAt: null },
    houseRulesVersions: [],
    emergencyPhone: '',
    checkInReminder: true,
    apartments: [{ id: 'ap-1', name: 'Apartament Morski', registrationNumber: '', registrationAuthority: '', arrivalInstructions: '', lockCodes: [] }],
    ...attributes,
  },
});

describe('the listing’s house rules, registration and arrival', () => {
  beforeEach(() => jest.clearAllMocks());

  it('starts the house rules from the template, saves the registration number and lock codes, and shows the API’s messages on their fields', async () => {
    const user = userEvent.setup();
    mocked.get.mockResolvedValue({ ok: true, status: 200, headers: {}, data: law() });
    mocked.save
      .mockResolvedValueOnce({ ok: false, status: 422, body: { message: 'Popraw zaznaczone pola', errors: { emergencyPhone: ['Podaj numer telefonu, np. +48 600 100 200'], 'apartments[0].lockCodes[1]': ['Kod może mieć 1–20 cyfr, liter, # lub *'] } } })
      .mockResolvedValueOnce({ ok: true, status: 200, headers: {}, data: law({ houseRules: { version: 1, body: 'x', savedAt: '2026-11-27T10:00:00Z' } }) });
    renderWithProviders(
      <Provider store={createSectionStore()}>
        <HostLawSection listingId="l1" canEdit />
      </Provider>,
    );
    expect(await screen.findByText('Regulamin nie jest jeszcze napisany.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Numer rejestracyjny/), 'PL-GDA-2026-000123');
    await user.type(screen.getByLabelText('Organ wydający numer'), 'Prezydent Miasta Gdańska');
    await user.type(screen.getByLabelText(/Kody zamka/), '4821{Enter}12 34');
    await user.type(screen.getByLabelText(/Telefon kontaktowy/), 'dzwoń');
    await user.click(screen.getByRole('button', { name: 'Wstaw wzór regulaminu' }));
    expect((screen.getByLabelText('Treść regulaminu') as HTMLTextAreaElement).value).toContain('REGULAMIN PORZĄDKOWY');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Podaj numer telefonu, np. +48 600 100 200')).toBeInTheDocument();
    expect(screen.getByText('Kod może mieć 1–20 cyfr, liter, # lub *')).toBeInTheDocument();
    const sent = mocked.save.mock.calls[0];
    expect(sent[0]).toBe('l1');
    expect(sent[1]).toMatchObject({
      emergencyPhone: 'dzwoń',
      checkInReminder: true,
      apartments: [{ id: 'ap-1', registrationNumber: 'PL-GDA-2026-000123', registrationAuthority: 'Prezydent Miasta Gdańska', lockCodes: ['4821', '12', '34'] }],
    });
    expect(sent[1].houseRules).toContain('Cisza nocna');

    const phone = screen.getByLabelText(/Telefon kontaktowy/);
    await user.clear(phone);
    await user.type(phone, '+48 600 100 200');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(screen.getByText(/^Wersja 1 z /)).toBeInTheDocument());
  });
});
