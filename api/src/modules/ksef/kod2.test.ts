import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fa3Sample } from '../../test/fa3Sample';
import { sha256Base64Url } from './crypto';
import { certificateUrl, readOfflineCertificate, type OfflineCertificate } from './kod2';

const NIP = '5260001246';

/** A self-signed certificate (openssl) over a fresh key: what a host's KSeF offline certificate looks like to the product. */
function certificate(options: { type: 'rsa' | 'ec'; bits?: number }): { certificatePem: string; keyPem: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kod2-'));
  try {
    const { privateKey } =
      options.type === 'rsa' ? crypto.generateKeyPairSync('rsa', { modulusLength: options.bits ?? 2048 }) : crypto.generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const keyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    fs.writeFileSync(path.join(dir, 'key.pem'), keyPem);
    execFileSync('openssl', ['req', '-x509', '-key', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'), '-days', '30', '-subj', `/CN=Offline ${NIP}/serialNumber=NIP-${NIP}`, '-sha256'], { stdio: 'pipe' });
    return { certificatePem: fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8'), keyPem };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('KOD II (kody-qr.md): the link signed with the host’s KSeF offline certificate', () => {
  const xml = fa3Sample({ sellerNip: NIP, buyerNip: null, number: 'FV/1/11/2026' });

  it.each(['rsa', 'ec'] as const)('builds the link as the document does and signs its path (%s), verifiable with the certificate', (type) => {
    const { certificatePem, keyPem } = certificate({ type });
    const read = readOfflineCertificate(certificatePem, keyPem) as OfflineCertificate;
    expect(read.serialNumber).toBe(new crypto.X509Certificate(certificatePem).serialNumber.toUpperCase());
    const link = certificateUrl('TEST', NIP, NIP, read, xml);
    const match = /^https:\/\/(qr-test\.ksef\.mf\.gov\.pl\/certificate\/Nip\/5260001246\/5260001246\/([0-9A-F]+)\/([A-Za-z0-9_-]{43}))\/([A-Za-z0-9_-]+)$/.exec(link);
    expect(match).not.toBeNull();
    const [, signedPath, serial, hash, signature] = match!;
    expect(serial).toBe(read.serialNumber);
    expect(hash).toBe(sha256Base64Url(Buffer.from(xml, 'utf8')));
    const publicKey = new crypto.X509Certificate(certificatePem).publicKey;
    const data = Buffer.from(signedPath, 'utf8');
    const sig = Buffer.from(signature, 'base64url');
    if (type === 'ec') {
      // IEEE P1363: R || S, 32 bytes each
      expect(sig).toHaveLength(64);
      expect(crypto.verify('sha256', data, { key: publicKey, dsaEncoding: 'ieee-p1363' }, sig)).toBe(true);
    } else {
      expect(sig).toHaveLength(256);
      expect(crypto.verify('sha256', data, { key: publicKey, padding: crypto.constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 }, sig)).toBe(true);
    }
    // another document does not pass with this signature
    expect(crypto.verify('sha256', Buffer.from(signedPath.replace(hash, sha256Base64Url(Buffer.from('x')))), type === 'ec' ? { key: publicKey, dsaEncoding: 'ieee-p1363' } : { key: publicKey, padding: crypto.constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 }, sig)).toBe(false);
  });

  it('refuses in Polish what cannot sign it: not a certificate, a key of another certificate, a short RSA key', () => {
    const good = certificate({ type: 'ec' });
    const other = certificate({ type: 'ec' });
    expect(readOfflineCertificate('nie certyfikat', good.keyPem)).toEqual({ problem: 'To nie jest certyfikat X.509 (PEM lub DER): wgraj certyfikat KSeF typu Offline pobrany z KSeF.' });
    expect(readOfflineCertificate(good.certificatePem, 'nie klucz')).toEqual({ problem: 'Nie udało się odczytać klucza prywatnego (PEM): sprawdź plik i hasło do klucza.' });
    expect(readOfflineCertificate(good.certificatePem, other.keyPem)).toEqual({ problem: 'Klucz prywatny nie pasuje do certyfikatu.' });
    const short = certificate({ type: 'rsa', bits: 1024 });
    expect(readOfflineCertificate(short.certificatePem, short.keyPem)).toEqual({ problem: 'Klucz RSA certyfikatu jest za krótki: KSeF wymaga co najmniej 2048 bitów.' });
  });
});
