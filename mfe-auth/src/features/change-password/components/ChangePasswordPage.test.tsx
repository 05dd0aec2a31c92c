import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@gospodarz/shared';
import { failure, findToast, ok, renderScreen } from '../../../testing';
import { ChangePasswordPage } from './ChangePasswordPage';

afterEach(() => jest.restoreAllMocks());

const renderPage = () => renderScreen(<ChangePasswordPage />, { route: '/me/change-password', path: '/me/change-password' });

async function fill(values: { old?: string; next?: string; repeat?: string }) {
  const user = userEvent.setup();
  if (values.old) await user.type(screen.getByLabelText('Stare hasło'), values.old);
  if (values.next) await user.type(screen.getByLabelText('Nowe hasło'), values.next);
  if (values.repeat) await user.type(screen.getByLabelText('Powtórz nowe hasło'), values.repeat);
  await user.click(screen.getByRole('button', { name: 'Zmień hasło' }));
}

describe('ChangePasswordPage', () => {
  it('validates on submit only', async () => {
    const user = userEvent.setup();
    const patch = jest.spyOn(api, 'patch');
    renderPage();
    await user.click(screen.getByLabelText('Stare hasło'));
    await user.tab();
    await user.tab();
    expect(screen.queryByText('Pole jest wymagane')).not.toBeInTheDocument();
    await fill({});
    expect(await screen.findAllByText('Pole jest wymagane')).toHaveLength(3);
    expect(patch).not.toHaveBeenCalled();
  });

  it("says 'Hasła się nie zgadzają' when the repetition differs", async () => {
    const patch = jest.spyOn(api, 'patch');
    renderPage();
    await fill({ old: 'Stare-haslo-1', next: 'Nowe-haslo-1', repeat: 'Nowe-haslo-2' });
    expect(await screen.findByText('Hasła się nie zgadzają')).toBeInTheDocument();
    expect(screen.queryByText('Pole jest wymagane')).not.toBeInTheDocument();
    expect(patch).not.toHaveBeenCalled();
  });

  it('shows a wrong old password on its field', async () => {
    jest.spyOn(api, 'patch').mockResolvedValue(failure(422, 'Popraw zaznaczone pola.', { oldPassword: ['Nieprawidłowe hasło'] }));
    renderPage();
    await fill({ old: 'zle-haslo', next: 'Nowe-haslo-1', repeat: 'Nowe-haslo-1' });
    expect(await screen.findByText('Nieprawidłowe hasło')).toBeInTheDocument();
    expect(screen.getByLabelText('Stare hasło')).toHaveAttribute('aria-invalid', 'true');
  });

  it('changes the password, says so, and empties the form', async () => {
    const patch = jest.spyOn(api, 'patch').mockResolvedValue(ok({ message: 'Hasło zostało zmienione.' }));
    renderPage();
    await fill({ old: 'Stare-haslo-1', next: 'Nowe-haslo-1', repeat: 'Nowe-haslo-1' });
    expect(await findToast('Hasło zostało zmienione.')).toHaveTextContent('Sukces');
    expect(patch).toHaveBeenCalledWith('/v1/me/password', {
      oldPassword: 'Stare-haslo-1',
      newPassword: 'Nowe-haslo-1',
      passwordConfirmation: 'Nowe-haslo-1',
    });
    expect(await screen.findByLabelText('Stare hasło')).toHaveValue('');
  });
});
