import { maskPattern } from './mask';

describe('maskPattern', () => {
  it('formats a postal code', () => {
    expect(maskPattern('00950', 'NN-NNN')).toBe('00-950');
    expect(maskPattern('00-950', 'NN-NNN')).toBe('00-950');
  });

  it('formats while typing, adding a separator only before a digit', () => {
    expect(maskPattern('0', 'NN-NNN')).toBe('0');
    expect(maskPattern('00', 'NN-NNN')).toBe('00');
    expect(maskPattern('00-', 'NN-NNN')).toBe('00');
    expect(maskPattern('009', 'NN-NNN')).toBe('00-9');
  });

  it('formats a phone number and drops digits beyond the pattern', () => {
    expect(maskPattern('600 100 200', 'NNN-NNN-NNN')).toBe('600-100-200');
    expect(maskPattern('6001002009999', 'NNN-NNN-NNN')).toBe('600-100-200');
  });

  it('formats groups separated by spaces and ignores letters', () => {
    expect(maskPattern('1234567890', 'NNN NNNNNN N')).toBe('123 456789 0');
    expect(maskPattern('12a34', 'NNN NNNNNN N')).toBe('123 4');
  });

  it('gives an empty string for nothing', () => {
    expect(maskPattern('', 'NN-NNN')).toBe('');
    expect(maskPattern(undefined, 'NN-NNN')).toBe('');
    expect(maskPattern('abc', 'NN-NNN')).toBe('');
  });
});
