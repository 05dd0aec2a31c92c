import crypto from 'node:crypto';
import { sha256Base64Url } from './crypto';
import { KSEF_ADDRESSES, type KsefEnvironment } from './environments';

/**
 * KOD II (kody-qr.md, '2. KOD II - Weryfikacja certyfikatu'): on an invoice issued offline, the link that proves its
 * issuer, signed with the private key of the host's KSeF certificate of type Offline:
 * `{qr}/certificate/Nip/{context NIP}/{seller NIP}/{certificate serial}/{SHA-256 of the XML, Base64URL}/{signature}`,
 * the signature over that path without `https://` (and without a trailing /), Base64URL: RSASSA-PSS (SHA-256, MGF1
 * SHA-256, 32-byte salt; keys of 2048 bits or more) or ECDSA P-256 with SHA-256 in IEEE P1363 form (R || S), as the
 * document recommends. Node's crypto signs; nothing hand-written. The label under the code is 'CERTYFIKAT'.
 */

export interface OfflineCertificate {
  /** the certificate's serial number, upper-case hex, as KSeF gives it */
  serialNumber: string;
  validFrom: string;
  validTo: string;
  privateKey: crypto.KeyObject;
}

/** Why an uploaded certificate and key cannot sign KOD II (Polish, for the settings), or the certificate read. */
export function readOfflineCertificate(certificatePem: string, privateKeyPem: string, passphrase?: string): OfflineCertificate | { problem: string } {
  let certificate: crypto.X509Certificate;
  try {
    certificate = new crypto.X509Certificate(certificatePem);
  } catch {
    return { problem: 'To nie jest certyfikat X.509 (PEM lub DER): wgraj certyfikat KSeF typu Offline pobrany z KSeF.' };
  }
  let privateKey: crypto.KeyObject;
  try {
    privateKey = crypto.createPrivateKey({ key: privateKeyPem, passphrase });
  } catch {
    return { problem: 'Nie udało się odczytać klucza prywatnego (PEM): sprawdź plik i hasło do klucza.' };
  }
  if (!certificate.checkPrivateKey(privateKey)) return { problem: 'Klucz prywatny nie pasuje do certyfikatu.' };
  const type = privateKey.asymmetricKeyType;
  const details = privateKey.asymmetricKeyDetails ?? {};
  if (type === 'rsa' && (details.modulusLength ?? 0) < 2048) return { problem: 'Klucz RSA certyfikatu jest za krótki: KSeF wymaga co najmniej 2048 bitów.' };
  if (type === 'ec' && details.namedCurve !== 'prime256v1') return { problem: 'Klucz EC certyfikatu musi używać krzywej P-256.' };
  if (type !== 'rsa' && type !== 'ec') return { problem: 'KSeF przyjmuje certyfikaty z kluczem RSA lub EC (P-256).' };
  if (Date.parse(certificate.validTo) < Date.now()) return { problem: `Certyfikat wygasł (ważny do ${certificate.validTo}).` };
  return { serialNumber: certificate.serialNumber.toUpperCase(), validFrom: certificate.validFrom, validTo: certificate.validTo, privateKey };
}

/** The signature of KOD II's path, Base64URL: RSASSA-PSS SHA-256 with a 32-byte salt, or ECDSA P-256 in P1363 form. */
export function signKod2Path(path: string, privateKey: crypto.KeyObject): string {
  const data = Buffer.from(path, 'utf8');
  const signature =
    privateKey.asymmetricKeyType === 'ec'
      ? crypto.sign('sha256', data, { key: privateKey, dsaEncoding: 'ieee-p1363' })
      : crypto.sign('sha256', data, { key: privateKey, padding: crypto.constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 });
  return signature.toString('base64url');
}

/** KOD II's link of an invoice document issued offline, signed with the host's offline certificate. */
export function certificateUrl(environment: KsefEnvironment, contextNip: string, sellerNip: string, certificate: Pick<OfflineCertificate, 'serialNumber' | 'privateKey'>, xml: string): string {
  const path = `${KSEF_ADDRESSES[environment].qr.replace(/^https:\/\//, '')}/certificate/Nip/${contextNip}/${sellerNip}/${certificate.serialNumber}/${sha256Base64Url(Buffer.from(xml, 'utf8'))}`;
  return `https://${path}/${signKod2Path(path, certificate.privateKey)}`;
}
