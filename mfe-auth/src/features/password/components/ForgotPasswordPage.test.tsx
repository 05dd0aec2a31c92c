import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@gospodarz/shared';
import { failure, ok, renderScreen } from '../../../testing';
import { ForgotPasswordPage } from './ForgotPasswordPage';

afterEach(() => jest.restoreAllMocks());

const renderForgot = () => renderScreen(<ForgotPasswordPage />, { route: '/forgot-password', path: '/forgot-password' });

describe('ForgotPasswordPage', () => {
  it('requires a valid e-mail', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post');
    renderForgot();
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByText('Pole jest wymagane')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'nie-email');
    expect(screen.getByText('Podaj poprawny adres e-mail')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('asks for the link and goes to /login?sentLink', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post').mockResolvedValue(ok({ message: 'x' }));
    renderForgot();
    await user.type(screen.getByLabelText('E-mail'), 'anna@example.pl');
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/login?sentLink');
    expect(post).toHaveBeenCalledWith('/v1/password', { user: { email: 'anna@example.pl' } });
  });

  it('says so when there were too many attempts', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'post').mockResolvedValue(failure(429, 'Zbyt wiele prób. Spróbuj ponownie za chwilę.'));
    renderForgot();
    await user.type(screen.getByLabelText('E-mail'), 'anna@example.pl');
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zbyt wiele prób. Spróbuj ponownie za chwilę.');
  });

  it('goes back to /login on Anuluj', async () => {
    const user = userEvent.setup();
    renderForgot();
    await user.click(screen.getByRole('button', { name: 'Anuluj' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/login$/);
  });
});
