import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadRegistry, sectionAt, type Registry } from './registry';

/** Where the shared session store keeps the token (shared's tokenStore, which this early code cannot import). */
const TOKEN_KEY = 'token';

function sessionKept(): boolean {
  try {
    return Boolean(window.localStorage.getItem(TOKEN_KEY));
  } catch {
    return false;
  }
}

const underPath = (pathname: string, path: string) => {
  const p = pathname.toLowerCase();
  const base = path.toLowerCase();
  return p === base || p.startsWith(`${base}/`);
};

/**
 * The remote module the page at `pathname` will mount, as the host's routes choose it: signed in, the section at
 * the path (else the home section the page is sent to); signed out, a public page at the path, else the signed-out
 * remote (the sign-in screens). '' when there is none.
 */
export function firstModule(registry: Registry, pathname: string, signedIn: boolean): string {
  const id = (name: string, module: string | undefined) => (module ? `${name}/${module.replace(/^\.\//, '')}` : '');
  const names = Object.keys(registry);
  if (signedIn) {
    const name = sectionAt(registry, pathname) ?? names.find((key) => registry[key].home && registry[key].prefix);
    return name ? id(name, registry[name].module) : '';
  }
  for (const name of names) {
    const page = registry[name].publicPages?.find((p) => underPath(pathname, p.path));
    if (page) return id(name, page.module);
  }
  const signedOut = names.find((key) => registry[key].signedOut);
  return signedOut ? id(signedOut, registry[signedOut].module) : '';
}

/**
 * Runs in the host's entry, before the shell's own code is fetched: the registry and the remote module the page
 * will mount (a signed-in section, which sends its first request when evaluated, or the sign-in screens) load while
 * the shell's code arrives and renders, instead of after it. Only the federation runtime is used here (the shared
 * libraries are negotiated after this runs); a failure is left to the section's own load, which reports it.
 */
export function startSectionEarly(pathname: string): void {
  const signedIn = sessionKept();
  loadRegistry()
    .then((registry) => {
      const module = firstModule(registry, pathname, signedIn);
      return module ? loadRemote(module) : undefined;
    })
    .catch(() => undefined);
}
