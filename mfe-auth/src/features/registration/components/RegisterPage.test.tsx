import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@gospodarz/shared';
import { failure, ok, renderScreen } from '../../../testing';
import { RegisterPage } from './RegisterPage';

// the machine running the suite may be busy: give asynchronous screens time before failing
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

afterEach(() => jest.restoreAllMocks());

const renderRegister = () => renderScreen(<RegisterPage />, { route: '/register', path: '/register' });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Imię/), 'Anna');
  await user.type(screen.getByLabelText(/^Nazwisko/), 'Nowa');
  await user.type(screen.getByLabelText(/^E-mail/), 'anna@example.pl');
  await user.type(screen.getByLabelText(/^Telefon/), '600100200');
  await user.type(screen.getByLabelText(/^Nazwa firmy lub obiektu/), 'Apartamenty nad Motławą');
  await user.click(screen.getByRole('checkbox', { name: /Akceptuję regulamin/ }));
}

describe('RegisterPage', () => {
  it('requires every field and the terms, with Polish messages', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post');
    renderRegister();
    await user.click(screen.getByRole('button', { name: 'Załóż konto' }));
    expect(await screen.findAllByText('Pole jest wymagane')).toHaveLength(5);
    expect(screen.getByText('Zaakceptuj regulamin, aby założyć konto')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^E-mail/), 'nie-email');
    expect(screen.getByText('Podaj poprawny adres e-mail')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Telefon/), '6001');
    await user.tab();
    expect(screen.getByText('Podaj numer telefonu w formacie NNN-NNN-NNN')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('leaving the autofocused first name empty marks nothing, so the first submit marks all six fields at once', async () => {
    const user = userEvent.setup();
    renderRegister();
    expect(screen.getByLabelText(/^Imię/)).toHaveFocus();
    // the pointer leaves 'Imię' for the button: no message appears under it to push the button away
    await user.tab();
    expect(screen.queryByText('Pole jest wymagane')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Załóż konto' }));
    expect(await screen.findAllByText('Pole jest wymagane')).toHaveLength(5);
    expect(screen.getByText('Zaakceptuj regulamin, aby założyć konto')).toBeInTheDocument();
  });

  it('masks the phone as NNN-NNN-NNN', async () => {
    const user = userEvent.setup();
    renderRegister();
    const phone = screen.getByLabelText(/^Telefon/);
    await user.type(phone, '600100200999');
    expect(phone).toHaveValue('600-100-200');
  });

  it('sends the form with the phone without dashes and asks to check the mailbox', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post').mockResolvedValue(ok({ message: 'x' }));
    renderRegister();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Załóż konto' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Sprawdź skrzynkę e-mail/);
    expect(post).toHaveBeenCalledWith('/v1/registrations', {
      user: { firstName: 'Anna', lastName: 'Nowa', email: 'anna@example.pl', phoneNumber: '600100200', companyName: 'Apartamenty nad Motławą', termsAccepted: true },
    });
    expect(screen.getByRole('link', { name: 'Wróć do logowania' })).toHaveAttribute('href', '/login');
  });

  it("puts the server's field errors beside the fields, and says when there were too many attempts", async () => {
    const user = userEvent.setup();
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValueOnce(failure(422, 'Popraw zaznaczone pola.', { companyName: ['Maksymalna długość to 200 znaków'] }))
      .mockResolvedValueOnce(failure(429, 'Zbyt wiele prób. Spróbuj ponownie za chwilę.'));
    renderRegister();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Załóż konto' }));
    expect(await screen.findByText('Maksymalna długość to 200 znaków')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Załóż konto' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zbyt wiele prób. Spróbuj ponownie za chwilę.');
  });
});
