import type { UserDto } from '../dto';

/**
 * The props every remote's exposed section component takes. The host renders a section under its
 * prefix route (e.g. `/front-desk/*`); the section renders its own `<Routes>` relative to it.
 */
export interface SectionProps {
  /** the signed-in user, or null on the signed-out screens */
  user: UserDto | null;
  /** the prefix the host mounted the section under, e.g. '/front-desk' */
  basePath: string;
}

/** The federation name of each remote and the module it exposes. */
export const REMOTES = {
  mfe_auth: { module: './AuthApp', label: 'Konto' },
  mfe_front_desk: { module: './FrontDeskApp', label: 'Recepcja' },
  mfe_administration: { module: './AdministrationApp', label: 'Administracja' },
  mfe_services: { module: './ServicesApp', label: 'Usługi' },
  mfe_reports: { module: './ReportsApp', label: 'Raporty' },
} as const;
export type RemoteName = keyof typeof REMOTES;
