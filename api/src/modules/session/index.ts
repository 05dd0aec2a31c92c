// What other modules (and the API's wiring and tests) use of session: everything else in the folder is its own.
export { liveSession, openSession, revokeUserSessions, sessionNotRevoked, touchAfterSeconds } from './service';
