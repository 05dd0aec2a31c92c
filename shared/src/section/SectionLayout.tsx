import { Component, Suspense, type ReactNode } from 'react';
import { Box, ErrorPanel, Heading, LoadingScreen, Text, Link } from '../ui';
import { TabBar } from '../ui';
import { Navigate, Link as RouterLink, useLocation } from '@gospodarz/shared/router';
import type { UserDto } from '../dto';
import { AccessDenied, allowed, can, type AccessNeed } from '../access';

export interface SectionTab {
  label: string;
  to: string;
  end?: boolean;
  /** what the user must hold to see the tab (left out: everyone) */
  need?: AccessNeed;
  /** a count beside the label (e.g. unread messages) */
  badge?: number;
}

export interface SectionLayoutProps {
  tabs: SectionTab[];
  /**
   * the signed-in user; without one (the host mounts sections only for a signed-in user, so this is a section's own
   * development shell or a test) every tab shows, and the API still refuses what the user may not do
   */
  user?: UserDto | null;
  /** what the whole section needs (e.g. 'owner' for Administracja) */
  need?: AccessNeed;
  /**
   * the build of the section (each remote is deployed on its own): not shown on the page, but in the section's
   * `data-section-release` attribute (the developers' tools), in the console and in the panel of an error
   */
  release?: string;
  children: ReactNode;
}

/** The tab whose address the path is at or below (the longest match), if any. */
function tabAt(pathname: string, tabs: SectionTab[]): SectionTab | undefined {
  const path = pathname.toLowerCase();
  return tabs
    .filter((tab) => path === tab.to.toLowerCase() || path.startsWith(`${tab.to.toLowerCase()}/`))
    .sort((a, b) => b.to.length - a.to.length)[0];
}

/**
 * A section's frame inside the host: the tabs the user may use, then the active screen, or the 'Brak dostępu' panel
 * when the address (typed, bookmarked, or from before a permission was taken away) is a screen the user may not use.
 *
 * The first tab is the section's home, where the host's navigation links to. A user who may open the section but
 * not that tab (a co-host who manages only co-hosts, say) is taken to the first tab they may open rather than
 * refused; any other hidden tab, and any screen below the home, still answers 'Brak dostępu'.
 */
export function SectionLayout({ tabs, user, need, release, children }: SectionLayoutProps) {
  const { pathname } = useLocation();
  if (!user) {
    return (
      <Frame tabs={tabs} release={release}>
        {children}
      </Frame>
    );
  }
  if (!can(user, need)) {
    return (
      <Frame tabs={[]} release={release}>
        <AccessDenied />
      </Frame>
    );
  }
  const shown = allowed(user, tabs);
  const home = tabs[0];
  if (home && shown.length > 0 && !can(user, home.need) && pathname.toLowerCase() === home.to.toLowerCase()) {
    return <Navigate to={shown[0].to} replace />;
  }
  const denied = !can(user, tabAt(pathname, tabs)?.need);
  return (
    <Frame tabs={shown} release={release}>
      {denied ? <AccessDenied /> : children}
    </Frame>
  );
}

function Frame({ tabs, release, children }: { tabs: SectionTab[]; release?: string; children: ReactNode }) {
  const screen = <Suspense fallback={<LoadingScreen />}>{children}</Suspense>;
  return (
    <Box data-section-release={release}>
      {/* a refused section has no tabs, and an empty bar would be a stray line above the refusal */}
      {tabs.length > 0 ? <TabBar tabs={tabs.map(({ label, to, end, badge }) => ({ label, to, end, badge }))} /> : null}
      {/* a screen in a chunk of its own (lazyScreen) loads below the tabs, which stay */}
      <Box pt={6}>{release ? <ReleaseBoundary release={release}>{screen}</ReleaseBoundary> : screen}</Box>
    </Box>
  );
}

/** A screen of a section that names its release and fails: the error panel below the tabs, naming the release. */
class ReleaseBoundary extends Component<{ release: string; children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error(`[gospodarz] błąd sekcji (wersja ${this.props.release}): ${error.message}`, error);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <ErrorPanel
        title="Nie udało się wyświetlić tej strony"
        message={
          <>
            W tej sekcji wystąpił nieoczekiwany błąd. Pozostałe części aplikacji działają normalnie.
            <Text as="span" display="block" textStyle="xs" mt="2">
              Wersja sekcji: {this.props.release}
            </Text>
          </>
        }
        onRetry={() => this.setState({ error: null })}
      />
    );
  }
}

export function NotFoundPanel() {
  return (
    <Box role="alert">
      <Heading as="h1" size="lg" mb={3}>
        Nie znaleziono strony
      </Heading>
      <Text mb={3}>Strona, której szukasz, nie istnieje lub została przeniesiona.</Text>
      <Link asChild color="teal.700">
        <RouterLink to="/">Wróć do strony głównej</RouterLink>
      </Link>
    </Box>
  );
}
