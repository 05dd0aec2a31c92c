import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const RETRY_DELAYS_MS = [300, 1000];

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Federation runtime plugin of the host: manifests are fetched with retries (a remote restarting during a deploy
 * answers again within a second), and a remote that still fails is reported once, then left to the section's
 * error boundary, which shows the Polish panel with "Spróbuj ponownie".
 */
export default function gospodarzRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'gospodarz-retry-and-errors',
    async fetch(url: string, init: RequestInit) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt++) {
        try {
          const response = await fetch(url, { ...init, cache: 'no-cache' });
          if (response.status < 500) return response;
          lastError = new Error(`${url}: HTTP ${response.status}`);
        } catch (error) {
          lastError = error;
        }
        if (attempt < RETRY_DELAYS_MS.length) await sleep(RETRY_DELAYS_MS[attempt]);
      }
      throw lastError;
    },
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[gospodarz] nie udało się załadować ${id} (${lifecycle})`, error);
      // No fallback module: the caller gets the error and the section shows its error panel.
      return undefined;
    },
  };
}
