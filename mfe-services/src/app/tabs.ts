/** The section's tab bar (spec): label and route of each tab. */
export const TABS = [
  { label: 'Harmonogram prac', to: '/services/task-schedule' },
  { label: 'Pralnie', to: '/services/laundry-services' },
  { label: 'Sprzątanie', to: '/services/cleaning-services' },
  { label: 'Catering', to: '/services/catering-services' },
  { label: 'Współgospodarze', to: '/services/co-hosts' },
];
