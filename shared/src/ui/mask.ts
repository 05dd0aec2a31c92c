/** The input masks FormField knows: postal code, phone number, ID-like number groups. 'N' stands for a digit. */
export type MaskPattern = 'NN-NNN' | 'NNN-NNN-NNN' | 'NNN NNNNNN N';

/**
 * Formats what was typed to a digit pattern: keeps the digits only, puts the pattern's separators between them,
 * and drops digits beyond the pattern. A separator appears only once a digit follows it, so deleting works.
 * maskPattern('00950', 'NN-NNN') → '00-950'; maskPattern('0', 'NN-NNN') → '0'.
 */
export function maskPattern(value: string | null | undefined, pattern: MaskPattern | string): string {
  const digits = String(value ?? '').replace(/\D/g, '');
  let out = '';
  let next = 0;
  let pendingLiterals = '';
  for (const char of pattern) {
    if (next >= digits.length) break;
    if (char === 'N') {
      out += pendingLiterals + digits[next++];
      pendingLiterals = '';
    } else {
      pendingLiterals += char;
    }
  }
  return out;
}
