import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { Box, Flex, HStack, Link } from '@gospodarz/shared';
import { useRegistry } from '../remotes';
import { selectAuth } from '../auth';
import { activeSection, sectionsOf } from './sections';
import { NotificationsMenu } from './NotificationsMenu';
import { UserMenu } from './UserMenu';

export function Header() {
  const { pathname } = useLocation();
  // The sections come from the runtime registry, so that a new or renamed one needs no rebuild of the host.
  const registry = useRegistry();
  // the header shows only while someone is signed in; before the user is known it lists every section
  const user = useSelector(selectAuth).user ?? undefined;
  const sections = registry.status === 'loaded' ? sectionsOf(registry.registry, user) : [];
  const active = activeSection(pathname, sections);
  return (
    <Box as="header" bg="teal.700" color="white" px={{ base: 4, md: 8 }}>
      <Flex h="16" align="center" justify="space-between" gap={6}>
        <Link asChild color="white" fontWeight="bold" fontSize="xl" _hover={{ textDecoration: 'none' }}>
          <RouterLink to={sections[0]?.to ?? '/'}>Gospodarz</RouterLink>
        </Link>
        <Box as="nav" aria-label="Sekcje" flex="1">
          <HStack as="ul" gap={1} listStyleType="none" m={0} p={0}>
            {sections.map((section) => {
              const isActive = active?.prefix === section.prefix;
              return (
                <Box as="li" key={section.prefix}>
                  <Link
                    asChild
                    color="white"
                    px={3}
                    py={2}
                    borderRadius="md"
                    fontWeight={isActive ? 'semibold' : 'normal'}
                    bg={isActive ? 'whiteAlpha.300' : 'transparent'}
                    _hover={{ bg: 'whiteAlpha.200', textDecoration: 'none' }}
                    aria-current={isActive ? 'page' : undefined}
                  >
                    <RouterLink to={section.to}>{section.label}</RouterLink>
                  </Link>
                </Box>
              );
            })}
          </HStack>
        </Box>
        <HStack gap={2}>
          <NotificationsMenu />
          <UserMenu />
        </HStack>
      </Flex>
    </Box>
  );
}
