import type { ReactNode } from 'react';
import { Link as RouterLink } from '@gospodarz/shared/router';
import { Box, Heading, Link, Text } from '../ui';
import type { UserDto } from '../dto';
import { can, type AccessNeed } from './can';

export const ACCESS_DENIED_TITLE = 'Brak dostępu';

/** What a typed or old URL of a screen the user may not use shows, in place of the screen. */
export function AccessDenied() {
  return (
    <Box role="alert">
      <Heading as="h1" size="lg" mb={3}>
        {ACCESS_DENIED_TITLE}
      </Heading>
      <Text mb={3}>Nie masz uprawnień do tego ekranu. Jeśli go potrzebujesz, poproś o dostęp właściciela konta.</Text>
      <Link asChild color="teal.700">
        <RouterLink to="/">Wróć do strony głównej</RouterLink>
      </Link>
    </Box>
  );
}

/** Renders its children when the user may use what needs `need`, the 'Brak dostępu' panel otherwise. */
export function RequireAccess({ user, need, children }: { user: UserDto | null | undefined; need?: AccessNeed; children: ReactNode }) {
  return can(user, need) ? <>{children}</> : <AccessDenied />;
}
