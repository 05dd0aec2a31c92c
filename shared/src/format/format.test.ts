import { formatDate, formatMoney, formatNights, formatQueryDate, formatBodyDate } from './format';

describe('Polish formatting', () => {
  it('shows dates as dd.MM.yyyy', () => {
    expect(formatDate('2026-03-07')).toBe('07.03.2026');
    expect(formatDate(new Date(2026, 11, 31))).toBe('31.12.2026');
    expect(formatDate('nonsense')).toBe('');
    expect(formatDate(null)).toBe('');
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
