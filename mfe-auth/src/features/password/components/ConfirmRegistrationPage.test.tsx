import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, eventBus, tokenStore, type ApiResult, type UserDto } from '@gospodarz/shared';
import { failure, ok, renderScreen, testUser } from '../../../testing';
import { ConfirmRegistrationPage } from './ConfirmRegistrationPage';

afterEach(() => {
  jest.restoreAllMocks();
  tokenStore.clear();
});

const renderConfirm = (route = '/confirm_my_registration?token=tok-1') =>
  renderScreen(<ConfirmRegistrationPage />, { route, path: '/confirm_my_registration' });

async function fill(password: string, repeat: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Nowe hasło'), password);
  await user.type(screen.getByLabelText('Powtórz nowe hasło'), repeat);
  await user.click(screen.getByRole('button', { name: 'Zmień hasło' }));
}

describe('ConfirmRegistrationPage', () => {
  it('requires both fields', async () => {
    const post = jest.spyOn(api, 'post');
    renderConfirm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Zmień hasło' }));
    expect(await screen.findAllByText('Pole jest wymagane')).toHaveLength(2);
    expect(post).not.toHaveBeenCalled();
  });

  it("disables 'Zmień hasło' while loading, then signs the user in and goes to the root path", async () => {
    let answer!: (result: ApiResult<UserDto>) => void;
    const post = jest.spyOn(api, 'post').mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    const logins: unknown[] = [];
    const off = eventBus.on('auth:login', (payload) => logins.push(payload));
    renderConfirm();
    await fill('Wspolne-haslo-9', 'Wspolne-haslo-9');
    expect(screen.getByRole('button', { name: /Zmień hasło/ })).toBeDisabled();
    expect(post).toHaveBeenCalledWith('/v1/users/tok-1/set_password', { password: 'Wspolne-haslo-9', passwordConfirmation: 'Wspolne-haslo-9' });
    await act(async () => answer(ok(testUser, { authorization: 'Bearer sesja-1' })));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
    expect(tokenStore.getToken()).toBe('sesja-1');
    expect(logins).toEqual([{ user: testUser }]);
    off();
  });

  it('shows the password messages under their fields, not in a toast that follows the user', async () => {
    jest.spyOn(api, 'post').mockResolvedValue(
      failure(422, 'Popraw zaznaczone pola.', {
        password: ['Hasło musi mieć co najmniej 8 znaków'],
        passwordConfirmation: ['Hasła nie są takie same'],
      }),
    );
    renderConfirm();
    await fill('krotkie', 'krotkie');
    const message = await screen.findByText('Hasło musi mieć co najmniej 8 znaków');
    expect(screen.getByLabelText('Nowe hasło').closest('[role="group"]')).toHaveTextContent('Hasło musi mieć co najmniej 8 znaków');
    expect(screen.getByLabelText('Powtórz nowe hasło').closest('[role="group"]')).toHaveTextContent('Hasła nie są takie same');
    expect(message.closest('[role="status"], [data-scope="toast"]')).toBeNull();
    expect(screen.getByText('Popraw zaznaczone pola.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zmień hasło' })).toBeEnabled();
    expect(tokenStore.getToken()).toBeNull();
  });

  it('sends anyone without a token to /login', () => {
    renderConfirm('/confirm_my_registration');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/login$/);
  });
});
