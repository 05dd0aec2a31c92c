/** @jest-environment node */
import { runSaga } from 'redux-saga';
import type { ApiFailure, ApiResult } from '../api/client';
import { createRequestSlice, requestDone, requestFailed, requestSaga, requestSent } from './request';

interface Settings {
  currency: string;
}

const settings = createRequestSlice<Settings | null, string, 'settings'>('settings', null);

/** Runs the slice's load saga against `answer` and returns the actions it put. */
async function load(answer: ApiResult<Settings>, failure?: (result: ApiFailure) => string) {
  const put: Array<{ type: string }> = [];
  const request = jest.fn<Promise<ApiResult<Settings>>, [string]>(async () => answer);
  await runSaga({ dispatch: (action: { type: string }) => put.push(action) }, requestSaga(settings, request, failure), settings.actions.load('a1')).toPromise();
  expect(request).toHaveBeenCalledWith('a1');
  return put;
}

describe('a request slice', () => {
  it('is loading while sent, keeps the answer, and keeps the last data with the message of a failure', () => {
    let state = settings.reducer(undefined, { type: '@@init' });
    expect(state).toEqual({ data: null, loading: false, error: null });
    state = settings.reducer(state, settings.actions.load('a1'));
    expect(state).toEqual({ data: null, loading: true, error: null });
    state = settings.reducer(state, settings.actions.loaded({ currency: 'PLN' }));
    expect(state).toEqual({ data: { currency: 'PLN' }, loading: false, error: null });
    state = settings.reducer(state, settings.actions.load('a1'));
    expect(state).toEqual({ data: { currency: 'PLN' }, loading: true, error: null });
    state = settings.reducer(state, settings.actions.failed('Brak połączenia'));
    expect(state).toEqual({ data: { currency: 'PLN' }, loading: false, error: 'Brak połączenia' });
    state = settings.reducer(state, settings.actions.load('a1'));
    expect(state.error).toBeNull();
  });

  it('leaves the state alone for other actions', () => {
    const state = settings.reducer(undefined, { type: '@@init' });
    expect(settings.reducer(state, { type: 'settingsX/load' })).toBe(state);
  });

  it('names its actions after the slice', () => {
    expect(settings.types).toEqual({ load: 'settings/load', loaded: 'settings/loaded', failed: 'settings/failed' });
  });
});

describe('the request saga', () => {
  it('puts the answer', async () => {
    expect(await load({ ok: true, status: 200, data: { currency: 'EUR' }, headers: {} })).toEqual([settings.actions.loaded({ currency: 'EUR' })]);
  });

  it("puts the server's message of a refusal, or a Polish default when it has none", async () => {
    expect(await load({ ok: false, status: 403, body: { message: 'Brak uprawnień' } })).toEqual([settings.actions.failed('Brak uprawnień')]);
    expect(await load({ ok: false, status: 500, body: { message: '' } })).toEqual([
      settings.actions.failed('Nie udało się wczytać danych. Spróbuj ponownie.'),
    ]);
  });

  it('words a refusal as the screen asks', async () => {
    const failure = (result: ApiFailure) => (result.status === 404 ? 'Nie znaleziono.' : 'Inny błąd');
    expect(await load({ ok: false, status: 404, body: { message: 'Not Found' } }, failure)).toEqual([settings.actions.failed('Nie znaleziono.')]);
  });
});

describe('the request transitions', () => {
  const list = { items: ['a'], params: null as string | null, loading: false, error: 'stary błąd' };

  it('merge the changes beside the status', () => {
    expect(requestSent(list, { params: 'p=1' })).toEqual({ items: ['a'], params: 'p=1', loading: true, error: null });
    expect(requestDone(list, { items: ['b'] })).toEqual({ items: ['b'], params: null, loading: false, error: null });
    expect(requestFailed({ ...list, loading: true }, 'Błąd', { items: [] })).toEqual({ items: [], params: null, loading: false, error: 'Błąd' });
  });
});
