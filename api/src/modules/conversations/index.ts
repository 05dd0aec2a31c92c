// What other modules may use: the unread counts (desktop, notifications), posting messages (automated messages),
// the guest link (guest page, replies by e-mail).
export { unreadCounts, latestUnreadMessages, postMessage, addGuestMessage, guestMessages, valuesForStay } from './service';
export { guestLinkKey, reservationOfToken, guestPageUrl, isGuestToken, GUEST_TOKEN_PATTERN, type GuestLinkTarget } from './links';
export { findStay, type StayRow } from './repository';
export { Message } from './schemas';
export { guestToken } from './links';
