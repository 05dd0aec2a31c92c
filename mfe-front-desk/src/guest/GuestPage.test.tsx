import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type ApiResult } from '@gospodarz/shared';
import { renderWithProviders } from '@gospodarz/shared/testing';
import GuestPage from './GuestPage';

jest.setTimeout(30_000);

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
});
