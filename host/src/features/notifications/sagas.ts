import { call, delay, put, race, take, takeLatest } from 'redux-saga/effects';
import { api, type NotificationDto } from '@gospodarz/shared';
import { notificationsActions } from './slice';

const REFRESH_MS = 60_000;

function* fetchNotifications() {
  const result: Awaited<ReturnType<typeof api.get<NotificationDto[]>>> = yield call(api.get<NotificationDto[]>, '/v1/notifications', {
    params: { perPage: 5 },
  });
  if (!result.ok) return;
  const unread = Number(result.meta?.unread ?? result.data.filter((n) => !n.attributes.read).length);
  yield put(notificationsActions.loaded(result.data, unread));
}

/** While signed in: load the bell's items now and every minute. */
function* pollWhileSignedIn() {
  while (true) {
    yield call(fetchNotifications);
    const { signedOut } = yield race({ signedOut: take('auth/signedOut'), tick: delay(REFRESH_MS) });
    if (signedOut) return;
  }
}

function* markAllRead() {
  yield call(api.post, '/v1/notifications/read', {});
}

export function* notificationsSaga() {
  yield takeLatest('auth/signedIn', pollWhileSignedIn);
  yield takeLatest('notifications/markAllRead', markAllRead);
}
