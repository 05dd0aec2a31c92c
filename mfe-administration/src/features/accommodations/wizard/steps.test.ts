import { findStep, stepForField, wizardMenu, wizardSteps } from './steps';

describe('wizard steps', () => {
  it('lists the new wizard in the spec order for one apartment, without the apartment-name step', () => {
    expect(wizardSteps('new', 1).map((s) => s.path)).toEqual([
      'type',
      'name',
      'location',
      'stay-conditions',
      'description/1',
      'amenities/1',
      'photos/1',
      'rates/1',
      'synchronization/1',
      'summary',
    ]);
    expect(wizardMenu('new', 1).some((e) => 'divider' in e)).toBe(false);
  });

  it('repeats the apartment steps for n = 1..3, each group behind a divider, with the apartment-name step', () => {
    const paths = wizardSteps('new', 3).map((s) => s.path);
    expect(paths.slice(0, 5)).toEqual(['type', 'name', 'location', 'stay-conditions', 'apartmentName/1']);
    expect(paths.filter((p) => p.startsWith('apartmentName/'))).toEqual(['apartmentName/1', 'apartmentName/2', 'apartmentName/3']);
    expect(paths.indexOf('synchronization/1')).toBeLessThan(paths.indexOf('apartmentName/2'));
    // two apartments take 4 + 2 × 6 + 1 = 17 screens, not 24: the lock and the synchronisation share one
    expect(paths).toHaveLength(4 + 3 * 6 + 1);
    expect(wizardSteps('new', 2)).toHaveLength(17);
    expect(wizardMenu('new', 3).filter((e) => 'divider' in e).map((e) => e.label)).toEqual(['Apartament 1', 'Apartament 2', 'Apartament 3']);
  });

  it('walks the same steps editing a listing, and opens the spec paths of the lock and the services on the shared screen', () => {
    expect(wizardSteps('edit', 2).map((s) => s.path)).toEqual([
      'type',
      'name',
      'location',
      'stay-conditions',
      'apartmentName/1',
      'description/1',
      'amenities/1',
      'photos/1',
      'rates/1',
      'synchronization/1',
      'apartmentName/2',
      'description/2',
      'amenities/2',
      'photos/2',
      'rates/2',
      'synchronization/2',
      'summary',
    ]);
    const steps = wizardSteps('edit', 2);
    for (const path of ['locks/2', 'fullSynchronization/2', 'calendarSynchronization/2']) expect(steps[findStep(steps, path)].path).toBe('synchronization/2');
    expect(stepForField('apartmentsAttributes[0].locks', 1)).toBe('synchronization/1');
  });

  it('finds the step where a field the server refused is edited', () => {
    expect(stepForField('zipCode', 1)).toBe('location');
    expect(stepForField('apartmentsAttributes[1].pricesAttributes[0].guestCount', 2)).toBe('rates/2');
    expect(stepForField('apartmentsAttributes[0].name', 2)).toBe('apartmentName/1');
    expect(stepForField('apartmentsAttributes[0].breakfastPrice', 1)).toBe('amenities/1');
    expect(stepForField('apartmentsAttributes[0].guestNumber', 1)).toBe('description/1');
    expect(stepForField('check_in_from', 1)).toBe('stay-conditions');
  });
});
