import { lazy, type ComponentType } from 'react';

/**
 * A section's screen in a chunk of its own, fetched when its route is first opened: `lazyScreen(() =>
 * import('../features/invoices/components/InvoicesPage'), 'InvoicesPage')`. The section's first chunk then carries
 * its frame, store and routes, not every screen; SectionLayout shows its loading screen below the tabs meanwhile.
 */
export function lazyScreen<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<object> })) as unknown as M[K];
}

/**
 * Fetches now the chunk of the screen at `pathname` among a section's `screens` (its first pages by path, each with
 * the import its route's lazyScreen uses), while the section's own code is evaluated, instead of when the routes
 * first render it. A section calls it once, as its exposed module is evaluated; a failure is left to the route's
 * own load, which reports it.
 */
export function preloadScreenAt(screens: Record<string, () => Promise<unknown>>, pathname: string): void {
  screens[pathname.toLowerCase().replace(/\/+$/, '')]?.().catch(() => undefined);
}
