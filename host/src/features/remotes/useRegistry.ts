import { useEffect, useSyncExternalStore } from 'react';
import { loadRegistry, registryState, subscribeRegistry, type RegistryState } from './registry';

/** The runtime registry (remotes.json) for a component: fetched on first use, then shared by every reader. */
export function useRegistry(): RegistryState {
  const state = useSyncExternalStore(subscribeRegistry, registryState);
  useEffect(() => {
    // A failure is shown by the reader, which offers loadRegistry() again.
    if (state.status === 'loading') loadRegistry().catch(() => undefined);
  }, [state.status]);
  return state;
}
