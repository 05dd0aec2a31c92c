import { all, call, cancel, delay, fork, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import { messageFor, notify, requestSaga, submitErrorsFrom, type ApiResult, type ConversationDto } from '@gospodarz/shared';
import { messagesApi, messagesOf, type FilledTemplate, type ScheduledMessageDto, type UnreadCounts } from './api';
import { actions, scheduledList, selectMessages, templateList, type MessagesState } from './slice';

const LOAD_FAILED = 'Nie udało się wczytać rozmów. Spróbuj ponownie.';

function* loadList({ search }: ReturnType<typeof actions.loadList>) {
  const result: ApiResult<ConversationDto[]> = yield call(messagesApi.list, search);
  yield put(result.ok ? actions.listLoaded(result.data) : actions.listFailed(result.body.message || LOAD_FAILED));
}

function* loadUnread() {
  const result: ApiResult<UnreadCounts> = yield call(messagesApi.unread);
  if (result.ok) yield put(actions.unreadLoaded(result.data));
}

/**
 * Opens a conversation; when it has unread guest messages, or the host opens it (not a background refresh), marks it
 * read, which also clears the host's notifications of it in the bell.
 */
function* open({ id, quiet }: ReturnType<typeof actions.open>) {
  const result: ApiResult<ConversationDto> = yield call(messagesApi.get, id);
  if (!result.ok) {
    yield put(actions.openFailed(id, messageFor(result, 'rozmowy')));
    return;
  }
  yield put(actions.opened(result.data, messagesOf(result.meta)));
  if (!result.data.attributes.read || !quiet) {
    const read: ApiResult<UnreadCounts> = yield call(messagesApi.read, id);
    if (read.ok) yield put(actions.unreadLoaded(read.data));
  }
}

function* send({ id, body, subject, done }: ReturnType<typeof actions.send>) {
  const result: ApiResult<ConversationDto> = yield call(messagesApi.send, id, body, subject);
  if (!result.ok) {
    yield call(done, { ok: false, message: result.body.errors?.body?.[0] ?? result.body.message ?? 'Nie udało się wysłać wiadomości.' });
    return;
  }
  yield put(actions.opened(result.data, messagesOf(result.meta)));
  yield call(done, { ok: true });
  const state: MessagesState = yield select(selectMessages);
  yield put(actions.loadList(state.list.search, true));
}

function* setLanguage({ id, language }: ReturnType<typeof actions.setLanguage>) {
  const result: ApiResult<ConversationDto> = yield call(messagesApi.setLanguage, id, language);
  if (!result.ok) {
    notify({ type: 'error', description: result.body.message || 'Nie udało się zmienić języka.' });
    return;
  }
  yield put(actions.opened(result.data, messagesOf(result.meta)));
  notify({ type: 'success', description: 'Język gościa został zmieniony.' });
}

function* fill({ id, templateId, done }: ReturnType<typeof actions.fill>) {
  const result: ApiResult<FilledTemplate> = yield call(messagesApi.fill, id, templateId);
  yield call(done, result.ok ? { ok: true, filled: result.data } : { ok: false, message: result.body.message || 'Nie udało się wypełnić szablonu.' });
}

function* actOnScheduled({ id, scheduledId, what }: ReturnType<typeof actions.scheduledAction>) {
  const result: ApiResult<ScheduledMessageDto[]> = yield call(what === 'skip' ? messagesApi.skipScheduled : messagesApi.sendScheduled, id, scheduledId);
  if (!result.ok) {
    notify({ type: 'error', description: result.body.errors?.status?.[0] ?? result.body.message ?? 'Nie udało się.' });
    return;
  }
  yield put(scheduledList.actions.loaded(result.data));
  notify({ type: 'success', description: what === 'skip' ? 'Wiadomość nie zostanie wysłana.' : 'Wiadomość została wysłana.' });
  if (what === 'send') yield put(actions.open(id, true));
}

function* editScheduled({ id, scheduledId, changes, resolve }: ReturnType<typeof actions.editScheduled>) {
  const result: ApiResult<ScheduledMessageDto[]> = yield call(messagesApi.editScheduled, id, scheduledId, changes);
  if (!result.ok) {
    yield call(resolve, submitErrorsFrom(result.body, 'Nie udało się zapisać wiadomości.'));
    return;
  }
  yield put(scheduledList.actions.loaded(result.data));
  notify({ type: 'success', description: 'Wiadomość automatyczna została zmieniona.' });
  yield call(resolve, undefined);
}

/** While the open conversation has a message waiting in the outbox, it is asked again this often. */
export const QUEUED_REFRESH_MS = 3_000;

/** 'W kolejce' becomes 'Wysłana' (or 'Nie wysłano…') without a reload: a short poll while something is queued. */
function* refreshWhileQueued({ conversation, messages }: ReturnType<typeof actions.opened>) {
  if (!messages.some((m) => m.attributes.author !== 'guest' && m.attributes.delivery === 'queued')) return;
  yield delay(QUEUED_REFRESH_MS);
  const state: MessagesState = yield select(selectMessages);
  if (state.active.id === conversation.id) yield put(actions.open(conversation.id, true));
}

function* pollLoop() {
  for (;;) {
    yield delay(20_000);
    const state: MessagesState = yield select(selectMessages);
    yield put(actions.loadList(state.list.search, true));
    if (state.active.id) yield put(actions.open(state.active.id, true));
  }
}

function* pollWhileOpen() {
  for (;;) {
    yield take('messages/poll/start');
    const task: Task = yield fork(pollLoop);
    yield take('messages/poll/stop');
    yield cancel(task);
  }
}

function* watchUnread() {
  yield take('messages/unread/watch');
  for (;;) {
    yield call(loadUnread);
    yield delay(60_000);
  }
}

export function* messagesSaga() {
  yield all([
    takeLatest('messages/list/load', loadList),
    takeLatest('messages/unread/load', loadUnread),
    takeLatest('messages/open', open),
    takeLatest('messages/opened', refreshWhileQueued),
    takeEvery('messages/send', send),
    takeEvery('messages/language', setLanguage),
    takeLatest('messages/fill', fill),
    takeEvery('messages/scheduled/act', actOnScheduled),
    takeEvery('messages/scheduled/edit', editScheduled),
    takeLatest(templateList.types.load, requestSaga(templateList, messagesApi.templates)),
    takeLatest(scheduledList.types.load, requestSaga(scheduledList, messagesApi.scheduled)),
    fork(pollWhileOpen),
    fork(watchUnread),
  ]);
}
