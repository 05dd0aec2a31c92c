// KSeF's offline modes (issue 37, tryby-offline.md): besides offline24 (KSeF not answering the client) and offline
// (an announced unavailability), the emergency mode ('tryb awaryjny', an announced failure: due within 7 working days
// after it ends). offline_until may stay null while the announced period has no end, or when a total failure lifted
// the duty to send.
export const sql = `
alter table invoice_ksef drop constraint invoice_ksef_offline_mode_check;
alter table invoice_ksef add constraint invoice_ksef_offline_mode_check check (offline_mode in ('offline24', 'offline', 'emergency'));
`;
