/**
 * The KSeF number (faktury/numer-ksef.md): `NNNNNNNNNN-RRRRMMDD-FFFFFFFFFFFF-CC`, 35 characters: the seller's NIP, the
 * day KSeF took the invoice, 12 upper-case hexadecimal characters, and a CRC-8 (polynomial 0x07, initial value 0x00)
 * of the first 32 characters as two upper-case hexadecimal digits.
 */
const FORMAT = /^([1-9]\d{9})-(\d{4})(\d{2})(\d{2})-([0-9A-F]{12})-([0-9A-F]{2})$/;

/** CRC-8 with polynomial 0x07 and initial value 0x00 over the text's UTF-8 bytes. */
export function crc8(text: string): number {
  let crc = 0;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

export function ksefChecksum(data: string): string {
  return crc8(data).toString(16).toUpperCase().padStart(2, '0');
}

/** Why a text is not a KSeF number (in Polish), or null when it is one: format, a real date, and the checksum. */
export function ksefNumberProblem(value: string): string | null {
  const match = FORMAT.exec(value);
  if (value.length !== 35 || !match) return 'Numer KSeF ma 35 znaków: NIP-RRRRMMDD-12 znaków szesnastkowych-suma kontrolna';
  const [, , year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCFullYear() !== Number(year) || date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return 'Numer KSeF zawiera nieprawidłową datę';
  if (ksefChecksum(value.slice(0, 32)) !== match[6]) return 'Suma kontrolna numeru KSeF się nie zgadza (sprawdź, czy numer jest przepisany bez błędu)';
  return null;
}

export const isValidKsefNumber = (value: string): boolean => ksefNumberProblem(value) === null;

/** A KSeF number for a seller, a day (YYYY-MM-DD) and 12 hexadecimal characters, with its checksum. */
export function ksefNumber(nip: string, day: string, technical: string): string {
  const data = `${nip}-${day.replaceAll('-', '')}-${technical.toUpperCase()}`;
  return `${data}-${ksefChecksum(data)}`;
}
