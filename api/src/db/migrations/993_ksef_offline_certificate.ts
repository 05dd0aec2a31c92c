// KOD II (issue 37, kody-qr.md): the host's KSeF certificate of type Offline and its private key, kept as the token
// is (AES-256-GCM under KSEF_SECRET_KEY; never answered, never logged), to sign the certificate link of invoices
// issued offline.
export const sql = `
alter table ksef_settings add column offline_certificate_encrypted text;
`;
