import { NUMBERING_TOKENS, PAYMENT_TERMS, VAT_RATES, formatIban, isValidNip, isValidPolishIban } from './invoiceSettings.ts';

describe('isValidPolishIban', () => {
  it('accepts a Polish account with or without PL and spaces', () => {
    expect(isValidPolishIban('PL61109010140000071219812874')).toBe(true);
    expect(isValidPolishIban('61 1090 1014 0000 0712 1981 2874')).toBe(true);
    expect(isValidPolishIban('pl61 1090 1014 0000 0712 1981 2874')).toBe(true);
  });
  it('refuses a wrong check, another country, letters and other lengths', () => {
    expect(isValidPolishIban('PL62109010140000071219812874')).toBe(false);
    expect(isValidPolishIban('DE89370400440532013000')).toBe(false);
    expect(isValidPolishIban('PL6110901014000007121981287')).toBe(false);
    expect(isValidPolishIban('PL61A09010140000071219812874')).toBe(false);
    expect(isValidPolishIban('')).toBe(false);
  });
  it('is printed in groups of four', () => {
    expect(formatIban('61109010140000071219812874')).toBe('PL61 1090 1014 0000 0712 1981 2874');
  });
});

describe('isValidNip', () => {
  it('accepts a NIP whose tenth digit is the weighted sum of the others mod 11', () => {
    expect(isValidNip('5260001246')).toBe(true);
    expect(isValidNip('1234563218')).toBe(true);
  });

  it('accepts the dashes and spaces people write between the digits', () => {
    expect(isValidNip('526-000-12-46')).toBe(true);
    expect(isValidNip('123 456 32 18')).toBe(true);
  });

  it('refuses a wrong check digit, a sum of 10 mod 11, letters and other lengths', () => {
    expect(isValidNip('1234567890')).toBe(false);
    expect(isValidNip('5260001247')).toBe(false);
    expect(isValidNip('1000000005')).toBe(false);
    // the first nine digits weigh 98, and 98 mod 11 = 10 cannot be one check digit
    for (let digit = 0; digit <= 9; digit++) expect(isValidNip(`100006335${digit}`)).toBe(false);
    expect(isValidNip('12345')).toBe(false);
    expect(isValidNip('526000124A')).toBe(false);
    expect(isValidNip('')).toBe(false);
  });
});

describe('invoice settings choices', () => {
  it('offer the VAT rates, payment terms and numbering parts of the settings form', () => {
    expect(VAT_RATES).toEqual([23, 8, 5, 0]);
    expect(PAYMENT_TERMS).toEqual([30, 14, 7]);
    expect(NUMBERING_TOKENS).toContain('{NR}');
  });
});
