import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES, type RemoteName } from '@gospodarz/shared';

/** name → URL of the remote's remoteEntry.js, read from `remotes.json` beside index.html. */
export type Registry = Partial<Record<RemoteName, string>>;

/**
 * The URL the runtime loads. The host's runtime is built without the manifest (snapshot) plugin, which cost the
 * first page ~1.5 KiB gzip and a request per section, so it loads remote entries straight away; a registry that
 * still names a remote's mf-manifest.json (written for an older host) means the remoteEntry.js beside it.
 */
export function entryUrl(url: string): string {
  return url.replace(/mf-manifest\.json(?=$|[?#])/, 'remoteEntry.js');
}

let registryPromise: Promise<Registry> | null = null;
let attempts = 0;

async function fetchRegistry(): Promise<Registry> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
  const registry = Object.fromEntries(
    Object.entries((await response.json()) as Record<string, string>).map(([name, url]) => [name, entryUrl(url)]),
  ) as Registry;
  // The runtime's global instance, the one the build plugin created: it holds the host's shared React.
  registerRemotes(
    Object.entries(registry).map(([name, entry]) => ({ name, entry: entry as string })),
    { force: true },
  );
  return registry;
}

/** Fetches and registers the remotes once; a failed fetch is retried on the next call. */
export function loadRegistry(): Promise<Registry> {
  registryPromise ??= fetchRegistry().catch((error) => {
    registryPromise = null;
    throw error;
  });
  return registryPromise;
}

/**
 * Registers one remote again (used by "Spróbuj ponownie"). The entry gets a query of its own, so the runtime loads
 * it afresh instead of waiting for a load it still has under way for the old URL (a remote that hung).
 * Webpack's `publicPath: 'auto'` ignores the query.
 */
export async function reRegister(name: RemoteName): Promise<void> {
  const registry = await loadRegistry();
  const entry = registry[name];
  if (!entry) return;
  attempts += 1;
  const fresh = `${entry}${entry.includes('?') ? '&' : '?'}retry=${attempts}`;
  registerRemotes([{ name, entry: fresh }], { force: true });
}

export function isKnownRemote(name: string): name is RemoteName {
  return name in REMOTES;
}
