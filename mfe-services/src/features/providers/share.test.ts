import { shareValues, showsDayCount, showsWeekday, toSharingPayload, validateShare, withFrequency, type ShareValues } from './share';

const base: ShareValues = { apartments: ['a1', 'a2'], frequency: 'afterCheckOut', dayOfTheWeek: '', numberOfDays: '', startDate: '2026-12-01' };

describe('the share modal’s frequency', () => {
  it("'every day' sets everyDay with no day choice", () => {
    const v = withFrequency(base, 'everyDay');
    expect(showsWeekday(v.frequency) || showsDayCount(v.frequency)).toBe(false);
    expect(toSharingPayload(v)).toMatchObject({ everyDay: true, afterCheckOut: false, numberOfDays: 1, dayOfTheWeek: null });
  });

  it('once a week and every two weeks show a weekday select, Monday first by default, and send 7 or 14 days', () => {
    const weekly = withFrequency(base, 'weekly');
    expect(showsWeekday(weekly.frequency)).toBe(true);
    expect(weekly.dayOfTheWeek).toBe('1');
    expect(toSharingPayload({ ...weekly, dayOfTheWeek: '5' })).toMatchObject({ everyDay: false, numberOfDays: 7, dayOfTheWeek: 5 });
    expect(toSharingPayload(withFrequency({ ...weekly, dayOfTheWeek: '3' }, 'fortnightly'))).toMatchObject({ numberOfDays: 14, dayOfTheWeek: 3 });
  });

  it("'once in' resets the day count to the first option and clears the weekday", () => {
    const v = withFrequency({ ...withFrequency(base, 'weekly'), numberOfDays: '14' }, 'onceIn');
    expect(v).toMatchObject({ numberOfDays: '2', dayOfTheWeek: '' });
    expect(showsDayCount(v.frequency)).toBe(true);
    expect(toSharingPayload({ ...v, numberOfDays: '10' })).toMatchObject({ numberOfDays: 10, dayOfTheWeek: null, everyDay: false });
  });

  it('after each check-out sends afterCheckOut with neither a rhythm nor a weekday, and the apartments as text', () => {
    expect(toSharingPayload(base)).toEqual({ message: '', startDate: '2026-12-01', everyDay: false, afterCheckOut: true, dayOfTheWeek: null, numberOfDays: null, apartments: ['a1', 'a2'] });
  });

  it('starts from the cooperation’s sharing', () => {
    const c = { startDate: '2026-11-02', apartments: [{ id: 'a1', name: 'A' }], everyDay: false, afterCheckOut: false, numberOfDays: 14, dayOfTheWeek: 4 };
    expect(shareValues(c as never, '2026-12-01')).toMatchObject({ frequency: 'fortnightly', dayOfTheWeek: '4', numberOfDays: '14', startDate: '2026-11-02', apartments: ['a1'] });
    expect(shareValues({ ...c, numberOfDays: 9, dayOfTheWeek: null } as never, '2026-12-01')).toMatchObject({ frequency: 'onceIn', numberOfDays: '9' });
    expect(shareValues(null, '2026-12-01')).toMatchObject({ frequency: 'afterCheckOut', startDate: '2026-12-01', apartments: [] });
  });

  it('asks on submit for at least one apartment and a start date', () => {
    expect(validateShare({ ...base, apartments: [], startDate: '' })).toEqual({ apartments: 'Wybierz apartamenty', startDate: 'Podaj datę' });
    expect(validateShare(base)).toEqual({});
  });
});
