// What other modules call when something happens: notify(tx, scope, {kind, title, body, link, apartmentId}), inside
// the transaction that makes the change. See docs/domains/desktop-and-notifications.md.
export { notify, readNoticesOf, type Notice, type NoticeSource } from './service';
export { reservationCreatedNotice } from './notices';
