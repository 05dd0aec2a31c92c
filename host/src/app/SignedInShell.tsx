import { Container, Flex, type UserDto } from '@gospodarz/shared';
import { Footer, Header, SubscriptionBanner } from '../features/layout';
import { SignedInRoutes } from './routes';

/**
 * The frame of a signed-in user: the header (sections, bell, user menu), the subscription banner, the sections and
 * the footer. In a chunk of its own (the default export, for React.lazy): the sign-in page needs none of it.
 */
export default function SignedInShell({ user }: { user: UserDto }) {
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
