import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from '@gospodarz/shared/router';
import { LoadingScreen, type UserDto } from '@gospodarz/shared';
import { RegistryGate, RemoteSection, useRegistry, type Registry, type RemoteEntry } from '../features/remotes';

/** The route paths of one remote: the listed paths below its prefix, or everything below it. */
function pathsOf({ prefix, paths }: RemoteEntry): string[] {
  return paths ? paths.map((path) => `${prefix}/${path}`) : [`${prefix}/*`];
}

/** The remotes the host can mount: those with a prefix and a module (a bare URL entry has neither). */
function mounted(registry: Registry): Array<[string, RemoteEntry & { prefix: string }]> {
  return Object.entries(registry).filter((pair): pair is [string, RemoteEntry & { prefix: string }] =>
    Boolean(pair[1].prefix && pair[1].module),
  );
}

/**
 * Signed in: each remote of the registry under its prefix (the account screens at /me/profile and
 * /me/change-password only). react-router matches case-insensitively, so /Reports/… works too. Anything else goes
 * to the first section of the navigation. Each section is keyed by its remote: a failed section's error state and
 * its retries stay with it, and opening another section starts that one fresh.
 */
export function SignedInRoutes({ user }: { user: UserDto }) {
  return (
    <RegistryGate>
      {(registry) => {
        const home = Object.values(registry).find((entry) => entry.home && entry.prefix)?.home;
        return (
          <Routes>
            {mounted(registry).flatMap(([name, entry]) =>
              pathsOf(entry).map((path) => (
                <Route key={path} path={path} element={<RemoteSection key={name} remote={name} user={user} basePath={entry.prefix} />} />
              )),
            )}
            {home && <Route path="*" element={<Navigate to={home} replace />} />}
          </Routes>
        );
      }}
    </RegistryGate>
  );
}

/** Signed out: the registry's signed-out remote (mfe-auth) owns every path (login, password screens; any other path shows the login screen). */
export function SignedOutRoutes() {
  return (
    <RegistryGate>
      {(registry) => {
        const name = Object.keys(registry).find((key) => registry[key].signedOut && registry[key].module);
        if (!name) return null;
        return (
          <Routes>
            <Route path="/*" element={<RemoteSection key={name} remote={name} user={null} basePath="" />} />
          </Routes>
        );
      }}
    </RegistryGate>
  );
}

/**
 * Pages used without signing in (the provider's page…), as the remotes that own them declare them in remotes.json:
 * each is mounted at its path and below it (/guest/{token}) with no shell and no sign-in; every other path goes to `children` (the shell). The
 * shell waits for the registry (a few hundred bytes) so that its signed-out guard never sends a public page's
 * visitor to the sign-in page first; if the registry cannot be read, the shell shows its own error.
 */
export function PublicPageRoutes({ children }: { children: ReactNode }) {
  const state = useRegistry();
  if (state.status === 'loading') return <LoadingScreen fullPage />;
  const registry = state.status === 'loaded' ? state.registry : {};
  return (
    <Routes>
      {Object.entries(registry).flatMap(([name, entry]) =>
        (entry.publicPages ?? []).map((page) => (
          <Route key={page.path} path={`${page.path}/*`} element={<RemoteSection key={page.path} remote={name} module={page.module} user={null} basePath={page.path} />} />
        )),
      )}
      <Route path="*" element={children} />
    </Routes>
  );
}
