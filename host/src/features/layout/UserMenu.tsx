import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink, useNavigate } from '@gospodarz/shared/router';
import { Box, Button, Link, Menu, Portal, Stack } from '@gospodarz/shared';
import { authActions, selectAuth } from '../auth';

/** Signs out (the auth saga then reloads the app at '/'). */
function useSignOut() {
  const dispatch = useDispatch();
  return () => dispatch(authActions.logoutRequested());
}

/** The user's menu in the header: 'Mój profil', 'Zmień hasło', 'Wyloguj się'. */
export function UserMenu() {
  const user = useSelector(selectAuth).user;
  const navigate = useNavigate();
  const signOut = useSignOut();
  const name = [user?.attributes.firstName, user?.attributes.lastName].filter(Boolean).join(' ') || user?.attributes.email;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" color="white" _hover={{ bg: 'whiteAlpha.200' }} aria-label={`${name} – menu użytkownika`}>
          {name}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="profile" onSelect={() => navigate('/me/profile')}>
              Mój profil
            </Menu.Item>
            <Menu.Item value="password" onSelect={() => navigate('/me/change-password')}>
              Zmień hasło
            </Menu.Item>
            <Menu.Item value="logout" onSelect={signOut}>
              Wyloguj się
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** The same three entries as links and a button, for the narrow screens' drawer. */
export function UserMenuLinks({ onNavigate }: { onNavigate: () => void }) {
  const signOut = useSignOut();
  const linkProps = { display: 'block', px: 3, py: 2, borderRadius: 'md', color: 'fg', _hover: { bg: 'bg.muted', textDecoration: 'none' } } as const;
  return (
    <Stack as="ul" gap={1} listStyleType="none" m={0} p={0}>
      <Box as="li">
        <Link asChild {...linkProps} onClick={onNavigate}>
          <RouterLink to="/me/profile">Mój profil</RouterLink>
        </Link>
      </Box>
      <Box as="li">
        <Link asChild {...linkProps} onClick={onNavigate}>
          <RouterLink to="/me/change-password">Zmień hasło</RouterLink>
        </Link>
      </Box>
      <Box as="li">
        <Button
          variant="ghost"
          w="full"
          justifyContent="start"
          px={3}
          onClick={() => {
            onNavigate();
            signOut();
          }}
        >
          Wyloguj się
        </Button>
      </Box>
    </Stack>
  );
}
