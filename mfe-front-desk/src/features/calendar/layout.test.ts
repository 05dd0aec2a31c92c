import { barPlacement, calendarRows, mondayOf } from './layout';

describe('bar placement', () => {
  it('runs from the middle of the check-in day to the middle of the check-out day', () => {
    expect(barPlacement('2030-03-05', '2030-03-08', '2030-03-04', 21)).toEqual({ start: 1.5, end: 4.5, cutStart: false, cutEnd: false });
  });

  it('lets a check-out and the next check-in share a day', () => {
    const out = barPlacement('2030-03-05', '2030-03-08', '2030-03-04', 21)!;
    const next = barPlacement('2030-03-08', '2030-03-10', '2030-03-04', 21)!;
    expect(out.end).toBe(next.start);
  });

  it('cuts a stay that began before the window at its first day', () => {
    expect(barPlacement('2030-02-25', '2030-03-06', '2030-03-01', 21)).toEqual({ start: 0, end: 5.5, cutStart: true, cutEnd: false });
  });

  it('cuts a stay that ends after the window at its last day, across a month boundary', () => {
    expect(barPlacement('2030-03-20', '2030-04-02', '2030-03-01', 21)).toEqual({ start: 19.5, end: 21, cutStart: false, cutEnd: true });
  });

  it('keeps the half day of a check-out on the window’s first day, and leaves out stays outside the window', () => {
    expect(barPlacement('2030-02-27', '2030-03-01', '2030-03-01', 21)).toEqual({ start: 0, end: 0.5, cutStart: true, cutEnd: false });
    expect(barPlacement('2030-02-20', '2030-02-28', '2030-03-01', 21)).toBeNull();
    expect(barPlacement('2030-03-22', '2030-03-25', '2030-03-01', 21)).toBeNull();
  });
});

describe('rows', () => {
  it('puts a header row before each listing’s apartments', () => {
    const apartment = (id: string, listing: string) => ({ id, name: id, accommodationId: listing, accommodationName: `Obiekt ${listing}`, currency: 'PLN', prices: [], states: [] });
    const { rows, height } = calendarRows([apartment('a', 'L1'), apartment('b', 'L1'), apartment('c', 'L2')]);
    expect(rows.map((r) => `${r.kind}:${r.title}`)).toEqual(['group:Obiekt L1', 'apartment:a', 'apartment:b', 'group:Obiekt L2', 'apartment:c']);
    expect(height).toBe(rows.reduce((sum, r) => sum + r.height, 0));
  });

  it('starts weeks on Monday', () => {
    expect(mondayOf('2030-03-07')).toBe('2030-03-04');
    expect(mondayOf('2030-03-04')).toBe('2030-03-04');
    expect(mondayOf('2030-03-10')).toBe('2030-03-04');
  });
});
