import { parseKsefAnnouncements } from '../../config';
import { decideOffline, workingDaysAfter } from './offlineModes';

describe("KSeF's offline modes and their deadlines (tryby-offline.md)", () => {
  it('offline24 without announcements: due the next working day after the issue date (a Friday: the Monday)', () => {
    expect(decideOffline('2025-07-08', [])).toEqual({ mode: 'offline24', until: '2025-07-09', dutyLifted: false });
    expect(decideOffline('2026-11-27', [])).toEqual({ mode: 'offline24', until: '2026-11-30', dutyLifted: false });
  });

  it("the document's example: offline24 on 08.07.2025, a failure announced 09.07 ends 12.07: due 22.07.2025", () => {
    expect(decideOffline('2025-07-08', [{ kind: 'failure', from: '2025-07-09', until: '2025-07-12' }])).toEqual({ mode: 'offline24', until: '2025-07-22', dutyLifted: false });
    // while the failure lasts, the deadline is not known yet
    expect(decideOffline('2025-07-08', [{ kind: 'failure', from: '2025-07-09', until: null }]).until).toBeNull();
    // a failure announced after the deadline changes nothing
    expect(decideOffline('2025-07-08', [{ kind: 'failure', from: '2025-07-10', until: '2025-07-12' }]).until).toBe('2025-07-09');
  });

  it("offline: an announced unavailability on the issue date, due the next working day after it ends", () => {
    expect(decideOffline('2026-11-26', [{ kind: 'unavailability', from: '2026-11-26', until: '2026-11-27' }])).toEqual({ mode: 'offline', until: '2026-11-30', dutyLifted: false });
    expect(decideOffline('2026-11-26', [{ kind: 'unavailability', from: '2026-11-25', until: null }])).toEqual({ mode: 'offline', until: null, dutyLifted: false });
  });

  it("emergency: an announced failure on the issue date, due 7 working days after it ends, afresh after another failure", () => {
    // ends Friday 06.11.2026; 11.11 is a holiday: 9, 10, 12, 13, 16, 17, 18
    expect(decideOffline('2026-11-05', [{ kind: 'failure', from: '2026-11-04', until: '2026-11-06' }])).toEqual({ mode: 'emergency', until: '2026-11-18', dutyLifted: false });
    expect(
      decideOffline('2026-11-05', [
        { kind: 'failure', from: '2026-11-04', until: '2026-11-06' },
        { kind: 'failure', from: '2026-11-16', until: '2026-11-17' },
      ]),
    ).toEqual({ mode: 'emergency', until: workingDaysAfter('2026-11-17', 7), dutyLifted: false });
  });

  it('a total failure announced lifts the duty to send', () => {
    expect(decideOffline('2026-11-05', [{ kind: 'total_failure', from: '2026-11-05', until: null }])).toEqual({ mode: 'offline24', until: null, dutyLifted: true });
    expect(decideOffline('2026-11-05', [{ kind: 'total_failure', from: '2026-11-06', until: '2026-11-06' }]).dutyLifted).toBe(true);
  });

  it('reads the operator\'s KSEF_ANNOUNCEMENTS and refuses a malformed one', () => {
    expect(parseKsefAnnouncements(undefined)).toEqual([]);
    expect(parseKsefAnnouncements('[{"environment":"PRD","kind":"failure","from":"2026-11-27","until":null}]')).toEqual([{ environment: 'PRD', kind: 'failure', from: '2026-11-27', until: null }]);
    expect(() => parseKsefAnnouncements('[{"environment":"PRD","kind":"outage","from":"2026-11-27"}]')).toThrow(/KSEF_ANNOUNCEMENTS\[0\]/);
    expect(() => parseKsefAnnouncements('[{"environment":"PRD","kind":"failure","from":"2026-11-28","until":"2026-11-27"}]')).toThrow(/KSEF_ANNOUNCEMENTS\[0\]/);
  });
});
