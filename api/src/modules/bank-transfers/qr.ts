import { renderSVG } from 'uqr';

/**
 * Payment QR codes (issue 39), drawn by uqr (ISO/IEC 18004, the library the KSeF codes use) as SVG.
 *
 * ZBP: 'Rekomendacja Związku Banków Polskich dotycząca kodu dwuwymiarowego (2D) umożliwiającego realizację polecenia
 * przelewu' (Standard 2D, ZBP, 3.12.2013), the code Polish banking apps read ('Skanuj kod QR' / 'Płatność z kodu').
 * One line, nine fields separated by '|', UTF-8:
 *   1 the recipient's NIP (10 digits, may be empty) | 2 the country code 'PL' | 3 the account number (NRB, 26 digits,
 *   without 'PL') | 4 the amount in grosze, 6 digits with leading zeros (so at most 9 999,99 zł) | 5 the recipient's
 *   name (at most 20 characters) | 6 the transfer title (at most 32 characters) | 7 reserved: the direct-debit
 *   customer id (20) | 8 reserved: Invoobill id (12) | 9 reserved (24); reserved fields empty.
 * '|' cannot appear inside a field, so it is taken out of names and titles.
 *
 * EPC: European Payments Council, 'Quick Response Code: Guidelines to Enable Data Capture for the Initiation of a
 * SEPA Credit Transfer' (EPC069-12, version 3.0), the 'SEPA QR' / 'GiroCode' of banking apps abroad. Lines
 * separated by LF: 'BCD' | version '002' | character set '1' (UTF-8) | 'SCT' | the BIC (optional in 002 within
 * the EEA) | the beneficiary's name (70) | the IBAN | the amount 'EUR' + up to 2 decimals (euro only; left empty for
 * an amount in another currency, which the payer types) | purpose (empty) | structured reference (empty, since the
 * title is text) | the unstructured remittance (140) | information to the payer (empty). At most 331 bytes; error
 * correction M as the guidelines require.
 */

const clean = (text: string, max: number) => text.replace(/[|\r\n]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, max);

export interface TransferPayload {
  /** 'PL' + 26 digits */
  iban: string;
  nip: string;
  recipient: string;
  title: string;
  grosze: number;
  currency: string;
}

/** The ZBP 2D payload, or null when it cannot carry the transfer (no Polish account, not złoty, 10 000 zł or more). */
export function zbpPayload(p: TransferPayload): string | null {
  const nrb = p.iban.replace(/\s/g, '').toUpperCase();
  if (!/^PL\d{26}$/.test(nrb) || p.currency !== 'PLN' || p.grosze <= 0 || p.grosze > 999_999) return null;
  const nip = /^\d{10}$/.test(p.nip.replace(/\D/g, '')) ? p.nip.replace(/\D/g, '') : '';
  return [nip, 'PL', nrb.slice(2), String(p.grosze).padStart(6, '0'), clean(p.recipient, 20), clean(p.title, 32), '', '', ''].join('|');
}

/** The EPC069-12 'BCD' payload (version 002, UTF-8, no BIC), or null without an IBAN. */
export function epcPayload(p: TransferPayload): string | null {
  const iban = p.iban.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return null;
  const amount = p.currency === 'EUR' && p.grosze > 0 ? `EUR${(p.grosze / 100).toFixed(2)}` : '';
  return ['BCD', '002', '1', 'SCT', '', clean(p.recipient, 70), iban, amount, '', '', clean(p.title, 140), ''].join('\n');
}

/** The payload drawn as an SVG image (error correction M, a quiet zone of 4 modules). */
export function qrSvg(payload: string): string {
  return renderSVG(payload, { ecc: 'M', border: 4 });
}
