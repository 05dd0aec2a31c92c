// What other modules may use of channel sync: its conflicts and troubled feeds (the calendar's warnings, the desktop's alerts).
export { openConflicts, troubledFeeds, type ConflictRow } from './repository';
export { syncConflictWarnings, troubledFeedAlerts, STALE_HOURS } from './warnings';
export { channelPendingWarnings, openWindows } from './health';
export { forgetOldReads } from './repository';
export { syncDemoFeeds, demoFeedPrefix } from './demoSync';
// the webhooks' safe targets (issue 42) judge addresses as feeds do
export { isPublicAddress } from './fetchFeed';
