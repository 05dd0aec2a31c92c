import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const RETRY_DELAYS_MS = [300, 1000];

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

type LoadEntryErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>[0];

/** Loads a remote entry that failed again, after each delay; undefined when it still fails. */
async function retryEntry({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }: LoadEntryErrorArgs) {
  for (const delay of RETRY_DELAYS_MS) {
    await sleep(delay);
    // The failed load is still registered under this key; a new load must not wait for it.
    delete globalLoading[uniqueKey];
    try {
      const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      if (entry) return entry;
    } catch {
      // the next attempt, or the caller's error
    }
  }
  return undefined;
}

/**
 * Federation runtime plugin of the host: a remote entry that fails to load (refused, 5xx) is loaded again after
 * a short wait (a remote restarting during a deploy answers again within a second), and a remote that still
 * fails is reported once, then left to the section's error boundary, which shows the Polish panel with
 * "Spróbuj ponownie".
 */
export default function gospodarzRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'gospodarz-retry-and-errors',
    loadEntryError(args) {
      // The hook is typed as a promise of a promise of the entry; the runtime awaits whatever it gets.
      return new Promise((resolve) => resolve(retryEntry(args)));
    },
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[gospodarz] nie udało się załadować ${id} (${lifecycle})`, error);
      // No fallback module: the caller gets the error and the section shows its error panel.
      return undefined;
    },
  };
}
