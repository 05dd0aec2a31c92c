import type { ReactNode } from 'react';
import { Box, Heading, Text, Link } from '../ui';
import { TabBar } from '../ui';
import { Link as RouterLink } from 'react-router-dom';

export interface SectionTab {
  label: string;
  to: string;
  end?: boolean;
}

/** A section's frame inside the host: its tab bar, then the active screen. */
export function SectionLayout({ tabs, children }: { tabs: SectionTab[]; children: ReactNode }) {
  return (
    <Box>
      <TabBar tabs={tabs} />
      <Box pt={6}>{children}</Box>
    </Box>
  );
}

/** A screen whose issue has not been built yet: says so plainly instead of showing fake data. */
export function SectionPlaceholder({ title }: { title: string }) {
  return (
    <Box>
      <Heading as="h1" size="lg" mb={3}>
        {title}
      </Heading>
      <Text color="fg.muted">Ten ekran jest w przygotowaniu.</Text>
    </Box>
  );
}

export function NotFoundPanel() {
  return (
    <Box role="alert">
      <Heading as="h1" size="lg" mb={3}>
        Nie znaleziono strony
      </Heading>
      <Text mb={3}>Strona, której szukasz, nie istnieje lub została przeniesiona.</Text>
      <Link asChild color="teal.600">
        <RouterLink to="/">Wróć do strony głównej</RouterLink>
      </Link>
    </Box>
  );
}
