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
