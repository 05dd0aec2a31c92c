import type { ReactNode } from 'react';
import { ErrorPanel, LoadingScreen } from '@gospodarz/shared';
import { loadRegistry, type Registry } from './registry';
import { useRegistry } from './useRegistry';

/** Renders `children` with the registry once it is here; a loading screen until then, a retry if it failed. */
export function RegistryGate({ children }: { children: (registry: Registry) => ReactNode }) {
  const state = useRegistry();
  if (state.status === 'loaded') return children(state.registry);
  if (state.status === 'loading') return <LoadingScreen />;
  return (
    <ErrorPanel
      title="Nie udało się wczytać aplikacji"
      message="Serwer nie odpowiada. Sprawdź połączenie i spróbuj ponownie."
      onRetry={() => void loadRegistry().catch(() => undefined)}
    />
  );
}
