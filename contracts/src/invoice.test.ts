import { amountInWords, formatNip, invoiceTotals, lineValue, numberInWords, priceBasisOf, parseExactDecimal, roundDiv, totalsDifference } from './invoice.ts';

describe('invoice totals', () => {
  it('computes VAT per rate on the sum of the nets, rounded half up, worked by hand for mixed rates', () => {
    const totals = invoiceTotals([
      { quantity: '1', netPrice: '10.05', vatRate: '8' },
      { quantity: '1', netPrice: '10,05', vatRate: '8' },
      { quantity: 2, netPrice: '12.50', vatRate: '23' },
      { quantity: '1,5', netPrice: '33.33', vatRate: '23' },
    ]);
    // 1.5 × 33.33 = 49.995 → 50.00 (half a grosz rounds up)
    expect(totals.lineValues).toEqual([1005, 1005, 2500, 5000]);
    // 8 %: 20.10 × 0.08 = 1.608 → 1.61 (per line it would be 0.80 + 0.80 = 1.60); 23 %: 75.00 × 0.23 = 17.25
    expect(totals.rates).toEqual([
      { vatRate: '23', net: 7500, vat: 1725, gross: 9225 },
      { vatRate: '8', net: 2010, vat: 161, gross: 2171 },
    ]);
    expect({ net: totals.net, vat: totals.vat, gross: totals.gross }).toEqual({ net: 9510, vat: 1886, gross: 11396 });
  });

  it("carries no VAT on 'zw' and 0 % lines and keeps them apart", () => {
    const totals = invoiceTotals([
      { quantity: 3, netPrice: '250', vatRate: 'zw' },
      { quantity: 1, netPrice: '40', vatRate: '0' },
    ]);
    expect(totals.rates).toEqual([
      { vatRate: '0', net: 4000, vat: 0, gross: 4000 },
      { vatRate: 'zw', net: 75000, vat: 0, gross: 75000 },
    ]);
    expect(totals.gross).toBe(79000);
  });

  it('rounds a line half up and drops less than half a grosz', () => {
    expect(lineValue({ quantity: '0.333', netPrice: '10' })).toBe(333);
    expect(lineValue({ quantity: '0.5', netPrice: '0.01' })).toBe(1);
    expect(lineValue({ quantity: '0.4', netPrice: '0.01' })).toBe(0);
    expect(lineValue({ quantity: '0.5', grossPrice: '0.01' }, 'gross')).toBe(1);
    expect(roundDiv(-5, 10)).toBe(-1);
    expect(roundDiv(-4, 10)).toBe(0);
  });

  it('computes VAT from the gross per rate when the lines are priced by gross (art. 106e ust. 8), worked by hand', () => {
    const lines = [
      { quantity: 2, grossPrice: '200', vatRate: '8' as const },
      { quantity: '1', grossPrice: '0.01', vatRate: '8' as const },
      { quantity: 2, grossPrice: '25.50', vatRate: '23' as const },
      { quantity: 1, grossPrice: '100', vatRate: 'zw' as const },
    ];
    expect(priceBasisOf(lines)).toBe('gross');
    const totals = invoiceTotals(lines, 'gross');
    expect(totals.lineValues).toEqual([40000, 1, 5100, 10000]);
    // 8 %: 400.01 × 8 / 108 = 29.6304 → 29.63, net 370.38; 23 %: 51.00 × 23 / 123 = 9.5366 → 9.54, net 41.46
    expect(totals.rates).toEqual([
      { vatRate: '23', net: 4146, vat: 954, gross: 5100 },
      { vatRate: '8', net: 37038, vat: 2963, gross: 40001 },
      { vatRate: 'zw', net: 10000, vat: 0, gross: 10000 },
    ]);
    // the gross due is what the lines add up to, to the grosz
    expect(totals.gross).toBe(55101);
    // a 200,00 zł night: by net no price reaches it (185,18 → 199,99; 185,19 → 200,01), by gross it is itself
    expect(invoiceTotals([{ quantity: 1, netPrice: '185.18', vatRate: '8' }]).gross).toBe(19999);
    expect(invoiceTotals([{ quantity: 1, netPrice: '185.19', vatRate: '8' }]).gross).toBe(20001);
    expect(invoiceTotals([{ quantity: 1, grossPrice: '200', vatRate: '8' }], 'gross').rates).toEqual([{ vatRate: '8', net: 18519, vat: 1481, gross: 20000 }]);
    expect(priceBasisOf([{ grossPrice: null }])).toBe('net');
  });

  it('reads decimals with a comma or a dot and refuses more decimals than allowed', () => {
    expect(parseExactDecimal('1 234,5', 2)).toBe(123450);
    expect(parseExactDecimal('12.345', 2)).toBeNull();
    expect(parseExactDecimal('abc', 2)).toBeNull();
    expect(parseExactDecimal('-1', 3)).toBe(-1000);
  });

  it("gives a correction's differences per rate", () => {
    const before = invoiceTotals([{ quantity: 3, netPrice: '300', vatRate: '8' }]);
    const after = invoiceTotals([
      { quantity: 2, netPrice: '300', vatRate: '8' },
      { quantity: 1, netPrice: '50', vatRate: '23' },
    ]);
    expect(totalsDifference(after, before)).toEqual({
      rates: [
        { vatRate: '23', net: 5000, vat: 1150, gross: 6150 },
        { vatRate: '8', net: -30000, vat: -2400, gross: -32400 },
      ],
      net: -25000,
      vat: -1250,
      gross: -26250,
    });
  });
});

describe('the amount in words', () => {
  it.each([
    [1, 'zero złotych jeden grosz'],
    [100_000_000, 'jeden milion złotych zero groszy'],
    [100, 'jeden złoty zero groszy'],
    [200, 'dwa złote zero groszy'],
    [500, 'pięć złotych zero groszy'],
    [1_200, 'dwanaście złotych zero groszy'],
    [1_414, 'czternaście złotych czternaście groszy'],
    [2_100, 'dwadzieścia jeden złotych zero groszy'],
    [2_222, 'dwadzieścia dwa złote dwadzieścia dwa grosze'],
    [11_100, 'sto jedenaście złotych zero groszy'],
    [11_396, 'sto trzynaście złotych dziewięćdziesiąt sześć groszy'],
    [99_999, 'dziewięćset dziewięćdziesiąt dziewięć złotych dziewięćdziesiąt dziewięć groszy'],
    [100_000, 'tysiąc złotych zero groszy'],
    [200_000, 'dwa tysiące złotych zero groszy'],
    [1_000_001, 'dziesięć tysięcy złotych jeden grosz'],
    [1_234_567, 'dwanaście tysięcy trzysta czterdzieści pięć złotych sześćdziesiąt siedem groszy'],
    [50_500_000, 'pięćset pięć tysięcy złotych zero groszy'],
    [21_212_100, 'dwieście dwanaście tysięcy sto dwadzieścia jeden złotych zero groszy'],
    [-32_400, 'minus trzysta dwadzieścia cztery złote zero groszy'],
  ])('%i grosze → %s', (grosze, words) => {
    expect(amountInWords(grosze)).toBe(words);
  });

  it('names other currencies', () => {
    expect(amountInWords(250, 'EUR')).toBe('dwa euro pięćdziesiąt centów');
    expect(amountInWords(101, 'USD')).toBe('jeden dolar jeden cent');
  });

  it('says large numbers with their scales', () => {
    expect(numberInWords(2_000_000)).toBe('dwa miliony');
    expect(numberInWords(5_000_000_000)).toBe('pięć miliardów');
    expect(numberInWords(1_001_000)).toBe('jeden milion tysiąc');
  });
});

describe('formatNip', () => {
  it('shows a NIP as NNN NNNNNN N', () => {
    expect(formatNip('5260001246')).toBe('526 000124 6');
  });
});
