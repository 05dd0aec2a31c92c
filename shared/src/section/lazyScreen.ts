import { lazy, type ComponentType } from 'react';

/**
 * A section's screen in a chunk of its own, fetched when its route is first opened: `lazyScreen(() =>
 * import('../features/invoices/components/InvoicesPage'), 'InvoicesPage')`. The section's first chunk then carries
 * its frame, store and routes, not every screen; SectionLayout shows its loading screen below the tabs meanwhile.
 */
export function lazyScreen<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<object> })) as unknown as M[K];
}
