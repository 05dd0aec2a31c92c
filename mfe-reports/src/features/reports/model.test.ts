import type { ReportAttributes, ReportMonth } from '@gospodarz/shared';
import { axisTicks, chartModel, csvOf, tableOf, tooltipText } from './model';

const month = (m: string, over: Partial<ReportMonth> = {}): ReportMonth => ({
  month: m,
  reservations: 0,
  cancellations: 0,
  cancellationRate: null,
  nightsSold: 0,
  nightsOccupied: 0,
  revenue: 0,
  adr: null,
  nightsAvailable: 62,
  nightsBlocked: 0,
  occupancy: 0,
  occupancyUnblocked: 0,
  revpar: 0,
  sources: {},
  ...over,
});

const report = (over: Partial<ReportAttributes> = {}): ReportAttributes => ({
  report: 'reservation-vs-income',
  from: '2026-09-01',
  to: '2026-11-01',
  months: 2,
  apartmentId: null,
  apartmentCount: 2,
  sources: ['booking', 'website'],
  rows: [
    month('2026-09', { reservations: 5, revenue: 4200.5, occupancy: 0.5, sources: { booking: 3, website: 2 } }),
    month('2026-10', { reservations: 3, revenue: 3000, occupancy: 0.375, sources: { booking: 3 } }),
  ],
  weekdays: [],
  previousYear: null,
  ...over,
});

describe('the report charts', () => {
  it('names months in Polish and says how each month compares with the one before, in zł or reservations', () => {
    const model = chartModel('reservation-vs-income', report());
    expect(model.categories).toEqual(['wrz 26', 'paź 26']);
    const [revenue, reservations] = model.series;
    expect(tooltipText(model, revenue, 0)).toBe('wrzesień 2026, Przychód: 4 200,50 zł');
    expect(tooltipText(model, revenue, 1)).toBe('październik 2026, Przychód: 3 000,00 zł\nmniej o 1 200,50 zł niż w poprzednim miesiącu');
    expect(tooltipText(model, reservations, 1)).toBe('październik 2026, Rezerwacje: 3\nmniej o 2 rezerwacje niż w poprzednim miesiącu');
  });

  it('stacks every source the account uses, the own website included, with their labels', () => {
    const model = chartModel('reservation-source', report());
    expect(model.stacked).toBe(true);
    expect(model.series.map((s) => [s.label, s.values])).toEqual([
      ['Booking.com', [3, 3]],
      ['Strona własna', [2, 0]],
    ]);
  });

  it('labels a channel typed as its address with the channel’s own spelling', () => {
    const model = chartModel('reservation-source', report({ sources: ['booking.com', ' Airbnb.com'] }));
    expect(model.series.map((s) => s.label)).toEqual(['Booking.com', 'Airbnb']);
  });

  it('overlays the same months a year earlier as a series of its own', () => {
    const model = chartModel('occupancy', report({ previousYear: { rows: [month('2025-09', { occupancy: 0.25 }), month('2025-10', { occupancy: 0.3 })], weekdays: [] } }));
    expect(model.series.map((s) => s.label)).toEqual(['Obłożenie', 'Obłożenie (rok wcześniej)', 'Obłożenie bez nocy zablokowanych']);
    expect(tooltipText(model, model.series[0], 1)).toBe('październik 2026, Obłożenie: 37,5%\nmniej o 12,5 pkt proc. niż w poprzednim miesiącu');
  });

  it('names the weekdays in Polish and compares with the day before', () => {
    const weekdays = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, nightsSold: 10, revenue: 3000 + weekday * 100, avgPrice: 300 + weekday * 10, avgBookings: 1.5 }));
    const model = chartModel('most-profitable-days', report({ weekdays }));
    expect(model.names).toEqual(['poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota', 'niedziela']);
    expect(tooltipText(model, model.series[0], 6)).toBe('niedziela, Średnia cena nocy: 360,00 zł\nwięcej o 10,00 zł niż w poprzedni dzień');
  });

  it('gives the same numbers as a table and as CSV', () => {
    const model = chartModel('reservation-vs-income', report());
    // the revenue is the stays' bills, said so: the same figure as the list's 'Razem'
    expect(model.help).toContain('Przychód to rachunki pobytów, jak kolumna Razem w Rezerwacjach');
    expect(model.help).toContain('sprzątanie, opłata miejscowa, dodatki, rabat (na minus) i opłata za anulowanie w miesiącu przyjazdu');
    expect(model.series.map((s) => s.label)).toEqual(['Przychód', 'Rezerwacje']);
    expect(tableOf(model)).toEqual({
      head: ['Miesiąc', 'Przychód', 'Rezerwacje'],
      rows: [
        ['wrzesień 2026', '4 200,50 zł', '5'],
        ['październik 2026', '3 000,00 zł', '3'],
      ],
    });
    expect(csvOf(model)).toBe('Miesiąc;Przychód [zł];Rezerwacje [rezerwacje]\r\nwrzesień 2026;4200,5;5\r\npaździernik 2026;3000;3\r\n');
  });

  it('steps an axis in round amounts up to the first tick above the data, and counts in whole numbers', () => {
    // the axis once read 322 / 645 / 967 / 1 289 zł and '0, 1, 1, 2, 2'
    expect(axisTicks(1289, 'zl')).toEqual([0, 500, 1000, 1500]);
    expect(axisTicks(12000, 'zl')).toEqual([0, 2000, 4000, 6000, 8000, 10000, 12000]);
    expect(axisTicks(2, 'reservations')).toEqual([0, 1, 2]);
    expect(axisTicks(19, 'reservations')).toEqual([0, 5, 10, 15, 20]);
    expect(axisTicks(0, 'reservations')).toEqual([0, 1]);
    expect(axisTicks(0.57, 'share')).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6]);
    expect(axisTicks(0.12, 'nights')).toEqual([0, 0.02, 0.04, 0.06, 0.08, 0.1, 0.12]);
  });
});
