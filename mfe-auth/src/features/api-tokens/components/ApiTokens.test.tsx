import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@gospodarz/shared';
import type { ApiTokenDto } from '@gospodarz/shared/dto';
import { failure, findToast, ok, renderScreen } from '../../../testing';
import { ApiTokens } from './ApiTokens';

const token = (id: string, name: string, attributes: Partial<ApiTokenDto['attributes']> = {}): ApiTokenDto => ({
  id,
  type: 'apiToken',
  attributes: {
    name,
    tokenStart: 'gzp_AbCd',
    access: 'read',
    expiresAt: '2026-12-27T10:00:00.000Z',
    lastUsedAt: null,
    createdAt: '2026-11-27T10:00:00.000Z',
    revokedAt: null,
    active: true,
    userId: 'u1',
    userName: 'Jan Kowalski',
    own: true,
    ...attributes,
  },
});

afterEach(() => jest.restoreAllMocks());

describe('ApiTokens', () => {
  it('creates a token and shows it once, lists tokens with their last use, and revokes one after asking', async () => {
    const user = userEvent.setup();
    const existing = token('t1', 'Arkusz', { lastUsedAt: '2026-11-26T08:30:00.000Z', own: false, userName: 'Recepcja' });
    const get = jest.spyOn(api, 'get').mockResolvedValue(ok([existing]));
    const post = jest.spyOn(api, 'post').mockResolvedValue({ ...ok(token('t2', 'Skrypt', { access: 'write' }), {}, 201), meta: { token: 'gzp_SEKRET123' } });
    const del = jest.spyOn(api, 'delete').mockResolvedValue(ok(token('t1', 'Arkusz', { active: false, revokedAt: '2026-11-27T11:00:00.000Z' })));
    renderScreen(<ApiTokens />, { route: '/me/profile', path: '/me/profile' });

    const row = (await screen.findByText('Arkusz')).closest('tr')!;
    expect(within(row as HTMLElement).getByText('Tylko odczyt')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText(/Recepcja/)).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText(/26\.11\.2026/)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Nazwa tokenu/), 'Skrypt');
    await user.selectOptions(screen.getByLabelText('Ważność'), 'Bez terminu');
    await user.selectOptions(screen.getByLabelText('Dostęp'), 'Odczyt i zapis');
    await user.click(screen.getByRole('button', { name: 'Utwórz token' }));
    expect(post).toHaveBeenCalledWith('/v1/me/api_tokens', { apiToken: { name: 'Skrypt', expiresIn: 'none', access: 'write' } });
    expect(await screen.findByTestId('created-token')).toHaveTextContent('gzp_SEKRET123');
    expect(screen.getByText(/nie pokażemy go ponownie/)).toBeInTheDocument();

    await user.click(within(row as HTMLElement).getByRole('button', { name: 'Unieważnij token Arkusz' }));
    await user.click(await screen.findByRole('button', { name: 'Unieważnij' }));
    expect(del).toHaveBeenCalledWith('/v1/me/api_tokens/t1');
    expect(await findToast('Token został unieważniony.')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(3);
  });

  it("shows the API's field messages", async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'get').mockResolvedValue(ok([]));
    jest.spyOn(api, 'post').mockResolvedValue(failure(422, 'Popraw zaznaczone pola.', { name: ['Masz już 50 aktywnych tokenów.'] }));
    renderScreen(<ApiTokens />, { route: '/me/profile', path: '/me/profile' });
    expect(await screen.findByText('Nie masz jeszcze tokenów API.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Nazwa tokenu/), 'Kolejny');
    await user.click(screen.getByRole('button', { name: 'Utwórz token' }));
    expect(await screen.findByText('Masz już 50 aktywnych tokenów.')).toBeInTheDocument();
    expect(screen.queryByTestId('created-token')).toBeNull();
  });
});
