import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@gospodarz/shared';
import { failure, ok, renderScreen } from '../../../testing';
import { ResetPasswordPage } from './ResetPasswordPage';

afterEach(() => jest.restoreAllMocks());

const renderReset = (route = '/reset-password?token=abc') => renderScreen(<ResetPasswordPage />, { route, path: '/reset-password' });

async function fill(password: string, repeat: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Hasło'), password);
  await user.type(screen.getByLabelText('Powtórz hasło'), repeat);
  await user.click(screen.getByRole('button', { name: 'Wyślij' }));
}

describe('ResetPasswordPage', () => {
  it('sends anyone without a token to /login', () => {
    renderReset('/reset-password');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/login$/);
  });

  it('requires both fields', async () => {
    const patch = jest.spyOn(api, 'patch');
    renderReset();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findAllByText('Pole jest wymagane')).toHaveLength(2);
    expect(patch).not.toHaveBeenCalled();
  });

  it('sets the password with the token and goes to /login?passwordSuccess', async () => {
    const patch = jest.spyOn(api, 'patch').mockResolvedValue(ok({ message: 'Hasło zostało zmienione.' }));
    renderReset();
    await fill('Nowe-haslo-2026', 'Nowe-haslo-2026');
    expect(await screen.findByTestId('where')).toHaveTextContent('/login?passwordSuccess');
    expect(patch).toHaveBeenCalledWith('/v1/password', {
      password: 'Nowe-haslo-2026',
      password_confirmation: 'Nowe-haslo-2026',
      reset_password_token: 'abc',
    });
  });

  it("shows the server's password rules on the fields", async () => {
    jest.spyOn(api, 'patch').mockResolvedValue(
      failure(422, 'Popraw zaznaczone pola.', { password: ['To hasło jest zbyt popularne'], password_confirmation: ['Hasła się nie zgadzają'] }),
    );
    renderReset();
    await fill('password1', 'password2');
    expect(await screen.findByText('To hasło jest zbyt popularne')).toBeInTheDocument();
    expect(screen.getByText('Hasła się nie zgadzają')).toBeInTheDocument();
  });

  it('says clearly when the link is used or expired', async () => {
    const message = 'Link do ustawienia hasła jest nieprawidłowy, został już użyty lub wygasł. Poproś o nowy link.';
    jest.spyOn(api, 'patch').mockResolvedValue(failure(422, message, { reset_password_token: [message] }));
    renderReset();
    await fill('Nowe-haslo-2026', 'Nowe-haslo-2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Wyślij' })).toBeEnabled();
  });

  it('goes back to /login on Anuluj', async () => {
    renderReset();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Anuluj' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/login$/);
  });
});
