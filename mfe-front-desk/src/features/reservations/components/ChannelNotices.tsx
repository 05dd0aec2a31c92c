import { useEffect, useState } from 'react';
import { Box, Link, Stack, api } from '@gospodarz/shared';
import { Link as RouterLink } from '@gospodarz/shared/router';

interface Notice {
  channel: string;
  kind: string;
  message: string;
}

/**
 * What the channels do not know yet about this stay ('Booking.com jeszcze nie wie o tej rezerwacji: ostatni odczyt
 * 47 min temu'): until they read the calendar again they still sell its dates. Nothing when all of them know.
 */
export function ChannelNotices({ reservationId }: { reservationId: string }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  useEffect(() => {
    let live = true;
    void api.get<Notice[]>(`/v1/householder/channel_health/stays/${reservationId}`).then((result) => {
      if (live && result.ok) setNotices(result.data);
    });
    return () => {
      live = false;
    };
  }, [reservationId]);
  if (notices.length === 0) return null;
  return (
    <Stack as="section" aria-label="Serwisy rezerwacyjne" gap="2" mb="4">
      {notices.map((n) => (
        <Box key={n.channel + n.message} role="alert" p="3" borderRadius="md" bg="orange.50" borderLeftWidth="4px" borderColor="orange.500" color="orange.900">
          {n.message}.{' '}
          <Link asChild color="orange.900" textDecoration="underline">
            <RouterLink to="/administration/shipment-analysis">Analiza wysyłek</RouterLink>
          </Link>
        </Box>
      ))}
    </Stack>
  );
}
