import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from '@gospodarz/shared/router';
import { Badge, Box, Button, IconButton, Menu, Portal, Text, formatDateTime } from '@gospodarz/shared';
import { notificationsActions, selectNotifications } from '../slice';

function BellIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.7 21a2 2 0 0 1-3.4 0" />
    </svg>
  );
}

/** The bell: unread count as a badge, the latest notifications, each leading to its screen. */
export function NotificationsMenu() {
  const { items, unread } = useSelector(selectNotifications);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton aria-label={`Powiadomienia, nieprzeczytane: ${unread}`} variant="ghost" color="white" _hover={{ bg: 'whiteAlpha.200' }} position="relative">
          <BellIcon />
          {unread > 0 && (
            <Badge position="absolute" top="0" right="0" colorPalette="red" variant="solid" borderRadius="full" data-testid="notifications-badge">
              {unread}
            </Badge>
          )}
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="xs" maxW="sm">
            {items.length === 0 && (
              <Text px={3} py={2} color="fg.muted">
                Brak powiadomień
              </Text>
            )}
            {items.map((n) => (
              <Menu.Item key={n.id} value={n.id} onSelect={() => {
                  dispatch(notificationsActions.markRead(n.id));
                  if (n.attributes.link) navigate(n.attributes.link);
                }} alignItems="start">
                <Box>
                  <Text fontWeight={n.attributes.read ? 'normal' : 'semibold'}>{n.attributes.title}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {n.attributes.body}
                  </Text>
                  <Text fontSize="xs" color="fg.subtle">
                    {formatDateTime(n.attributes.createdAt)}
                  </Text>
                </Box>
              </Menu.Item>
            ))}
            {unread > 0 && (
              <Box px={2} py={1}>
                <Button size="xs" variant="ghost" onClick={() => dispatch(notificationsActions.markAllRead())}>
                  Oznacz wszystkie jako przeczytane
                </Button>
              </Box>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
