import { ago, changesBetween, channelOfAgent } from './health';

describe('what a channel has not read yet', () => {
  const at = new Date('2030-03-01T10:00:00Z');
  const stay = (id: string, from: string, to: string, kind = 'reservation') => ({ id, from, to, kind, changedAt: at });

  it('is a new stay or block, a moved stay, or a cancellation; a stay merely older than the export window is none', () => {
    const seen = [
      { id: 'kept', from: '2030-03-10', to: '2030-03-12', kind: 'reservation' },
      { id: 'moved', from: '2030-03-20', to: '2030-03-22', kind: 'reservation' },
      { id: 'cancelled', from: '2030-04-01', to: '2030-04-03', kind: 'reservation' },
      { id: 'old', from: '2030-01-01', to: '2030-01-03', kind: 'reservation' },
    ];
    const now = [stay('kept', '2030-03-10', '2030-03-12'), stay('moved', '2030-03-21', '2030-03-23'), stay('new', '2030-05-01', '2030-05-04'), stay('block', '2030-06-01', '2030-06-02', 'block')];
    expect(changesBetween(seen, now, '2030-03-01').map((c) => [c.kind, c.stayId, c.from, c.to])).toEqual([
      ['moved', 'moved', '2030-03-21', '2030-03-23'],
      ['new_stay', 'new', '2030-05-01', '2030-05-04'],
      ['new_block', 'block', '2030-06-01', '2030-06-02'],
      ['cancellation', 'cancelled', '2030-04-01', '2030-04-03'],
    ]);
  });

  it('says how long ago the last read was, in Polish', () => {
    const now = new Date('2030-03-01T12:00:00Z');
    expect(ago(new Date('2030-03-01T11:59:40Z'), now)).toBe('przed chwilą');
    expect(ago(new Date('2030-03-01T11:13:00Z'), now)).toBe('47 min temu');
    expect(ago(new Date('2030-03-01T07:00:00Z'), now)).toBe('5 godz. temu');
    expect(ago(new Date('2030-02-26T12:00:00Z'), now)).toBe('3 dni temu');
  });

  it('names a reader of the general address by its user agent', () => {
    expect(channelOfAgent('Booking.com iCal Fetcher/1.0')).toBe('Booking.com');
    expect(channelOfAgent('Airbnb/1.0 (calendar sync)')).toBe('Airbnb');
    expect(channelOfAgent('Google-Calendar-Importer')).toBe('Kalendarz Google');
    expect(channelOfAgent('curl/8.0')).toBe('Adres ogólny');
  });
});
