import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type ApiResult } from '@gospodarz/shared';
import { renderWithProviders } from '@gospodarz/shared/testing';
import GuestPage from './GuestPage';

jest.setTimeout(90_000);

const stay = {
  id: 'r1',
  type: 'guest_stay',
  attributes: {
    language: 'pol',
    hostName: 'Anna Gospodarz',
    guestName: 'Jan Kowalski',
    apartmentName: 'Apartament Bursztyn',
    accommodationName: 'Willa',
    address: 'ul. Długa 7, 80-001 Gdańsk',
    from: '2031-07-01',
    to: '2031-07-04',
    nights: 3,
    status: 'confirmed',
    checkInFrom: '15:00',
    checkInTo: '22:00',
    checkOutFrom: '08:00',
    checkOutTo: '11:00',
    rules: { smokingAllowed: false, animalsFriendly: false, childrenFriendly: true, partiesAllowed: false, quietFrom: '22:00', quietTo: '06:00' },
    canReview: false,
    registrationNumber: 'PL-GDA-2026-000123',
    registrationAuthority: 'Prezydent Miasta Gdańska',
    emergencyPhone: '+48 600 100 200',
    houseRules: { version: 2, body: 'Cisza nocna 22:00–6:00.' },
    adults: 1,
    children: 1,
    onlineCheckIn: { status: 'missing', open: true, filledAt: null, arrivalTime: null, guests: [], company: null },
    arrival: { revealed: false, revealFrom: '2031-07-01T15:00', instructions: null, accessCode: null },
  },
};

const message = (body: string) => ({
  id: 'm1',
  type: 'message',
  attributes: { author: 'guest', authorName: 'Jan Kowalski', body, createdAt: '2031-06-20T10:00:00Z', status: 'sent' },
});

const answer = (messages: unknown[]) => ({ ok: true, status: 200, data: stay, meta: { messages, review: null }, headers: {} }) as unknown as ApiResult<never>;

afterEach(() => jest.restoreAllMocks());

describe('the guest page', () => {
  it("after an empty 'Wyślij' and then a message sent, the cleared box shows no error and a confirmation appears", async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'get').mockResolvedValue(answer([]));
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer([message('Czy można wcześniej?')]));
    renderWithProviders(<GuestPage basePath="/guest" user={null} />, { route: '/guest/tok-1' });
    await screen.findByRole('heading', { name: /Apartament Bursztyn/ });

    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByText('Wpisz treść wiadomości')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Twoja wiadomość'), 'Czy można wcześniej?');
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));

    await waitFor(() => expect(screen.getByLabelText('Twoja wiadomość')).toHaveValue(''));
    expect(post).toHaveBeenCalledWith('/v1/guest/tok-1/messages', { body: 'Czy można wcześniej?' });
    expect(screen.queryByText('Wpisz treść wiadomości')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Twoja wiadomość')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Wiadomość wysłana. Gospodarz odpowie na tej stronie.');
    expect(screen.getByRole('log', { name: 'Wiadomości' })).toHaveTextContent('Czy można wcześniej?');

    // typing the next message puts the confirmation away
    await user.type(screen.getByLabelText('Twoja wiadomość'), 'D');
    expect(screen.queryByText('Wiadomość wysłana. Gospodarz odpowie na tej stronie.')).not.toBeInTheDocument();
  });

  it('shows the registration number and the phone, hides the arrival instructions until the day, and sends the online check-in with the answers per field', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'get').mockResolvedValue(answer([]));
    const filled = { ...stay, attributes: { ...stay.attributes, onlineCheckIn: { ...stay.attributes.onlineCheckIn, status: 'filled', arrivalTime: '16:30' } } };
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValueOnce({ ok: false, status: 422, body: { message: 'Popraw zaznaczone pola', errors: { 'company.nip': ['Nieprawidłowy NIP'] } }, headers: {} } as unknown as ApiResult<never>)
      .mockResolvedValueOnce({ ok: true, status: 200, data: filled, meta: { messages: [], review: null }, headers: {} } as unknown as ApiResult<never>);
    renderWithProviders(<GuestPage basePath="/guest" user={null} />, { route: '/guest/tok-2' });
    await screen.findByRole('heading', { name: /Apartament Bursztyn/ });
    expect(screen.getByText(/Numer rejestracyjny obiektu: PL-GDA-2026-000123 \(Prezydent Miasta Gdańska\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+48 600 100 200' })).toHaveAttribute('href', 'tel:+48600100200');
    expect(screen.getByText('Instrukcje przyjazdu i kod dostępu pojawią się tutaj 01.07.2031 od godziny 15:00.')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Odprawa online' });
    const names = within(form).getAllByLabelText(/Imię i nazwisko/);
    await user.type(names[0], 'Jan Kowalski');
    const countries = within(form).getAllByLabelText(/Kraj zamieszkania/);
    await user.selectOptions(countries[0], 'PL');
    // the second guest is the child: who accompanies them
    await user.type(within(form).getAllByLabelText(/Imię i nazwisko/)[1], 'Ola Kowalska');
    await user.selectOptions(countries[1], 'DE');
    await user.type(within(form).getByLabelText(/Imię i nazwisko opiekuna/), 'Jan Kowalski');
    await user.selectOptions(within(form).getByLabelText(/Kim jest opiekun dla dziecka/), 'consent');
    await user.type(within(form).getByLabelText(/Pisemna zgoda rodziców/), 'Zgoda matki z 1.06.2031');
    await user.type(within(form).getByLabelText(/Godzina przyjazdu/), '16:30');
    await user.click(within(form).getByLabelText('Faktura na firmę'));
    await user.type(within(form).getByLabelText(/Nazwa firmy/), 'Kowalski Sp. z o.o.');
    await user.type(within(form).getByLabelText(/^NIP/), '1234567890');
    await user.type(within(form).getByLabelText(/Adres firmy/), 'ul. Długa 1, Gdańsk');
    await user.click(within(form).getByLabelText('Akceptuję regulamin obiektu (wersja 2)'));
    await user.click(within(form).getByRole('button', { name: 'Wyślij odprawę' }));

    expect(await within(form).findByText('Nieprawidłowy NIP')).toBeInTheDocument();
    expect(post).toHaveBeenLastCalledWith('/v1/guest/tok-2/check_in', {
      arrivalTime: '16:30',
      guests: [
        { name: 'Jan Kowalski', country: 'PL', minor: false },
        { name: 'Ola Kowalska', country: 'DE', minor: true, adultName: 'Jan Kowalski', adultRelation: 'consent', consentDetails: 'Zgoda matki z 1.06.2031' },
      ],
      company: { name: 'Kowalski Sp. z o.o.', nip: '1234567890', address: 'ul. Długa 1, Gdańsk' },
      acceptHouseRules: true,
      houseRulesVersion: 2,
    });
    const nip = within(form).getByLabelText(/^NIP/);
    await user.clear(nip);
    await user.type(nip, '5260250274');
    await user.click(within(form).getByRole('button', { name: 'Wyślij odprawę' }));
    expect(await screen.findByText('Dziękujemy! Odprawa online została zapisana.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Odprawa online' })).not.toBeInTheDocument();
  });
});
