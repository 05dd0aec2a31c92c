import type { ReactNode } from 'react';
import { Badge, Box, Card, PageHeader, SimpleGrid, Text } from '@gospodarz/shared';
import { BookingWidgetCard } from '../../direct-site';
import { WebhooksSection } from '../../webhooks';

// Administration pages for integrations that are not connected yet. They describe what will come and say plainly
// that nothing is connected ('Niepołączone'), rather than showing invented data.

function IntegrationCard({ title, children, status = 'Niepołączone' }: { title: string; children: ReactNode; status?: string }) {
  return (
    <Card.Root as="article" aria-label={title}>
      <Card.Body gap="2">
        <Card.Title>{title}</Card.Title>
        <Badge alignSelf="start">{status}</Badge>
        <Text color="fg.muted">{children}</Text>
      </Card.Body>
    </Card.Root>
  );
}

export function IntegrationsPage() {
  return (
    <Box>
      <PageHeader title="Integracje" description="Połączenia z usługami zewnętrznymi. Żadna integracja nie jest jeszcze połączona." />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <IntegrationCard title="Channel manager">Synchronizacja kalendarzy i cen z serwisami rezerwacyjnymi (Booking.com, Airbnb, Expedia).</IntegrationCard>
        <IntegrationCard title="Zamki elektroniczne">Automatyczne kody dostępu dla gości. Dane zamków zapisane przy apartamentach zostaną użyte po połączeniu.</IntegrationCard>
        <IntegrationCard title="Reklamy w mediach społecznościowych">Kampanie promujące obiekty w serwisach społecznościowych.</IntegrationCard>
        <BookingWidgetCard />
      </SimpleGrid>
      <Box mt="6">
        <Text color="fg.muted">Kalendarze apartamentów można już eksportować w formacie iCal: link znajduje się w szczegółach obiektu, w sekcji „Synchronizacja kalendarza”.</Text>
      </Box>
      <WebhooksSection />
    </Box>
  );
}

// 'Kreator strony' lives in features/direct-site (issue 39).
export { PageCreatorPage } from '../../direct-site';
