/** The four sections of the top navigation (spec 000 §1) and the prefix each one owns. */
export const SECTIONS = [
  { label: 'Recepcja', to: '/front-desk/desktop', prefix: '/front-desk' },
  { label: 'Usługi', to: '/services/task-schedule', prefix: '/services' },
  { label: 'Raporty', to: '/reports/reservation-vs-income', prefix: '/reports' },
  { label: 'Administracja', to: '/administration/accommodations', prefix: '/administration' },
] as const;

/** The section a path belongs to; the reports prefix matches case-insensitively (spec 001 §2.1). */
export function activeSection(pathname: string): (typeof SECTIONS)[number] | undefined {
  const path = pathname.toLowerCase();
  return SECTIONS.find((s) => path === s.prefix || path.startsWith(`${s.prefix}/`));
}
