import { can, type UserDto } from '@gospodarz/shared';
import type { Registry } from '../remotes';

/** A link of the top navigation and the prefix its section owns. */
export interface Section {
  label: string;
  to: string;
  prefix: string;
}

/**
 * The sections of the top navigation, in the registry's order: every remote with a home page that the user may use
 * (a co-host does not see Administracja, nor Raporty without the reports permission). Without `user` every section.
 */
export function sectionsOf(registry: Registry, user?: UserDto | null): Section[] {
  return Object.values(registry).flatMap(({ label, home, prefix, access }) =>
    label && home && prefix && (user === undefined || can(user, access)) ? [{ label, to: home, prefix }] : [],
  );
}

/** The section a path belongs to; prefixes match whatever the case (/Reports/… is the reports section). */
export function activeSection(pathname: string, sections: Section[]): Section | undefined {
  const path = pathname.toLowerCase();
  return sections.find((s) => path === s.prefix || path.startsWith(`${s.prefix}/`));
}
