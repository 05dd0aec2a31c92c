import {
  formatDecimal,
  parseDecimal,
  parseTypedDate,
  formatBodyDate,
  formatDate,
  formatDateTime,
  formatMonth,
  formatMoney,
  formatNights,
  formatQueryDate,
} from './format';

describe('Polish formatting', () => {
  it('shows dates as dd.MM.yyyy', () => {
    expect(formatDate('2026-03-07')).toBe('07.03.2026');
    expect(formatDate(new Date(2026, 11, 31))).toBe('31.12.2026');
    expect(formatDate('2026-03-07T23:30:00')).toBe('07.03.2026');
    expect(formatDate('2026-02-30')).toBe('');
    expect(formatDate('nonsense')).toBe('');
    expect(formatDate(null)).toBe('');
  });

  it('shows date and time as dd.MM.yyyy HH:mm in local time', () => {
    expect(formatDateTime(new Date(2026, 2, 7, 9, 5))).toBe('07.03.2026 09:05');
    expect(formatDateTime('2026-12-31T23:59:00')).toBe('31.12.2026 23:59');
    expect(formatDateTime('2026-03-07T09:05:00.000Z')).toBe(formatDateTime(new Date(Date.UTC(2026, 2, 7, 9, 5))));
    expect(formatDateTime('nonsense')).toBe('');
    expect(formatDateTime('7 March 2026')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });

  it('names the month in the nominative with its year', () => {
    expect(formatMonth(new Date(2026, 0, 15))).toBe('styczeń 2026');
    expect(formatMonth(new Date(2026, 1, 1))).toBe('luty 2026');
    expect(formatMonth(new Date(2026, 9, 31))).toBe('październik 2026');
    expect(formatMonth(new Date(2027, 11, 1))).toBe('grudzień 2027');
  });

  it('writes query dates as MM/dd/yyyy and body dates as yyyy-MM-dd', () => {
    expect(formatQueryDate(new Date(2026, 2, 7))).toBe('03/07/2026');
    expect(formatBodyDate(new Date(2026, 2, 7))).toBe('2026-03-07');
  });

  it('shows money with spaces between thousands, a decimal comma and zł', () => {
    expect(formatMoney(1234.56)).toBe('1 234,56 zł');
    expect(formatMoney(1234567)).toBe('1 234 567,00 zł');
    expect(formatMoney(0.1 + 0.2)).toBe('0,30 zł');
    expect(formatMoney(999)).toBe('999,00 zł');
    expect(formatMoney(-50.5)).toBe('-50,50 zł');
    expect(formatMoney('350.5', 'EUR')).toBe('350,50 EUR');
  });

  it('uses doba, doby and dób by Polish plural rules', () => {
    expect(formatNights(1)).toBe('1 doba');
    expect(formatNights(2)).toBe('2 doby');
    expect(formatNights(4)).toBe('4 doby');
    expect(formatNights(5)).toBe('5 dób');
    expect(formatNights(12)).toBe('12 dób');
    expect(formatNights(14)).toBe('14 dób');
    expect(formatNights(22)).toBe('22 doby');
    expect(formatNights(25)).toBe('25 dób');
    expect(formatNights(0)).toBe('0 dób');
  });
});

describe('parseDecimal / formatDecimal / parseTypedDate', () => {
  it('reads the Polish comma and the dot the same way', () => {
    expect(parseDecimal('38,5')).toBe(38.5);
    expect(parseDecimal('38.5')).toBe(38.5);
    expect(parseDecimal('1 234,56')).toBe(1234.56);
    expect(parseDecimal('-100')).toBe(-100);
    expect(parseDecimal('')).toBeUndefined();
    expect(parseDecimal('abc')).toBeNaN();
    expect(parseDecimal('1.234,5')).toBeNaN();
    expect(formatDecimal(38.5)).toBe('38,5');
    expect(formatDecimal(undefined)).toBe('');
  });

  it('reads a typed dd.MM.yyyy date as yyyy-MM-dd, and nothing else', () => {
    expect(parseTypedDate('05.03.2026')).toBe('2026-03-05');
    expect(parseTypedDate('5.3.2026')).toBe('2026-03-05');
    expect(parseTypedDate('31.02.2026')).toBeNull();
    expect(parseTypedDate('2026-03-05')).toBeNull();
    expect(parseTypedDate(' ')).toBeUndefined();
  });
});
