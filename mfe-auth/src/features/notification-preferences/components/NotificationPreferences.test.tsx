import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type NotificationPreferenceDto } from '@gospodarz/shared';
import { findToast, ok, renderScreen } from '../../../testing';
import { NotificationPreferences } from './NotificationPreferences';

const pref = (kind: string, channel: string) => ({ id: kind, type: 'notification_preference', attributes: { kind, channel } }) as NotificationPreferenceDto;

afterEach(() => jest.restoreAllMocks());

describe('NotificationPreferences', () => {
  it('shows each kind with its channel and saves a change at once', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'get').mockResolvedValue(ok([pref('reservation_created', 'app'), pref('guest_message', 'off')]));
    const put = jest.spyOn(api, 'put').mockResolvedValue(ok([pref('reservation_created', 'email'), pref('guest_message', 'off')]));
    renderScreen(<NotificationPreferences />, { route: '/me/profile', path: '/me/profile' });
    const reservations = await screen.findByRole('combobox', { name: 'Nowa rezerwacja dodana przez kogoś innego' });
    expect(reservations).toHaveValue('app');
    expect(screen.getByRole('combobox', { name: 'Wiadomość od gościa' })).toHaveValue('off');
    await user.selectOptions(reservations, 'W aplikacji i e-mailem');
    expect(put).toHaveBeenCalledWith('/v1/me/notification_preferences', { preferences: [{ kind: 'reservation_created', channel: 'email' }] });
    expect(await findToast('Ustawienia powiadomień zostały zapisane.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Nowa rezerwacja dodana przez kogoś innego' })).toHaveValue('email');
  });
});
