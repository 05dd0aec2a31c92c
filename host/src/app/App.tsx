import { useEffect, useState } from 'react';
import { Provider, useDispatch, useSelector } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { AppProvider, Box, Container, Flex, LoadingScreen } from '@gospodarz/shared';
import { createHostStore } from './store';
import { SignedInRoutes, SignedOutRoutes } from './routes';
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
      <Container as="main" maxW="8xl" flex="1" py={6} px={{ base: 4, md: 8 }}>
        <SignedInRoutes user={user} />
      </Container>
      <Footer />
    </Flex>
  );
}

/** The container: providers, the router, and the shell that signs in and mounts the sections. */
export function App() {
  const [store] = useState(createHostStore);
  return (
    <Provider store={store}>
      <AppProvider>
        <BrowserRouter>
          <Shell />
        </BrowserRouter>
      </AppProvider>
    </Provider>
  );
}
