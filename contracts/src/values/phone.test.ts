import { formatPhone, maskPhone, normalizePhone } from './index.ts';

describe('phone numbers', () => {
  it('stores the three spellings seen in one form, a Polish number without a code taking +48', () => {
    expect(normalizePhone('600100200')).toBe('+48600100200');
    expect(normalizePhone('501 502 503')).toBe('+48501502503');
    expect(normalizePhone('+48 512 345 678')).toBe('+48512345678');
    expect(normalizePhone('600-100-200')).toBe('+48600100200');
    expect(normalizePhone('0048 600 100 200')).toBe('+48600100200');
    expect(normalizePhone('48600100200')).toBe('+48600100200');
  });

  it("keeps another country's code", () => {
    expect(normalizePhone('+44 7700 900123')).toBe('+447700900123');
    expect(normalizePhone('+49 (30) 1234-5678')).toBe('+493012345678');
    expect(normalizePhone('00420 601 123 456')).toBe('+420601123456');
  });

  it('refuses what is no phone number, and takes an empty one', () => {
    expect(normalizePhone('')).toBe('');
    expect(normalizePhone('  ')).toBe('');
    expect(normalizePhone('60010020')).toBeNull();
    expect(normalizePhone('+48 600 100 20')).toBeNull();
    expect(normalizePhone('tel. 600100200')).toBeNull();
    expect(normalizePhone('600+100200')).toBeNull();
    expect(normalizePhone('+1234')).toBeNull();
  });

  it('shows a stored number with the forms’ groups, and anything else as it is', () => {
    expect(formatPhone('+48600100200')).toBe('+48 600-100-200');
    expect(formatPhone('501 502 503')).toBe('+48 501-502-503');
    expect(formatPhone('+447700900123')).toBe('+447700900123');
    expect(formatPhone('brak')).toBe('brak');
  });

  it('tidies what is typed: NNN-NNN-NNN, after +48 when typed, another code kept', () => {
    expect(maskPhone('600100200')).toBe('600-100-200');
    expect(maskPhone('6001')).toBe('600-1');
    expect(maskPhone('600')).toBe('600');
    expect(maskPhone('6001002009')).toBe('600-100-200');
    expect(maskPhone('+')).toBe('+');
    expect(maskPhone('+4')).toBe('+4');
    expect(maskPhone('+48600100200')).toBe('+48 600-100-200');
    expect(maskPhone('+44 7700  900123')).toBe('+44 7700 900123');
    expect(maskPhone('+44 ')).toBe('+44 ');
  });
});
