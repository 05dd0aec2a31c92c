import { encode } from 'uqr';
import type { InvoiceQrCode } from '@gospodarz/contracts/invoice-pdf';
import type { Queryable } from '../../db/database';
import type { Config } from '../../config';
import { certificateUrl } from './kod2';
import { ksefSettingsRow } from './repository';
import { findInvoiceKsef, openOfflineCertificate, verificationUrl } from './service';

/**
 * KOD I of an invoice sent to KSeF (kody-qr.md): the verification link (the environment's QR address, the seller's
 * NIP, the issue date, the SHA-256 of the exact XML sent, Base64URL) drawn by uqr as an ISO/IEC 18004 QR code (error
 * correction M), labelled with the KSeF number, or 'OFFLINE' while KSeF has not given one. Null: the invoice was not
 * sent to KSeF (its document not written yet). Given the config, an invoice issued offline also carries KOD II
 * when the host has stored a KSeF offline certificate.
 */
export async function ksefQrCode(db: Queryable, accountId: string, invoiceId: string, sellerNip: string, issueDate: string, config?: Config): Promise<InvoiceQrCode | null> {
  const row = await findInvoiceKsef(db, accountId, invoiceId);
  if (!row?.xml) return null;
  const link = verificationUrl(row.environment, sellerNip, issueDate, row.xml);
  // KOD II: issued offline, and the host has an offline certificate (kod2.ts)
  let certificate: InvoiceQrCode['certificate'] = null;
  if (row.offline_mode && config) {
    const offline = openOfflineCertificate(config, (await ksefSettingsRow(db, accountId)).offline_certificate_encrypted);
    if (offline) {
      const certificateLink = certificateUrl(row.environment, sellerNip, sellerNip, offline, row.xml);
      certificate = { modules: encode(certificateLink, { ecc: 'M', border: 0 }).data, link: certificateLink };
    }
  }
  return { modules: encode(link, { ecc: 'M', border: 0 }).data, link, label: row.ksef_number ?? 'OFFLINE', certificate };
}

/** The lines the e-mail carries for KOD I: where to verify the invoice in KSeF. */
export function qrMailLines(qr: InvoiceQrCode | null): string[] {
  if (!qr) return [];
  return ['', qr.label === 'OFFLINE' ? 'Faktura wystawiona w trybie offline; po przesłaniu do KSeF można ją zweryfikować pod adresem:' : `Numer KSeF: ${qr.label}. Weryfikacja faktury w KSeF:`, qr.link];
}
