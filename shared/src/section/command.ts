import type { SubmissionErrors } from 'final-form';
import type { Action, Middleware, UnknownAction } from 'redux';
import { call, put, takeEvery } from 'redux-saga/effects';
import type { ApiResult } from '../api/client';
import { messageFor } from '../api/messageFor';
import { submitErrorsFrom } from '../ui/formErrors';
import { notify } from '../ui/toast';

/** How a command ended: the answer's data, or the failure's message and final-form's submit errors. */
export type CommandOutcome<R> =
  | { ok: true; data: R }
  | { ok: false; status: number; message: string; errors: SubmissionErrors };

/** A command sent: plain data (no callback rides in it); the middleware numbers it to settle its promise. */
export interface CommandAction<P, R> {
  type: string;
  payload: P;
  meta: { command: true | number };
  /** the result's type, for the dispatch's promise; never set */
  readonly result?: R;
}

/** The command's end, put by its saga: `done` with the data or `failed`, naming the command it settles. */
export interface SettledAction<P, R> {
  type: string;
  payload: P;
  outcome: CommandOutcome<R>;
  meta: { settles: true | number };
}

/** An app's dispatch: a command's dispatch returns the promise of its outcome, any other action itself. */
export type CommandDispatch = {
  <P, R>(action: CommandAction<P, R>): Promise<CommandOutcome<R>>;
  <A extends Action>(action: A): A;
};

const isCommand = (action: unknown): action is CommandAction<unknown, unknown> =>
  (action as CommandAction<unknown, unknown>)?.meta?.command === true;
const settles = (action: unknown): number | undefined => {
  const id = (action as SettledAction<unknown, unknown>)?.meta?.settles;
  return typeof id === 'number' ? id : undefined;
};

/**
 * The one middleware of commands (in every store made by `createSagaStore`, before the saga middleware): it numbers a
 * command, hands it on, and returns a promise that its saga's `done` or `failed` action resolves.
 */
export const commandMiddleware: Middleware = () => (next) => {
  let last = 0;
  const pending = new Map<number, (outcome: CommandOutcome<unknown>) => void>();
  return (action) => {
    if (isCommand(action)) {
      const id = ++last;
      const outcome = new Promise<CommandOutcome<unknown>>((resolve) => pending.set(id, resolve));
      next({ ...action, meta: { ...action.meta, command: id } });
      return outcome;
    }
    const handled = next(action);
    const id = settles(action);
    if (id !== undefined) {
      pending.get(id)?.((action as SettledAction<unknown, unknown>).outcome);
      pending.delete(id);
    }
    return handled;
  };
};

export interface CommandOptions<P, R> {
  /** what the failure's messages name (genitive: 'tej faktury'), see `messageFor` */
  subject?: string;
  /** the toast after a success */
  notice?: string | ((data: R, payload: P) => string);
  /** shows the failure's message as a toast too (for commands sent from a button, not a form) */
  notifyFailure?: boolean;
  /** what follows a success, before the dispatch's promise resolves (a saga: reloads; or a function: events) */
  then?: (data: R, payload: P) => unknown;
}

// Every command defined on the page, by name: the one saga of commands that every store runs answers each of them, so
// that a screen loaded on demand brings its commands with it and no store lists them.
const runners = new Map<string, (action: CommandAction<unknown, unknown>) => Generator>();

/** The saga of every command (run by `createSagaStore`): each dispatch runs to its end, side by side. */
export function* commandsSaga() {
  yield takeEvery(
    (action: unknown) => (action as CommandAction<unknown, unknown>).meta?.command !== undefined && runners.has((action as Action).type),
    function* runCommand(action: CommandAction<unknown, unknown>) {
      yield call(runners.get(action.type)!, action);
    },
  );
}

/**
 * One way to save: `createCommand(name, request)` gives an action creator whose dispatch returns the promise of the
 * outcome (a form does `const outcome = await dispatch(save(values)); if (!outcome.ok) return outcome.errors;`) and the
 * `done`/`failed` types reducers may answer; the stores' one saga of commands sends the request.
 */
export function createCommand<P, R = unknown>(
  name: string,
  request: (payload: P) => Promise<ApiResult<R>>,
  options: CommandOptions<P, R> = {},
) {
  const types = { run: name, done: `${name}/done`, failed: `${name}/failed` } as const;

  function* run(action: CommandAction<P, R>) {
    const settle = { settles: action.meta?.command ?? true };
    const result: ApiResult<R> = yield call(request, action.payload);
    if (!result.ok) {
      const message = messageFor(result, options.subject);
      if (options.notifyFailure) notify({ type: 'error', description: message });
      const outcome: CommandOutcome<R> = { ok: false, status: result.status, message, errors: submitErrorsFrom({ ...result.body, message }) };
      yield put<SettledAction<P, R>>({ type: types.failed, payload: action.payload, outcome, meta: settle });
      return;
    }
    if (options.then) yield call(options.then, result.data, action.payload);
    const notice = typeof options.notice === 'function' ? options.notice(result.data, action.payload) : options.notice;
    if (notice) notify({ type: 'success', description: notice });
    yield put<SettledAction<P, R>>({ type: types.done, payload: action.payload, outcome: { ok: true, data: result.data }, meta: settle });
  }

  runners.set(name, run as (action: CommandAction<unknown, unknown>) => Generator);
  const command = (payload: P): CommandAction<P, R> => ({ type: name, payload, meta: { command: true } });
  return Object.assign(command, {
    types,
    /** whether an action is this command's success (for reducers), and its data */
    isDone: (action: UnknownAction | Action): action is SettledAction<P, R> & { outcome: { ok: true; data: R } } => action.type === types.done,
  });
}

export type Command<P, R> = ReturnType<typeof createCommand<P, R>>;
