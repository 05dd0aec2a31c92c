import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { Button, Menu, Portal } from '@gospodarz/shared';
import { authActions, selectAuth } from '../auth';

/** The user's menu in the header: 'Mój profil', 'Zmień hasło', 'Wyloguj się'. */
export function UserMenu() {
  const user = useSelector(selectAuth).user;
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const name = [user?.attributes.firstName, user?.attributes.lastName].filter(Boolean).join(' ') || user?.attributes.email;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" color="white" _hover={{ bg: 'whiteAlpha.200' }} aria-label="Menu użytkownika">
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
            <Menu.Item value="logout" onSelect={() => dispatch(authActions.logoutRequested())}>
              Wyloguj się
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
