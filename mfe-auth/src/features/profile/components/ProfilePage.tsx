import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from '@gospodarz/shared/router';
import { Box, PageHeader, Separator, Spinner, Stack, Tabs, Text, type SectionState } from '@gospodarz/shared';
import { profileUser, selectProfile } from '../slice';
import { DeleteAccount } from './DeleteAccount';
import { ProfileDetails } from './ProfileDetails';
import { SubscriptionDetails } from './SubscriptionDetails';
import { NotificationPreferences } from '../../notification-preferences';
import { ApiTokens } from '../../api-tokens';

/**
 * /me/profile: tabs 'Moje dane', 'Abonament' (the owner's only, as the subscription banner: a co-host can do nothing
 * about it), 'Powiadomienia' and 'Tokeny API' (issue 42), and the account deletion.
 */
export function ProfilePage() {
  const dispatch = useDispatch();
  const sectionUser = useSelector((state: { section: SectionState }) => state.section.user);
  const { data: loadedUser, error } = useSelector(selectProfile).user;
  // the host's user shows at once; GET /v1/me brings the stored data
  const user = loadedUser ?? sectionUser;
  // ?tab=subscription opens 'Abonament' (the subscription banner's 'Przedłuż ważność' links here)
  const [params] = useSearchParams();
  const tab = params.get('tab');
  const owner = user?.attributes.owner !== false;
  const [chosen, setChosen] = useState(tab === 'subscription' || tab === 'notifications' || tab === 'tokens' ? tab : 'details');
  const current = chosen === 'subscription' && !owner ? 'details' : chosen;

  useEffect(() => {
    dispatch(profileUser.actions.load());
  }, [dispatch]);

  return (
    <Box maxW="3xl" mx="auto" px="4" py="6">
      <PageHeader title="Mój profil" />
      <Tabs.Root value={current} onValueChange={(e) => setChosen(e.value)} variant="line" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="details">Moje dane</Tabs.Trigger>
          {owner ? <Tabs.Trigger value="subscription">Abonament</Tabs.Trigger> : null}
          <Tabs.Trigger value="notifications">Powiadomienia</Tabs.Trigger>
          <Tabs.Trigger value="tokens">Tokeny API</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="details">
          {user ? <ProfileDetails user={user} /> : error ? <Text color="fg.error">{error}</Text> : <Spinner aria-label="Wczytywanie" />}
        </Tabs.Content>
        {owner ? (
          <Tabs.Content value="subscription">
            <SubscriptionDetails />
          </Tabs.Content>
        ) : null}
        <Tabs.Content value="notifications">
          <NotificationPreferences />
        </Tabs.Content>
        <Tabs.Content value="tokens">
          <ApiTokens />
        </Tabs.Content>
      </Tabs.Root>
      <Stack mt="10" gap="3" align="flex-start">
        <Separator />
        <Text color="fg.muted">Usunięcie konta jest nieodwracalne.</Text>
        <DeleteAccount />
      </Stack>
    </Box>
  );
}
