import { lazy, Suspense, useEffect, useState } from 'react';
import { Provider, useDispatch, useSelector } from 'react-redux';
import { BrowserRouter, Navigate, useLocation } from '@gospodarz/shared/router';
import { AppProvider, Box, ErrorPanel, Flex, LoadingScreen } from '@gospodarz/shared';
import { createHostStore } from './store';
import { PublicPageRoutes, SignedOutRoutes } from './routes';
import { authActions, selectAuth } from '../features/auth';
import { Footer } from '../features/layout/Footer';

const loadSignedInShell = () => import('./SignedInShell');

/** Fetches the signed-in frame's chunk ahead: a page opened with a session kept shows it once the session is confirmed. */
export function preloadSignedInShell(): void {
  loadSignedInShell().catch(() => undefined);
}

/** The shell's own chunk could not be fetched (the connection dropped, or a new version replaced the files). */
function ShellUnavailable() {
  return (
    <Box p="6">
      <ErrorPanel message="Nie udało się wczytać aplikacji. Sprawdź połączenie i spróbuj ponownie." onRetry={() => window.location.reload()} />
    </Box>
  );
}

const SignedInShell = lazy(() => loadSignedInShell().catch(() => ({ default: ShellUnavailable })));

function Shell() {
  const { status, user } = useSelector(selectAuth);
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(authActions.restore());
  }, [dispatch]);

  if (status === 'checking') return <LoadingScreen fullPage />;
  if (status === 'signedOut' || !user) {
    return (
      <Flex direction="column" minH="100vh">
        <Box as="main" flex="1">
          <SignedOutGuard />
          <SignedOutRoutes />
        </Box>
        <Footer />
      </Flex>
    );
  }
  return (
    <Suspense fallback={<LoadingScreen fullPage />}>
      <SignedInShell user={user} />
    </Suspense>
  );
}

/** The screens a signed-out visitor may open; any other path is kept to return to after signing in. */
const SIGNED_OUT_PATHS = ['/', '/login', '/forgot-password', '/reset-password', '/confirm_my_registration', '/register'];

/**
 * The route guard of a signed-out visitor: a section's page (a bookmark, an expired session) becomes the sign-in page
 * with `?returnTo=` that page, where the sign-in page goes once signed in.
 */
export function SignedOutGuard() {
  const { pathname, search } = useLocation();
  if (SIGNED_OUT_PATHS.includes(pathname.toLowerCase().replace(/\/+$/, '') || '/')) return null;
  return <Navigate to={`/login?returnTo=${encodeURIComponent(pathname + search)}`} replace />;
}

/** The container: providers, the router, and the shell that signs in and mounts the sections. */
export function App() {
  const [store] = useState(createHostStore);
  return (
    <Provider store={store}>
      <AppProvider>
        <BrowserRouter>
          <PublicPageRoutes>
            <Shell />
          </PublicPageRoutes>
        </BrowserRouter>
      </AppProvider>
    </Provider>
  );
}
