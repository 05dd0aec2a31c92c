/** @jest-environment node */
import { FORM_ERROR } from 'final-form';
import { combineReducers, type UnknownAction } from 'redux';
import { call } from 'redux-saga/effects';
import type { ApiResult } from '../api/client';
import { eventBus } from '../events/eventBus';
import { createCommand, type CommandDispatch } from './command';
import { createSagaStore } from './createSagaStore';

interface Client {
  id: string;
  name: string;
}

const saved: Client = { id: 'c1', name: 'Anna Nowak' };

function storeWith(request: (payload: { name: string }) => Promise<ApiResult<Client>>, options = {}) {
  const save = createCommand('clients/save', request, { subject: 'tego klienta', ...options });
  const last = (state: Client | null = null, action: UnknownAction) => (save.isDone(action) ? action.outcome.data : state);
  const seen: string[] = [];
  const log = (state: string[] = seen, action: UnknownAction) => {
    seen.push(action.type);
    return state;
  };
  const store = createSagaStore(combineReducers({ last, log }), []);
  return { save, store, dispatch: store.dispatch as CommandDispatch, seen };
}

describe('a command', () => {
  it("resolves the dispatch with the answer's data, after the reducers saw it", async () => {
    const request = jest.fn(async () => ({ ok: true as const, status: 201, data: saved, headers: {} }));
    const { save, store, dispatch, seen } = storeWith(request);
    const outcome = await dispatch(save({ name: 'Anna Nowak' }));
    expect(outcome).toEqual({ ok: true, data: saved });
    expect(request).toHaveBeenCalledWith({ name: 'Anna Nowak' });
    expect(store.getState().last).toEqual(saved);
    expect(seen.filter((type) => type.startsWith('clients/'))).toEqual(['clients/save', 'clients/save/done']);
  });

  it("resolves a refusal with final-form's submit errors: each field's message and the form's", async () => {
    const { save, dispatch } = storeWith(async () => ({
      ok: false,
      status: 422,
      body: { message: 'Popraw zaznaczone pola.', errors: { name: ['Podaj imię i nazwisko.'], 'address.city': ['Podaj miasto.'] } },
    }));
    const outcome = await dispatch(save({ name: '' }));
    expect(outcome).toEqual({
      ok: false,
      status: 422,
      message: 'Popraw zaznaczone pola.',
      errors: { name: 'Podaj imię i nazwisko.', address: { city: 'Podaj miasto.' }, [FORM_ERROR]: 'Popraw zaznaczone pola.' },
    });
  });

  it('words a refusal with the subject where the API only says the status', async () => {
    const { save, dispatch } = storeWith(async () => ({ ok: false, status: 404, body: { message: 'Nie znaleziono.' } }));
    const outcome = await dispatch(save({ name: 'Anna' }));
    expect(outcome.ok === false && outcome.message).toBe('Nie znaleziono tego klienta.');
  });

  it('settles each of two commands under way with its own answer', async () => {
    const answers: Array<(result: ApiResult<Client>) => void> = [];
    const { save, dispatch } = storeWith(() => new Promise((resolve) => answers.push(resolve)));
    const first = dispatch(save({ name: 'A' }));
    const second = dispatch(save({ name: 'B' }));
    answers[1]({ ok: true, status: 200, data: { id: 'b', name: 'B' }, headers: {} });
    answers[0]({ ok: true, status: 200, data: { id: 'a', name: 'A' }, headers: {} });
    expect(await first).toEqual({ ok: true, data: { id: 'a', name: 'A' } });
    expect(await second).toEqual({ ok: true, data: { id: 'b', name: 'B' } });
  });

  it('runs its follow-ups and says its notice before the dispatch resolves; a refusal can be a toast too', async () => {
    const toasts: unknown[] = [];
    const off = eventBus.on('toast', (toast) => toasts.push(toast));
    const then = jest.fn(function* () {
      yield call(() => toasts.push('then'));
    });
    const { save, dispatch } = storeWith(async ({ name }) => (name ? { ok: true, status: 200, data: saved, headers: {} } : { ok: false, status: 409, body: { message: '' } }), {
      then,
      notice: (client: Client) => `Zapisano: ${client.name}.`,
      notifyFailure: true,
    });
    await dispatch(save({ name: 'Anna' }));
    expect(then).toHaveBeenCalledWith(saved, { name: 'Anna' });
    await dispatch(save({ name: '' }));
    off();
    expect(toasts).toEqual([
      'then',
      { type: 'success', description: 'Zapisano: Anna Nowak.' },
      { type: 'error', description: 'Ktoś zmienił te dane w międzyczasie. Odśwież i spróbuj ponownie.' },
    ]);
  });

  it('is answered by a store made before it was defined (a screen loaded on demand brings its commands)', async () => {
    const store = createSagaStore(combineReducers({ none: (state: null = null) => state }), []);
    const later = createCommand('later/save', async (name: string) => ({ ok: true as const, status: 200, data: { id: 'x', name }, headers: {} }));
    expect(await (store.dispatch as CommandDispatch)(later('Ewa'))).toEqual({ ok: true, data: { id: 'x', name: 'Ewa' } });
  });

  it('carries only data in its actions', () => {
    const save = createCommand('clients/save', async () => ({ ok: true as const, status: 200, data: saved, headers: {} }));
    expect(JSON.parse(JSON.stringify(save({ name: 'A' })))).toEqual(save({ name: 'A' }));
  });
});
