import { eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { api, type NotificationDto } from '@gospodarz/shared';
import { notificationsActions, selectNotifications, type NotificationsState } from './slice';
import { readUnreadStream } from './liveStream';

/** Without the live stream (a proxy that buffers or blocks it), the bell asks this often. */
export const POLL_MS = 30_000;
/** After the stream failed, try it again this much later (polling meanwhile). */
const RETRY_STREAM_MS = 60_000;

function* fetchNotifications() {
  const result: Awaited<ReturnType<typeof api.get<NotificationDto[]>>> = yield call(api.get<NotificationDto[]>, '/v1/notifications', {
    params: { perPage: 5 },
  });
  if (!result.ok) return;
  const unread = Number(result.meta?.unread ?? result.data.filter((n) => !n.attributes.read).length);
  yield put(notificationsActions.loaded(result.data, unread));
}

type StreamEvent = { unread: number } | { failed: true } | { ended: true };

function streamChannel(): EventChannel<StreamEvent> {
  return eventChannel<StreamEvent>((emit) => {
    const controller = new AbortController();
    readUnreadStream((unread) => emit({ unread }), controller.signal).then(
      () => emit({ ended: true }),
      () => {
        if (!controller.signal.aborted) emit({ failed: true });
      },
    );
    return () => controller.abort();
  });
}

/** Follows the live count; a new count brings the latest items. Returns false when the stream failed. */
function* followStream() {
  const channel: EventChannel<StreamEvent> = yield call(streamChannel);
  try {
    for (;;) {
      const event: StreamEvent = yield take(channel);
      if ('failed' in event) return false;
      if ('ended' in event) return true;
      const { unread, items }: NotificationsState = yield select(selectNotifications);
      if (event.unread !== unread || items.length === 0) yield call(fetchNotifications);
    }
  } finally {
    channel.close();
  }
}

/** Polls for `ms`, then gives the stream another chance. */
function* pollFor(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    yield delay(POLL_MS);
    yield call(fetchNotifications);
  }
}

/** While signed in: the bell's items now, then live through the stream, or by polling where the stream fails. */
function* liveWhileSignedIn() {
  yield call(fetchNotifications);
  for (;;) {
    const canStream = typeof fetch === 'function' && typeof TextDecoderStream === 'function';
    const ok: boolean = canStream ? yield call(followStream) : false;
    // a stream the server ended on its own is opened again at once; a failed one after a spell of polling
    if (!ok) yield call(pollFor, RETRY_STREAM_MS);
  }
}

function* whileSignedIn() {
  yield race({ live: call(liveWhileSignedIn), signedOut: take('auth/signedOut') });
}

function* markAllRead() {
  yield call(api.post, '/v1/notifications/read', {});
}

function* markRead(action: ReturnType<typeof notificationsActions.markRead>) {
  yield call(api.post, '/v1/notifications/read', { ids: [action.id] });
}

export function* notificationsSaga() {
  yield takeLatest('auth/signedIn', whileSignedIn);
  yield takeLatest('notifications/markAllRead', markAllRead);
  yield takeEvery('notifications/markRead', markRead);
}
