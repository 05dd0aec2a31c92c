import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { AccessNeed } from '@gospodarz/shared';

/**
 * One remote as `remotes.json` (served beside index.html) describes it: where its entry is and how the host mounts
 * it. The file is written from apps.json at the root; a deployment serves its own, so that a new or renamed
 * section needs no rebuild of the host.
 */
export interface RemoteEntry {
  /** URL of the remote's remoteEntry.js */
  entry: string;
  /** the exposed section component, e.g. './FrontDeskApp' */
  module?: string;
  /** the section's Polish name */
  label?: string;
  /** the path the section is mounted under, e.g. '/front-desk' */
  prefix?: string;
  /** only these paths below the prefix (otherwise everything below it) */
  paths?: string[];
  /** the section's first page; a remote with a home is a link in the top navigation */
  home?: string;
  /** the remote that owns every path while nobody is signed in */
  signedOut?: boolean;
  /** who sees the section in the navigation ('owner', a permission, or any one of a list); left out: everyone */
  access?: AccessNeed;
  /** pages used without signing in (a token link's page): the module of this remote mounted at each path */
  publicPages?: Array<{ path: string; module: string }>;
}

/** federation name → entry */
export type Registry = Record<string, RemoteEntry>;

export type RegistryState = { status: 'loading' } | { status: 'loaded'; registry: Registry } | { status: 'failed' };

/**
 * The URL the runtime loads. The host's runtime is built without the manifest (snapshot) plugin, which cost the
 * first page ~1.5 KiB gzip and a request per section, so it loads remote entries straight away; a registry that
 * still names a remote's mf-manifest.json (written for an older host) means the remoteEntry.js beside it.
 */
export function entryUrl(url: string): string {
  return url.replace(/mf-manifest\.json(?=$|[?#])/, 'remoteEntry.js');
}

/**
 * One entry of remotes.json. The older form, a bare URL, still registers the remote, but says nothing of where to
 * mount it: such a remote is loadable and appears nowhere until its entry is written as an object.
 */
export function readEntry(value: unknown): RemoteEntry | undefined {
  if (typeof value === 'string') return { entry: entryUrl(value) };
  if (value && typeof value === 'object' && typeof (value as RemoteEntry).entry === 'string') {
    const entry = value as RemoteEntry;
    return { ...entry, entry: entryUrl(entry.entry) };
  }
  return undefined;
}

/** The section mounted at `pathname` when signed in (its prefix, and its listed paths if it has them); undefined if none. */
export function sectionAt(registry: Registry, pathname: string): string | undefined {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return Object.keys(registry).find((name) => {
    const { prefix, paths, module } = registry[name];
    if (!prefix || !module) return false;
    const base = prefix.toLowerCase();
    if (paths) return paths.some((p) => path === `${base}/${p.toLowerCase()}`);
    return path === base || path.startsWith(`${base}/`);
  });
}

let state: RegistryState = { status: 'loading' };
const listeners = new Set<() => void>();

function setState(next: RegistryState) {
  state = next;
  listeners.forEach((listener) => listener());
}

/** The registry as far as it is known (for useSyncExternalStore). */
export function registryState(): RegistryState {
  return state;
}

export function subscribeRegistry(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let registryPromise: Promise<Registry> | null = null;
let attempts = 0;

async function fetchRegistry(): Promise<Registry> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
  const registry: Registry = {};
  for (const [name, value] of Object.entries((await response.json()) as Record<string, unknown>)) {
    const entry = readEntry(value);
    if (entry) registry[name] = entry;
    else console.warn(`[gospodarz] remotes.json: pominięto wpis ${name}`);
  }
  // The runtime's global instance, the one the build plugin created: it holds the host's shared React.
  registerRemotes(
    Object.entries(registry).map(([name, { entry }]) => ({ name, entry })),
    { force: true },
  );
  return registry;
}

/** Fetches and registers the remotes once; a failed fetch is retried on the next call. */
export function loadRegistry(): Promise<Registry> {
  if (!registryPromise) {
    if (state.status === 'failed') setState({ status: 'loading' });
    registryPromise = fetchRegistry().then(
      (registry) => {
        setState({ status: 'loaded', registry });
        return registry;
      },
      (error: unknown) => {
        registryPromise = null;
        setState({ status: 'failed' });
        throw error;
      },
    );
  }
  return registryPromise;
}

/** Adds `key=value` to a URL's query (webpack's `publicPath: 'auto'` ignores the query of a remote's entry). */
export function withQuery(url: string, key: string, value: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}${key}=${value}`;
}

/**
 * Registers one remote again (used by "Spróbuj ponownie"). The entry gets a query of its own, so the runtime loads
 * it afresh instead of waiting for a load it still has under way for the old URL (a remote that hung).
 */
export async function reRegister(name: string): Promise<void> {
  const registry = await loadRegistry();
  const entry = registry[name]?.entry;
  if (!entry) return;
  attempts += 1;
  registerRemotes([{ name, entry: withQuery(entry, 'retry', attempts) }], { force: true });
}
