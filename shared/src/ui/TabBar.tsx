import { useLayoutEffect, useRef } from 'react';
import { NavLink, useLocation } from '@gospodarz/shared/router';
import { Link } from '@chakra-ui/react/link';
import { HStack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';

export interface TabBarTab {
  label: string;
  /** the tab's URL, absolute or relative to the section's route */
  to: string;
  /** active only on exactly this URL, not below it */
  end?: boolean;
  /** a count shown beside the label (e.g. unread messages); hidden when 0 */
  badge?: number;
}

export interface TabBarProps {
  tabs: TabBarTab[];
  /** accessible name of the navigation; defaults to 'Zakładki sekcji' */
  label?: string;
}

/** The scrollLeft of a row that shows `item` whole: unchanged when it already does. */
export function scrollLeftShowing(row: { scrollLeft: number; clientWidth: number }, item: { offsetLeft: number; offsetWidth: number }): number {
  if (item.offsetLeft < row.scrollLeft) return item.offsetLeft;
  const right = item.offsetLeft + item.offsetWidth;
  return right > row.scrollLeft + row.clientWidth ? right - row.clientWidth : row.scrollLeft;
}

/** A section's row of tabs: router links, the active one marked with aria-current="page". */
export function TabBar({ tabs, label = 'Zakładki sekcji' }: TabBarProps) {
  const row = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const badges = tabs.map((tab) => tab.badge ?? 0).join();
  // On a phone the row scrolls sideways: the current tab is brought into view whenever the address changes
  // (opened at /front-desk/messages, 'Wiadomości' would otherwise sit past the screen's edge), and again when a
  // badge arrives and moves the tabs after it.
  useLayoutEffect(() => {
    const current = row.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (row.current && current) row.current.scrollLeft = scrollLeftShowing(row.current, current);
  }, [pathname, badges]);
  return (
    // positioned, so that the badge's screen-reader text (absolute) scrolls with the tabs instead of widening the page,
    // and so that each tab's offsetLeft is measured from the row
    <chakra.nav ref={row} aria-label={label} position="relative" borderBottomWidth="1px" overflowX="auto" minW="0" maxW="100%">
      <HStack as="ul" gap="1" listStyleType="none" m="0" p="0">
        {tabs.map((tab) => (
          <chakra.li key={tab.to}>
            <Link
              asChild
              display="inline-block"
              px="4"
              py="2.5"
              mb="-1px"
              fontWeight="medium"
              color="fg.muted"
              whiteSpace="nowrap"
              borderBottomWidth="2px"
              borderColor="transparent"
              textDecoration="none"
              _hover={{ color: 'fg', textDecoration: 'none' }}
              _currentPage={{ color: 'colorPalette.fg', borderColor: 'colorPalette.solid' }}
            >
              <NavLink to={tab.to} end={tab.end}>
                {tab.label}
                {tab.badge ? (
                  <chakra.span
                    ms="1.5"
                    px="1.5"
                    rounded="full"
                    bg="red.solid"
                    color="white"
                    textStyle="xs"
                    fontWeight="bold"
                    data-testid="tab-badge"
                  >
                    {tab.badge}
                    <chakra.span srOnly> nieprzeczytanych</chakra.span>
                  </chakra.span>
                ) : null}
              </NavLink>
            </Link>
          </chakra.li>
        ))}
      </HStack>
    </chakra.nav>
  );
}
