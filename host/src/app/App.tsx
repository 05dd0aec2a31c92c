import { useEffect, useState } from 'react';
import { Provider, useDispatch, useSelector } from 'react-redux';
import { BrowserRouter, Navigate, useLocation } from 'react-router-dom';
import { AppProvider, Box, Container, Flex, LoadingScreen } from '@gospodarz/shared';
import { createHostStore } from './store';
import { PublicPageRoutes, SignedInRoutes, SignedOutRoutes } from './routes';
import { authActions, selectAuth } from '../features/auth';
import { Footer, Header, SubscriptionBanner } from '../features/layout';

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
    <Flex direction="column" minH="100vh">
      <Header />
      <SubscriptionBanner />
      {/* at least a screen high: the footer starts below the fold instead of jumping down when the section arrives */}
      <Container as="main" maxW="8xl" flex="1" minH="100vh" py={6} px={{ base: 4, md: 8 }}>
        <SignedInRoutes user={user} />
      </Container>
      <Footer />
    </Flex>
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
