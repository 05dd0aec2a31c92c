import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { Box, PageHeader, Separator, Spinner, Stack, Tabs, Text, type SectionState, type UserDto } from '@gospodarz/shared';
import { profileApi } from '../api';
import { DeleteAccount } from './DeleteAccount';
import { ProfileDetails } from './ProfileDetails';
import { SubscriptionDetails } from './SubscriptionDetails';

/** /me/profile: tabs 'Moje dane' and 'Abonament', and the account deletion. */
export function ProfilePage() {
  const sectionUser = useSelector((state: { section: SectionState }) => state.section.user);
  const [user, setUser] = useState<UserDto | null>(sectionUser);
  const [error, setError] = useState<string | null>(null);
  // ?tab=subscription opens 'Abonament' (the subscription banner's 'Przedłuż ważność' links here)
  const [params] = useSearchParams();
  const initialTab = params.get('tab') === 'subscription' ? 'subscription' : 'details';

  useEffect(() => {
    let live = true;
    void profileApi.me().then((result) => {
      if (!live) return;
      if (result.ok) setUser(result.data);
      else setError(result.body.message);
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <Box maxW="3xl" mx="auto" px="4" py="6">
      <PageHeader title="Mój profil" />
      <Tabs.Root defaultValue={initialTab} variant="line" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="details">Moje dane</Tabs.Trigger>
          <Tabs.Trigger value="subscription">Abonament</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="details">
          {user ? <ProfileDetails user={user} onSaved={setUser} /> : error ? <Text color="fg.error">{error}</Text> : <Spinner aria-label="Wczytywanie" />}
        </Tabs.Content>
        <Tabs.Content value="subscription">
          <SubscriptionDetails />
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
