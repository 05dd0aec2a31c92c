import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadRegistry, sectionAt } from './registry';

/** Where the shared session store keeps the token (shared's tokenStore, which this early code cannot import). */
const TOKEN_KEY = 'token';

function sessionKept(): boolean {
  try {
    return Boolean(window.localStorage.getItem(TOKEN_KEY));
  } catch {
    return false;
  }
}

/**
 * Runs in the host's entry, before the shell's own code is fetched: with a session kept, the registry and the
 * section at `pathname` (its remote entry and exposed module, which sends the section's first request) load while
 * the shell's code arrives and renders, instead of after it. Only the federation runtime is used here (the shared
 * libraries are negotiated after this runs); a failure is left to the section's own load, which reports it.
 */
export function startSectionEarly(pathname: string): void {
  if (!sessionKept()) return;
  loadRegistry()
    .then((registry) => {
      const name = sectionAt(registry, pathname);
      const module = name ? registry[name].module : undefined;
      return module ? loadRemote(`${name}/${module.replace(/^\.\//, '')}`) : undefined;
    })
    .catch(() => undefined);
}
