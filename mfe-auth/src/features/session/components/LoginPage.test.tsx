import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from '@gospodarz/shared/router';
import { api, eventBus, tokenStore } from '@gospodarz/shared';
import { failure, ok, renderScreen, testUser } from '../../../testing';
import { LoginPage, returnPathOf } from './LoginPage';

afterEach(() => {
  jest.restoreAllMocks();
  tokenStore.clear();
});

const renderLogin = (route = '/login') =>
  renderScreen(<LoginPage />, { route, path: '/login' }, [
    <Route key="desk" path="/front-desk/desktop" element={<p>Pulpit</p>} />,
    <Route key="list" path="/front-desk/reservations" element={<p>Lista rezerwacji</p>} />,
  ]);

describe('LoginPage', () => {
  it('requires both fields and a valid e-mail before calling the API', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post');
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findAllByText('Pole jest wymagane')).toHaveLength(2);
    await user.type(screen.getByLabelText('E-mail'), 'anna@');
    expect(screen.getByText('Podaj poprawny adres e-mail')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it("shows the server's message under the form and lets the user try again", async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post').mockResolvedValue(failure(401, 'Nieprawidłowy e-mail lub hasło.'));
    renderLogin();
    await user.type(screen.getByLabelText('E-mail'), 'anna@example.pl');
    await user.type(screen.getByLabelText('Hasło'), 'zle-haslo');
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nieprawidłowy e-mail lub hasło.');
    expect(post).toHaveBeenCalledWith('/v1/login', { user: { email: 'anna@example.pl', password: 'zle-haslo' } });
    expect(screen.getByRole('button', { name: 'Zaloguj się' })).toBeEnabled();
    expect(tokenStore.getToken()).toBeNull();
  });

  it('stores the token and user, tells the host, and goes to the front desk', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'post').mockResolvedValue(ok(testUser, { authorization: 'Bearer token-123' }));
    const logins: unknown[] = [];
    const off = eventBus.on('auth:login', (payload) => logins.push(payload));
    renderLogin();
    await user.type(screen.getByLabelText('E-mail'), 'anna@example.pl');
    await user.type(screen.getByLabelText('Hasło'), 'Dobre-haslo-1');
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByText('Pulpit')).toBeInTheDocument();
    expect(tokenStore.getToken()).toBe('token-123');
    expect(tokenStore.getUser()).toEqual(testUser);
    expect(logins).toEqual([{ user: testUser }]);
    off();
  });

  it('returns to the page the user came from (?returnTo=), never to another site', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'post').mockResolvedValue(ok(testUser, { authorization: 'Bearer token-123' }));
    renderLogin(`/login?returnTo=${encodeURIComponent('/front-desk/reservations?page=2')}`);
    await user.type(screen.getByLabelText('E-mail'), 'anna@example.pl');
    await user.type(screen.getByLabelText('Hasło'), 'Dobre-haslo-1');
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByText('Lista rezerwacji')).toBeInTheDocument();
    expect(returnPathOf(new URLSearchParams('returnTo=//evil.example.com'))).toBe('/front-desk/desktop');
    expect(returnPathOf(new URLSearchParams('returnTo=https://evil.example.com'))).toBe('/front-desk/desktop');
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    renderLogin();
    const input = screen.getByLabelText('Hasło');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Pokaż hasło' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ukryj hasło' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it.each([
    ['/login?passwordSuccess', 'Hasło zostało zmienione.'],
    ['/login?sentLink', 'Link został wysłany do maila.'],
    ['/login?successMessage=passwordSuccess', 'Hasło zostało zmienione.'],
  ])('shows the note of %s', (route, note) => {
    renderLogin(route);
    expect(screen.getByRole('status')).toHaveTextContent(note);
  });

  it('leads to the forgotten-password screen', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('link', { name: 'Nie pamiętasz hasła?' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/forgot-password'));
  });
});
