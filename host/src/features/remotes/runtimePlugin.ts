import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { withQuery } from './registry';

const RETRY_DELAYS_MS = [300, 1000];

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

type LoadEntryErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>[0];

/**
 * Loads a remote entry that failed again, after each delay; undefined when it still fails. Each attempt asks for
 * the entry under a URL of its own: the runtime keeps the failed load under the old URL until this hook returns,
 * and a load of the same URL would wait for it. (The federation's retry plugin deletes that load from the runtime's
 * internal map instead, retries at one fixed delay and brings a second copy of the federation SDK to the first
 * page; this plugin uses only what the hook hands it.)
 */
async function retryEntry({ getRemoteEntry, origin, remoteInfo, remoteEntryExports }: LoadEntryErrorArgs) {
  for (const [attempt, delay] of RETRY_DELAYS_MS.entries()) {
    await sleep(delay);
    try {
      const fresh = { ...remoteInfo, entry: withQuery(remoteInfo.entry, 'attempt', attempt + 1) };
      const entry = await getRemoteEntry({ origin, remoteInfo: fresh, remoteEntryExports });
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
