/**
 * The wizard's steps, in the order the wizard walks them. Per-apartment steps repeat for n = 1..declared count; with one
 * apartment the apartment-name step (and the divider before each apartment's group) is left out. The lock, the booking
 * services and the calendars of an apartment share one screen ('synchronization/{n}'); the spec's separate paths
 * (locks/{n}, fullSynchronization/{n}, calendarSynchronization/{n}) open it.
 */
export type WizardMode = 'new' | 'edit';

export type StepKind =
  | 'type'
  | 'name'
  | 'location'
  | 'stay-conditions'
  | 'apartmentName'
  | 'description'
  | 'amenities'
  | 'photos'
  | 'rates'
  | 'locks'
  | 'synchronization'
  | 'fullSynchronization'
  | 'calendarSynchronization'
  | 'summary';

export interface WizardStep {
  kind: StepKind;
  /** the apartment's number (1-based) for per-apartment steps */
  apartment?: number;
  /** the step's path below /new or /:id/edit, e.g. 'rates/2' */
  path: string;
  label: string;
}

export interface WizardDivider {
  divider: true;
  apartment: number;
  label: string;
}

export const STEP_LABELS: Record<StepKind, string> = {
  type: 'Rodzaj obiektu',
  name: 'Nazwa obiektu',
  location: 'Lokalizacja',
  'stay-conditions': 'Zasady pobytu',
  apartmentName: 'Nazwa apartamentu',
  description: 'Dane apartamentu',
  amenities: 'Udogodnienia',
  photos: 'Zdjęcia',
  rates: 'Cennik',
  locks: 'Zamki',
  synchronization: 'Zamki i synchronizacja',
  fullSynchronization: 'Serwisy rezerwacyjne',
  calendarSynchronization: 'Synchronizacja kalendarza',
  summary: 'Podsumowanie',
};

const APARTMENT_STEPS: Record<WizardMode, StepKind[]> = {
  new: ['apartmentName', 'description', 'amenities', 'photos', 'rates', 'synchronization'],
  edit: ['apartmentName', 'description', 'amenities', 'photos', 'rates', 'synchronization'],
};

/** The spec's per-apartment paths now shown on the shared lock-and-synchronisation screen. */
const MERGED_INTO_SYNCHRONIZATION = /^(locks|fullSynchronization|calendarSynchronization)\/(\d+)$/;

/** The side menu's entries: steps, with a divider heading each apartment's group when there are several. */
export function wizardMenu(mode: WizardMode, apartmentCount: number): Array<WizardStep | WizardDivider> {
  const count = Math.max(1, Math.floor(apartmentCount) || 1);
  const entries: Array<WizardStep | WizardDivider> = [];
  for (const kind of ['type', 'name', 'location', 'stay-conditions'] as const) entries.push({ kind, path: kind, label: STEP_LABELS[kind] });
  for (let n = 1; n <= count; n++) {
    if (count > 1) entries.push({ divider: true, apartment: n, label: `Apartament ${n}` });
    for (const kind of APARTMENT_STEPS[mode]) {
      if (kind === 'apartmentName' && count === 1) continue;
      entries.push({ kind, apartment: n, path: `${kind}/${n}`, label: STEP_LABELS[kind] });
    }
  }
  entries.push({ kind: 'summary', path: 'summary', label: STEP_LABELS.summary });
  return entries;
}

export function isDivider(entry: WizardStep | WizardDivider): entry is WizardDivider {
  return 'divider' in entry;
}

/** Only the steps, dividers skipped: what Wstecz and 'Następny krok' move through. */
export function wizardSteps(mode: WizardMode, apartmentCount: number): WizardStep[] {
  return wizardMenu(mode, apartmentCount).filter((e): e is WizardStep => !isDivider(e));
}

/** The step of a path ('rates/2'), or null when the path names no step of this wizard. */
export function findStep(steps: WizardStep[], path: string): number {
  const clean = path.replace(/^\/+|\/+$/g, '').replace(MERGED_INTO_SYNCHRONIZATION, 'synchronization/$2');
  return steps.findIndex((s) => s.path === clean);
}

/**
 * The step where a field rejected by the server is edited (`apartmentsAttributes[1].pricesAttributes[0].basePrice`
 * → rates/2), so the wizard can take the user there.
 */
export function stepForField(field: string, apartmentCount: number): string {
  const apartment = /^apartmentsAttributes\[(\d+)\]\.?(\w*)/.exec(field);
  if (apartment) {
    const n = Number(apartment[1]) + 1;
    const key = apartment[2];
    if (key === 'name') return apartmentCount > 1 ? `apartmentName/${n}` : 'name';
    if (key === 'pricesAttributes') return `rates/${n}`;
    if (key === 'images') return `photos/${n}`;
    if (key === 'locks' || key === 'synchronization' || key === 'calendarSynchronization') return `synchronization/${n}`;
    if (/Price$|^(breakfast|privateParking|publicParking|airportTransfer)$|Elem|Elements$/.test(key)) return `amenities/${n}`;
    return `description/${n}`;
  }
  if (field === 'name') return 'name';
  if (field === 'apartmentsNumberDeclaration' || field === 'apartmentsAttributes' || field === 'kind') return 'type';
  if (/^(country|voivodeship|city|zipCode|street|houseNumber|flatNumber)$/.test(field)) return 'location';
  return 'stay-conditions';
}
