import type { Registry } from '../remotes';

/** A link of the top navigation and the prefix its section owns. */
export interface Section {
  label: string;
  to: string;
  prefix: string;
}

/** The sections of the top navigation, in the registry's order: every remote with a home page. */
export function sectionsOf(registry: Registry): Section[] {
  return Object.values(registry).flatMap(({ label, home, prefix }) => (label && home && prefix ? [{ label, to: home, prefix }] : []));
}

/** The section a path belongs to; prefixes match whatever the case (/Reports/… is the reports section). */
export function activeSection(pathname: string, sections: Section[]): Section | undefined {
  const path = pathname.toLowerCase();
  return sections.find((s) => path === s.prefix || path.startsWith(`${s.prefix}/`));
}
