// Channel sync writes a feed's events in short transactions (modules/channel-sync/service.ts), so two imports of one
// feed must not overlap (two API instances, or a read queued while one runs): the import that sets
// `importing_since` holds the feed until it clears it; a holder that died is overtaken after 15 minutes.
export const sql = `
alter table calendar_feeds add column importing_since timestamptz;
`;
