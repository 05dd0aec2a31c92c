import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorPanel, LoadingScreen, type SectionProps } from '@gospodarz/shared';
import { loadSection, SECTION_TIMEOUT_MS, SectionLoadError } from './loadSection';
import { useRegistry } from './useRegistry';

interface BoundaryProps {
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
}

/** Catches a section that fails to load or throws while rendering, so that only that section shows an error. */
class SectionErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error(`[gospodarz] błąd sekcji: ${describe(error)}`, error);
  }

  render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/** The error and what caused it, one after another: the console line names what went wrong in the end. */
function describe(error: unknown): string {
  const parts: string[] = [];
  for (let e = error; e instanceof Error && parts.length < 5; e = e.cause) parts.push(e.message);
  return parts.join(' ← ');
}

function messageFor(error: Error): string {
  if (error instanceof SectionLoadError && error.reason === 'incompatible') {
    return 'Ta wersja sekcji nie pasuje do wersji aplikacji (wspólnej biblioteki). Pozostałe części aplikacji działają normalnie.';
  }
  if (error instanceof SectionLoadError && error.reason === 'timeout') {
    return 'Sekcja ładuje się zbyt długo. Sprawdź połączenie i spróbuj ponownie.';
  }
  if (error instanceof SectionLoadError) {
    return 'Serwer tej sekcji nie odpowiada. Pozostałe części aplikacji działają normalnie.';
  }
  return 'W tej sekcji wystąpił nieoczekiwany błąd. Pozostałe części aplikacji działają normalnie.';
}

/** One remote's section: loaded at run time under an error boundary and Suspense, with a retry that reloads it. */
export function RemoteSection({ remote, module, ...props }: SectionProps & { remote: string; module?: string }) {
  const [attempt, setAttempt] = useState(0);
  const signedIn = props.user !== null;
  const Section = useMemo<ComponentType<SectionProps>>(
    () => lazy(() => (module ? loadSection(remote, attempt > 0, SECTION_TIMEOUT_MS, signedIn, module) : loadSection(remote, attempt > 0, SECTION_TIMEOUT_MS, signedIn))),
    [remote, attempt, signedIn, module],
  );
  const registry = useRegistry();
  const label = (registry.status === 'loaded' && registry.registry[remote]?.label) || remote;
  return (
    <SectionErrorBoundary
      key={attempt}
      fallback={(error) => (
        <ErrorPanel
          title={`Nie udało się wyświetlić sekcji „${label}”`}
          message={messageFor(error)}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      )}
    >
      <Suspense fallback={<LoadingScreen label={`Ładowanie sekcji „${label}”…`} />}>
        <Section {...props} />
      </Suspense>
    </SectionErrorBoundary>
  );
}
