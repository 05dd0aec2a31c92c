import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES, type RemoteName } from '@gospodarz/shared';

/** name → URL of the remote's mf-manifest.json, read from `remotes.json` beside index.html. */
export type Registry = Partial<Record<RemoteName, string>>;

let registryPromise: Promise<Registry> | null = null;

async function fetchRegistry(): Promise<Registry> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
  const registry = (await response.json()) as Registry;
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

/** Registers one remote again, dropping what the runtime cached of it (used by "Spróbuj ponownie"). */
export async function reRegister(name: RemoteName): Promise<void> {
  const registry = await loadRegistry();
  const entry = registry[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

export function isKnownRemote(name: string): name is RemoteName {
  return name in REMOTES;
}
