// A channel's stay completed by the host (issue 36): guest name, party and price typed here. The stay keeps its kind
// 'channel' and its feed, so a later import still moves or cancels it; `channel_completed_at` says the host has
// completed it (the import never writes the guest, party or price, so what the host typed stays).
export const sql = `
alter table reservations add column channel_completed_at timestamptz;
`;
