import type { ReactNode } from 'react';
import { Link as RouterLink } from '@gospodarz/shared/router';
import {
  Badge,
  Box,
  Card,
  Flex,
  Grid,
  Heading,
  Link,
  Stack,
  Text,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNights,
  type DesktopAttributes,
  type DesktopReservationItem,
  type DesktopStat,
} from '@gospodarz/shared';
import { PAYMENT_STATUS_LABELS, onlineCheckInLabel, type PaymentStatus } from '@gospodarz/shared/dto';

const nightsOf = (r: DesktopReservationItem) => Math.round((Date.parse(r.to) - Date.parse(r.from)) / 86_400_000);

/** One of the three cards: a title, up to 10 items, each a link; a sentence when there is none. */
function ListCard({ title, empty, children, count }: { title: string; empty: string; count: number; children: ReactNode }) {
  const id = `desktop-${title.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <Card.Root as="section" aria-labelledby={id} size="sm">
      <Card.Header>
        <Heading as="h2" size="md" id={id}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body pt="2">
        {count === 0 ? (
          <Text color="fg.muted">{empty}</Text>
        ) : (
          <Stack as="ul" listStyleType="none" m="0" p="0" gap="2">
            {children}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function ReservationLink({ r, children }: { r: DesktopReservationItem; children: ReactNode }) {
  // a channel's stay lives in the calendar (opened there, and completed with 'Uzupełnij rezerwację')
  const to = r.channel ? `/front-desk/calendar?from=${r.from}` : `/front-desk/reservations/${r.id}`;
  return (
    <Box as="li" borderBottomWidth="1px" pb="2" _last={{ borderBottomWidth: 0, pb: 0 }}>
      <Link asChild fontWeight="semibold" color="teal.700">
        <RouterLink to={to}>{r.channel && !r.channel.completed ? `Gość z ${r.channel.name}` : r.fullName || 'Bez nazwiska'}</RouterLink>
      </Link>
      <Text fontSize="sm" color="fg.muted">
        {r.apartmentName} · {formatDate(r.from)} – {formatDate(r.to)} · {formatNights(nightsOf(r))}
        {r.channel ? ` · ${r.channel.name}` : ''}
      </Text>
      {r.onlineCheckIn !== undefined && !r.channel ? (
        <Badge size="sm" colorPalette={r.onlineCheckIn ? 'green' : 'gray'} variant="subtle">
          {onlineCheckInLabel(r.onlineCheckIn)}
        </Badge>
      ) : null}
      {children}
    </Box>
  );
}

const STAT_LABELS: Record<DesktopStat['key'], string> = {
  occupancy: 'Obłożenie',
  revenue: 'Przychód',
  adr: 'Średnia cena za noc (ADR)',
  reservations: 'Rezerwacje',
  cancellations: 'Anulowania',
};

function statText(stat: DesktopStat, value: number | null): string {
  if (value === null) return '–';
  if (stat.key === 'occupancy') return `${(value * 100).toLocaleString('pl-PL', { maximumFractionDigits: 1 })}%`;
  if (stat.key === 'revenue' || stat.key === 'adr') return formatMoney(value);
  return String(value);
}

/** The change against the 30 days before, in words a screen reader says too. */
function change(stat: DesktopStat): { text: string; tone: 'green' | 'red' | 'gray' } {
  if (stat.value === null || stat.previous === null) return { text: 'brak danych do porównania', tone: 'gray' };
  const diff = stat.value - stat.previous;
  if (Math.abs(diff) < 1e-9) return { text: 'bez zmian', tone: 'gray' };
  const good = stat.key === 'cancellations' ? diff < 0 : diff > 0;
  const amount =
    stat.key === 'occupancy'
      ? `${Math.abs(diff * 100).toLocaleString('pl-PL', { maximumFractionDigits: 1 })} pp`
      : stat.key === 'revenue' || stat.key === 'adr'
        ? formatMoney(Math.abs(diff))
        : String(Math.abs(diff));
  return { text: `${diff > 0 ? 'więcej' : 'mniej'} o ${amount} niż 30 dni wcześniej`, tone: good ? 'green' : 'red' };
}

function StatsPanel({ stats }: { stats: DesktopStat[] }) {
  return (
    <Card.Root as="aside" aria-labelledby="desktop-stats" size="sm">
      <Card.Header>
        <Heading as="h2" size="md" id="desktop-stats">
          Ostatnie 30 dni
        </Heading>
      </Card.Header>
      <Card.Body pt="2">
        <Stack as="dl" gap="3" m="0">
          {stats.map((stat) => {
            const delta = change(stat);
            return (
              <Box key={stat.key}>
                <Text as="dt" fontSize="sm" color="fg.muted">
                  {STAT_LABELS[stat.key]}
                </Text>
                <Box as="dd" m="0">
                  <Link asChild fontSize="xl" fontWeight="bold" color="teal.700">
                    <RouterLink to={stat.link} aria-label={`${STAT_LABELS[stat.key]}: ${statText(stat, stat.value)}`}>
                      {statText(stat, stat.value)}
                    </RouterLink>
                  </Link>
                  <Text fontSize="xs" color={`${delta.tone}.700`}>
                    {delta.text}
                  </Text>
                </Box>
              </Box>
            );
          })}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function TodayStrip({ day }: { day: NonNullable<DesktopAttributes['day']> }) {
  const items: Array<[string, number]> = [
    ['Przyjazdy', day.arrivals],
    ['Wyjazdy', day.departures],
    ['Pobyty w toku', day.inHouse],
    ['Goście na miejscu', day.guestsInHouse],
    ['Zmiany gości', day.turnovers],
  ];
  return (
    <Box as="section" aria-labelledby="desktop-today" mb="4" p="3" bg="teal.50" borderRadius="md">
      <Heading as="h2" size="sm" id="desktop-today" mb="2">
        Dziś
      </Heading>
      <Flex as="dl" gap={{ base: 3, md: 8 }} wrap="wrap" m="0">
        {items.map(([label, value]) => (
          <Box key={label}>
            <Text as="dt" fontSize="xs" color="fg.muted">
              {label}
            </Text>
            <Text as="dd" m="0" fontSize="lg" fontWeight="bold">
              {value}
            </Text>
          </Box>
        ))}
      </Flex>
    </Box>
  );
}

/** The desktop of an account in use: today, the three cards and the last 30 days. */
export function DesktopSummary({ summary }: { summary: DesktopAttributes }) {
  return (
    <Box>
      {summary.alerts.length > 0 && (
        <Stack as="section" aria-label="Alerty" mb="4" gap="2">
          {summary.alerts.map((alert) => (
            <Box key={alert.link + alert.message} role="alert" p="3" borderRadius="md" bg="red.50" borderLeftWidth="4px" borderColor="red.500">
              <Link asChild color="red.800">
                <RouterLink to={alert.link}>{alert.message}</RouterLink>
              </Link>
            </Box>
          ))}
        </Stack>
      )}
      {summary.day && <TodayStrip day={summary.day} />}
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr 1fr 18rem' }} gap="4" alignItems="start">
        {summary.upcoming && (
          <ListCard title="Nadchodzące rezerwacje" empty="Brak nadchodzących rezerwacji." count={summary.upcoming.length}>
            {summary.upcoming.map((r) => (
              <ReservationLink key={r.id} r={r}>
                <Text fontSize="sm">{r.channel && !r.channel.completed ? 'Z kalendarza serwisu: gość i cena do uzupełnienia' : `Gości: ${r.guests}`}</Text>
              </ReservationLink>
            ))}
          </ListCard>
        )}
        {summary.unreadMessages && (
          <ListCard title="Nieprzeczytane wiadomości" empty="Brak nieprzeczytanych wiadomości." count={summary.unreadMessages.length}>
            {summary.unreadMessages.map((m) => (
              <Box as="li" key={m.id} borderBottomWidth="1px" pb="2" _last={{ borderBottomWidth: 0, pb: 0 }}>
                <Link asChild fontWeight="semibold" color="teal.700">
                  <RouterLink to={m.link}>{m.author}</RouterLink>
                </Link>
                <Text fontSize="xs" color="fg.muted">
                  {formatDateTime(m.deliveredAt)}
                </Text>
                <Text fontSize="sm" lineClamp={2}>
                  {m.content}
                </Text>
              </Box>
            ))}
          </ListCard>
        )}
        {summary.unpaid && (
          <ListCard title="Nieopłacone rezerwacje" empty="Wszystkie rezerwacje są opłacone." count={summary.unpaid.length}>
            {summary.unpaid.map((r) => (
              <ReservationLink key={r.id} r={r}>
                <Flex gap="2" align="center" wrap="wrap">
                  {/* the bill's total less what was paid (refunds taken off) */}
                  <Text fontSize="sm" fontWeight="semibold">
                    Do zapłaty: {formatMoney(r.balance ?? r.totalPrice, r.currency)}
                  </Text>
                  {r.paid ? (
                    <Text fontSize="xs" color="fg.muted">
                      z {formatMoney(r.totalPrice, r.currency)}
                    </Text>
                  ) : null}
                  <Badge colorPalette={r.paymentStatus === 'unpaid' ? 'red' : 'orange'}>{PAYMENT_STATUS_LABELS[r.paymentStatus as PaymentStatus] ?? r.paymentStatus}</Badge>
                </Flex>
              </ReservationLink>
            ))}
          </ListCard>
        )}
        {summary.depositsDue && summary.depositsDue.length > 0 && (
          <ListCard title="Zaliczki do zapłaty" empty="" count={summary.depositsDue.length}>
            {summary.depositsDue.map((r) => (
              <ReservationLink key={r.id} r={r}>
                <Text fontSize="sm" fontWeight="semibold">
                  Zaliczka: {formatMoney(r.depositOutstanding, r.currency)}
                  {r.depositDue ? `, do ${formatDate(r.depositDue)}` : ''}
                </Text>
              </ReservationLink>
            ))}
          </ListCard>
        )}
        {summary.securityDepositsHeld && summary.securityDepositsHeld.length > 0 && (
          <ListCard title="Kaucje do zwrotu" empty="" count={summary.securityDepositsHeld.length}>
            {summary.securityDepositsHeld.map((r) => (
              <ReservationLink key={r.id} r={r}>
                <Text fontSize="sm" fontWeight="semibold">
                  Kaucja: {formatMoney(r.securityDepositHeld, r.currency)}
                </Text>
              </ReservationLink>
            ))}
          </ListCard>
        )}
        {summary.unregisteredApartments && summary.unregisteredApartments.length > 0 && (
          <ListCard title="Apartamenty bez numeru rejestracyjnego" empty="" count={summary.unregisteredApartments.length}>
            {summary.unregisteredApartments.map((ap) => (
              <Box as="li" key={ap.id}>
                <Link asChild color="teal.700">
                  <RouterLink to={`/administration/accommodations/${ap.accommodationId}`}>
                    {ap.name} ({ap.accommodationName})
                  </RouterLink>
                </Link>
              </Box>
            ))}
          </ListCard>
        )}
        {summary.stats && <StatsPanel stats={summary.money ? summary.stats : summary.stats.filter((s) => s.key !== 'revenue' && s.key !== 'adr')} />}
      </Grid>
    </Box>
  );
}
