import { useSelector } from 'react-redux';
import { useNavigate } from '@gospodarz/shared/router';
import { Button, Flex, Text, daysFromWarsawToday, formatDate } from '@gospodarz/shared';
import { selectAuth } from '../auth';
import { bannerText, selectSubscription } from '../subscription';

/**
 * Says when the account's subscription ends (from its real end date, counted from Warsaw's today), with 'Przedłuż
 * ważność'. To the owner only: a co-host can do nothing about it.
 */
export function SubscriptionBanner() {
  const subscription = useSelector(selectSubscription);
  const { user } = useSelector(selectAuth);
  const navigate = useNavigate();
  if (!subscription || !user?.attributes.owner) return null;
  const text = bannerText(daysFromWarsawToday(subscription.attributes.validUntil));
  if (!text) return null;
  return (
    <Flex role="status" bg="orange.100" color="orange.900" px={{ base: 4, md: 8 }} py={2} align="center" justify="space-between" gap={4}>
      <Text>
        {text} Ważny do {formatDate(subscription.attributes.validUntil)}.
      </Text>
      <Button size="sm" colorPalette="orange" onClick={() => navigate('/me/profile?tab=subscription')}>
        Przedłuż ważność
      </Button>
    </Flex>
  );
}
