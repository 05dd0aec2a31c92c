import { addDays, groszeToDecimal, nightsBetween, parseAmount, parseDay, todayInPoland, toGrosze } from './index.ts';

describe('days', () => {
  it('adds days across months, years and the Warsaw clock changes (a day stays a day)', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', -1)).toBe('2026-10-24');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('counts the nights between check-in and check-out, over a clock change too, negative backwards', () => {
    expect(nightsBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(nightsBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(nightsBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(nightsBetween('2026-05-05', '2026-05-05')).toBe(0);
    expect(nightsBetween('2026-05-05', '2026-05-01')).toBe(-4);
  });

  it('parses a body day and a list query day, refusing days that do not exist', () => {
    expect(parseDay('2026-11-27')).toBe('2026-11-27');
    expect(parseDay(' 11/27/2026 ')).toBe('2026-11-27');
    expect(parseDay('2/3/2026')).toBe('2026-02-03');
    expect(parseDay('2026-02-31')).toBeNull();
    expect(parseDay('27.11.2026')).toBeNull();
    expect(parseDay('1999-12-31')).toBeNull();
    expect(parseDay(20261127)).toBeNull();
    expect(parseDay(null)).toBeNull();
  });

  it("gives Warsaw's today: at 23:30 UTC it is already the next day in Poland, in winter and summer", () => {
    expect(todayInPoland(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
    expect(todayInPoland(new Date('2026-11-26T22:59:00Z'))).toBe('2026-11-26');
    expect(todayInPoland(new Date('2026-07-14T22:30:00Z'))).toBe('2026-07-15');
    expect(todayInPoland(new Date('2026-07-14T21:59:00Z'))).toBe('2026-07-14');
  });
});

describe('money', () => {
  it('turns an amount with a dot or a decimal comma into grosze, without floating-point error', () => {
    expect(toGrosze('350')).toBe(35000);
    expect(toGrosze('350,5')).toBe(35050);
    expect(toGrosze('350.05')).toBe(35005);
    expect(toGrosze(0.29)).toBe(29);
    expect(toGrosze(1.1)).toBe(110);
    expect(toGrosze(' 999999999,99 ')).toBe(99999999999);
  });

  it('refuses negative amounts, three decimals, grouped thousands and text as toGrosze', () => {
    expect(toGrosze('-1')).toBeNull();
    expect(toGrosze(-0.01)).toBeNull();
    expect(toGrosze('1,234')).toBeNull();
    expect(toGrosze('1 234')).toBeNull();
    expect(toGrosze('abc')).toBeNull();
    expect(toGrosze(Number.NaN)).toBeNull();
    expect(toGrosze(null)).toBeNull();
    expect(toGrosze('1000000000')).toBeNull();
  });

  it('parses an amount as a host types it: grouped thousands with spaces, a comma, never negative', () => {
    expect(parseAmount('1 234,56')).toBe(123456);
    expect(parseAmount('1\u00a0234,5')).toBe(123450);
    expect(parseAmount('1234.56')).toBe(123456);
    expect(parseAmount(12.5)).toBe(1250);
    expect(parseAmount('-12,50')).toBeNull();
    expect(parseAmount('12,345')).toBeNull();
    expect(parseAmount('')).toBeNull();
    expect(parseAmount(undefined)).toBeNull();
  });

  it('writes grosze as the decimal text the API answers, keeping the sign of a negative amount', () => {
    expect(groszeToDecimal(35050)).toBe('350.50');
    expect(groszeToDecimal(5)).toBe('0.05');
    expect(groszeToDecimal(0)).toBe('0.00');
    expect(groszeToDecimal(-7)).toBe('-0.07');
    expect(groszeToDecimal(-123456)).toBe('-1234.56');
    expect(toGrosze(groszeToDecimal(123456))).toBe(123456);
  });
});
