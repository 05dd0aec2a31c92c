import { runSaga } from 'redux-saga';
import { api, tokenStore, type UserDto } from '@gospodarz/shared';
import { restoreSession } from './sagas';
import { authReducer, type AuthState } from './slice';

const user: UserDto = {
  id: 'u1',
  type: 'user',
  attributes: { email: 'anna@example.pl', firstName: 'Anna', lastName: 'Nowak', phoneNumber: '', role: 'householder', owner: true, permissions: [], accountId: 'a1' },
};

async function restore(): Promise<AuthState> {
  let state: AuthState = { status: 'checking', user: null };
  await runSaga({ dispatch: (action: { type: string }) => (state = authReducer(state, action)), getState: () => state }, restoreSession).toPromise();
  return state;
}

beforeEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('restoring the session at start', () => {
  it('is signed out without a stored token, without asking the API', async () => {
    const get = jest.spyOn(api, 'get');
    await expect(restore()).resolves.toEqual({ status: 'signedOut', user: null });
    expect(get).not.toHaveBeenCalled();
  });

  it('signs in with the user the API confirms for the stored token', async () => {
    tokenStore.save('t0k3n', user);
    jest.spyOn(api, 'get').mockResolvedValue({ ok: true, status: 200, data: { ...user, attributes: { ...user.attributes, firstName: 'Ania' } }, headers: {} });
    const state = await restore();
    expect(state.status).toBe('signedIn');
    expect(state.user?.attributes.firstName).toBe('Ania');
  });

  it('clears a stored session the API no longer accepts', async () => {
    tokenStore.save('old', user);
    jest.spyOn(api, 'get').mockResolvedValue({ ok: false, status: 401, body: { message: 'Zaloguj się, aby kontynuować.' } });
    await expect(restore()).resolves.toEqual({ status: 'signedOut', user: null });
    expect(tokenStore.getToken()).toBeNull();
  });

  it('keeps the stored user when the API cannot be reached', async () => {
    tokenStore.save('t0k3n', user);
    jest.spyOn(api, 'get').mockResolvedValue({ ok: false, status: 0, body: { message: 'offline' } });
    await expect(restore()).resolves.toEqual({ status: 'signedIn', user });
  });
});
