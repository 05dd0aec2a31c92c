import { useState } from 'react';
import { Link as RouterLink, useLocation } from '@gospodarz/shared/router';
import { useSelector } from 'react-redux';
import { Box, Drawer, Flex, HStack, IconButton, Link, Portal, Stack, Text } from '@gospodarz/shared';
import { useRegistry } from '../remotes';
import { useWideScreen } from './useWideScreen';
import { selectAuth } from '../auth';
import { activeSection, sectionsOf, type Section } from './sections';
import { NotificationsMenu } from '../notifications';
import { UserMenu, UserMenuLinks } from './UserMenu';

/**
 * The header. From 1024 px on: the sections, the bell and the user menu in one row. Narrower (a phone, a tablet):
 * the bell stays, and a menu button opens a drawer with the sections and the user's links ('Wyloguj się').
 */
export function Header() {
  const { pathname } = useLocation();
  // The sections come from the runtime registry, so that a new or renamed one needs no rebuild of the host.
  const registry = useRegistry();
  // the header shows only while someone is signed in; before the user is known it lists every section
  const user = useSelector(selectAuth).user ?? undefined;
  const sections = registry.status === 'loaded' ? sectionsOf(registry.registry, user) : [];
  const active = activeSection(pathname, sections);
  const wide = useWideScreen();
  return (
    <Box as="header" bg="teal.700" color="white" px={{ base: 4, md: 8 }}>
      <Flex h="16" align="center" justify="space-between" gap={{ base: 2, lg: 6 }}>
        <Link asChild color="white" fontWeight="bold" fontSize="xl" _hover={{ textDecoration: 'none' }}>
          <RouterLink to={sections[0]?.to ?? '/'}>Gospodarz</RouterLink>
        </Link>
        <Box as="nav" aria-label="Sekcje" flex="1" display={{ base: 'none', lg: 'block' }}>
          <SectionLinks sections={sections} active={active} direction="row" />
        </Box>
        <HStack gap={2}>
          <NotificationsMenu />
          {/* Only the variant the screen shows is rendered, so that a phone does not fetch the user menu's chunk, nor
              a desktop the drawer's (CSS still decides where media queries are unknown). */}
          {wide !== false && (
            <Box display={{ base: 'none', lg: 'block' }}>
              <UserMenu />
            </Box>
          )}
          {wide !== true && (
            <Box display={{ base: 'block', lg: 'none' }}>
              <MobileMenu sections={sections} active={active} />
            </Box>
          )}
        </HStack>
      </Flex>
    </Box>
  );
}

function SectionLinks({ sections, active, direction, onNavigate }: { sections: Section[]; active?: Section; direction: 'row' | 'column'; onNavigate?: () => void }) {
  return (
    <Stack as="ul" direction={direction} gap={1} listStyleType="none" m={0} p={0}>
      {sections.map((section) => {
        const isActive = active?.prefix === section.prefix;
        return (
          <Box as="li" key={section.prefix}>
            <Link
              asChild
              display="block"
              color={direction === 'row' ? 'white' : 'fg'}
              px={3}
              py={2}
              borderRadius="md"
              fontWeight={isActive ? 'semibold' : 'normal'}
              bg={isActive ? (direction === 'row' ? 'whiteAlpha.300' : 'colorPalette.subtle') : 'transparent'}
              _hover={{ bg: direction === 'row' ? 'whiteAlpha.200' : 'bg.muted', textDecoration: 'none' }}
              aria-current={isActive ? 'page' : undefined}
              onClick={onNavigate}
            >
              <RouterLink to={section.to}>{section.label}</RouterLink>
            </Link>
          </Box>
        );
      })}
    </Stack>
  );
}

function MenuIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

/** The narrow screens' navigation: a drawer with the sections and the user's links. */
function MobileMenu({ sections, active }: { sections: Section[]; active?: Section }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="end" size="xs">
      <Drawer.Trigger asChild>
        <IconButton aria-label="Menu" variant="ghost" color="white" _hover={{ bg: 'whiteAlpha.200' }}>
          <MenuIcon />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap={6}>
                <Box as="nav" aria-label="Sekcje">
                  <SectionLinks sections={sections} active={active} direction="column" onNavigate={close} />
                </Box>
                <Box>
                  <Text fontSize="sm" color="fg.muted" px={3} mb={1}>
                    Konto
                  </Text>
                  <UserMenuLinks onNavigate={close} />
                </Box>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <IconButton aria-label="Zamknij menu" variant="ghost" size="sm" position="absolute" top="3" right="3">
                ✕
              </IconButton>
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
