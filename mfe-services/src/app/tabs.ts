import type { AccessNeed, SectionTab } from '@gospodarz/shared';

const PROVIDERS: AccessNeed = ['service_providers', 'cooperations'];

/** The section's tab bar (spec): label and route of each tab, and what a co-host must hold to see it. */
export const TABS: SectionTab[] = [
  { label: 'Harmonogram prac', to: '/services/task-schedule', need: PROVIDERS },
  { label: 'Pralnie', to: '/services/laundry-services', need: PROVIDERS },
  { label: 'Sprzątanie', to: '/services/cleaning-services', need: PROVIDERS },
  { label: 'Catering', to: '/services/catering-services', need: PROVIDERS },
  { label: 'Współgospodarze', to: '/services/co-hosts', need: 'householders' },
];

/** The section as a whole: any one of its permissions. */
export const SECTION_NEED: AccessNeed = ['service_providers', 'cooperations', 'householders'];
