import { call, put } from 'redux-saga/effects';
import type { ApiFailure, ApiResult } from '../api/client';

/** Where a request a screen waits for stands: under way, or refused with a message the user reads (else null). */
export interface RequestStatus {
  loading: boolean;
  error: string | null;
}

// A request's three moments in a slice's reducer. `changes` merge into the sub-state, so that a slice keeps its own
// field names beside the status (items, pagination, the params the list was asked with…).

/** The request is sent: loading, the last error forgotten. */
export function requestSent<S extends RequestStatus>(state: S, changes?: Partial<S>): S {
  return { ...state, ...changes, loading: true, error: null };
}

/** The answer came: loading over, its data in place. */
export function requestDone<S extends RequestStatus>(state: S, changes: Partial<S>): S {
  return { ...state, ...changes, loading: false, error: null };
}

/** The request was refused or never reached the server: loading over, the message to show. */
export function requestFailed<S extends RequestStatus>(state: S, error: string, changes?: Partial<S>): S {
  return { ...state, ...changes, loading: false, error };
}

/** One value a screen loads from the API, with its request's status. */
export interface Loadable<T> extends RequestStatus {
  data: T;
}

/**
 * A slice for one value a screen loads (a settings form, a list, the signed-in user's profile): `load(params)`,
 * then `loaded(data)` or `failed(message)`, and its reducer. Other writes to the value (a saved form's answer) put
 * `loaded` too. `data` keeps its last value while a reload is under way and after a failure.
 */
export function createRequestSlice<T, P = void, N extends string = string>(name: N, initialData: T) {
  const types = { load: `${name}/load`, loaded: `${name}/loaded`, failed: `${name}/failed` } as const;
  const actions = {
    load: (params: P) => ({ type: types.load, params }),
    loaded: (data: T) => ({ type: types.loaded, data }),
    failed: (error: string) => ({ type: types.failed, error }),
  };
  const initialState: Loadable<T> = { data: initialData, loading: false, error: null };

  function reducer(state: Loadable<T> = initialState, action: { type: string }): Loadable<T> {
    if (action.type === types.load) return requestSent(state);
    if (action.type === types.loaded) return requestDone(state, { data: (action as ReturnType<typeof actions.loaded>).data });
    if (action.type === types.failed) return requestFailed(state, (action as ReturnType<typeof actions.failed>).error);
    return state;
  }
  return { types, actions, initialState, reducer };
}

export type RequestSlice<T, P = void> = ReturnType<typeof createRequestSlice<T, P>>;

const LOAD_FAILED = 'Nie udało się wczytać danych. Spróbuj ponownie.';

/**
 * The saga answering a request slice's `load` (run it with takeLatest on `slice.types.load`): calls the API with the
 * action's params and puts `loaded` with the answer's data, or `failed` with `failure`'s words for the refusal (the
 * server's own message by default).
 */
export function requestSaga<T, P>(
  slice: RequestSlice<T, P>,
  request: (params: P) => Promise<ApiResult<T>>,
  failure: (result: ApiFailure) => string = (result) => result.body.message || LOAD_FAILED,
) {
  return function* load({ params }: { type: string; params: P }) {
    const result: ApiResult<T> = yield call(request, params);
    yield put(result.ok ? slice.actions.loaded(result.data) : slice.actions.failed(failure(result)));
  };
}
