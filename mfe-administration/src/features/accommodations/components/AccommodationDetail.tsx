import { useEffect, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useParams } from '@gospodarz/shared/router';
import {
  Badge,
  Box,
  Button,
  ConfirmDialog,
  ErrorPanel,
  Flex,
  Heading,
  HStack,
  Image,
  LoadingScreen,
  PageHeader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  formatMoney,
  type AmenityGroup,
  type ApartmentAttributes,
  type SectionState,
  can,
  scrollRegionProps,
} from '@gospodarz/shared';
import { AMENITY_GROUPS } from '@gospodarz/shared/dto';
import { CalendarSyncSection } from '../../calendar-sync';
import { HostLawSection } from '../../host-law';
import { feeTexts, formatAddress } from '../model';
import { actions, selectAccommodations } from '../slice';

const SECTIONS = [
  ['type', 'Rodzaj obiektu'],
  ['name', 'Nazwa obiektu'],
  ['location', 'Lokalizacja'],
  ['stay-rules', 'Zasady pobytu'],
  ['apartments', 'Apartamenty'],
  ['locks', 'Zamki'],
  ['service-sync', 'Synchronizacja z serwisami'],
  ['calendar-sync', 'Synchronizacja kalendarza'],
  ['host-law', 'Regulamin, rejestracja i przyjazd'],
] as const;

/** 'HH:mm' of a stay-rule time: the listing's own wall-clock time, shown as the host entered it (no UTC shift). */
export const localTime = (time: string) => time.slice(0, 5);

/** '35,50 zł za osobę', 'bezpłatnie' when offered without a price, 'niedostępne' when not offered. */
export function extraPrice(offered: boolean, price: number | null, unit: string): string {
  if (!offered) return 'niedostępne';
  if (price === null || price === 0) return 'bezpłatnie';
  return `${formatMoney(price)} ${unit}`;
}

const yesNo = (value: boolean) => (value ? 'Tak' : 'Nie');

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" id={`section-${id}`} aria-labelledby={`section-${id}-title`} scrollMarginTop="4" py="4" borderBottomWidth="1px">
      <Heading as="h2" size="md" mb="3" id={`section-${id}-title`}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function Facts({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', md: '16rem 1fr' }} columnGap="4" rowGap="1">
      {items.map(([label, value]) => (
        <Box key={label} display="contents">
          <Text as="dt" fontWeight="semibold">
            {label}
          </Text>
          <Text as="dd" m="0">
            {value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}

function amenityNames(a: ApartmentAttributes, group: AmenityGroup): string {
  const items: Record<string, string> = AMENITY_GROUPS[group].items;
  const names = a[group].map((key) => items[key] ?? key);
  return names.length > 0 ? names.join(', ') : 'brak';
}

function ApartmentDetails({ apartment: a }: { apartment: ApartmentAttributes }) {
  const others = [a.otherKitchenElements, a.otherRoomElements, a.otherBathroomElements, a.additionalSafetyElements].filter(Boolean).join(', ');
  return (
    <Box as="article" aria-label={a.name} borderWidth="1px" rounded="md" p="4">
      <Heading as="h3" size="sm" mb="3">
        {a.name}
      </Heading>
      <Stack gap="4">
        <Facts
          items={[
            ['Powierzchnia', a.area !== null ? `${String(a.area).replace('.', ',')} m²` : '—'],
            ['Liczba gości', a.guestNumber],
            ['Liczba sypialni', a.bedroomCount],
            ['Łóżka', `pojedyncze: ${a.singleBedCount}, podwójne: ${a.doubleBedCount}`],
            ['Oddzielna kuchnia', yesNo(a.separateKitchen)],
            ['Aneks kuchenny', yesNo(a.kitchenette)],
            ['Kuchnia', amenityNames(a, 'kitchenElemetns')],
            ['Łazienka', amenityNames(a, 'bathroomElements')],
            ['Pokoje', amenityNames(a, 'roomElements')],
            ['Bezpieczeństwo', amenityNames(a, 'securityElements')],
            ...(others ? ([['Inne', others]] as Array<[string, ReactNode]>) : []),
            ['Śniadanie', extraPrice(a.breakfast, a.breakfastPrice, 'za osobę')],
            ['Parking prywatny', extraPrice(a.privateParking, a.privateParkingPrice, 'za dobę')],
            ['Parking publiczny', extraPrice(a.publicParking, a.publicParkingPrice, 'za dobę')],
            ['Transfer z lotniska', extraPrice(a.airportTransfer, a.airportTransferPrice, 'za dobę')],
            ['Opis', a.description || '—'],
          ]}
        />
        <Box>
          <Text fontWeight="semibold" mb="2">
            Zdjęcia
          </Text>
          {a.images.length === 0 ? (
            <Text color="fg.muted">Brak zdjęć.</Text>
          ) : (
            <SimpleGrid columns={{ base: 2, md: 4 }} gap="2">
              {a.images.map((image, i) => (
                <Image key={image.id} src={image.url} alt={`${a.name}: zdjęcie ${i + 1}`} rounded="sm" objectFit="cover" h="28" w="full" />
              ))}
            </SimpleGrid>
          )}
        </Box>
        <Box>
          <Text fontWeight="semibold" mb="2">
            Cennik
          </Text>
          {a.pricesAttributes.length === 0 ? (
            <Text color="fg.muted">Brak stawek.</Text>
          ) : (
            <Box overflowX="auto" maxW="2xl" {...scrollRegionProps(`Cennik: ${a.name}`)}>
              <Table.Root size="sm" aria-label={`Cennik: ${a.name}`}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Liczba gości</Table.ColumnHeader>
                    <Table.ColumnHeader>Cena podstawowa</Table.ColumnHeader>
                    <Table.ColumnHeader>Cena minimalna</Table.ColumnHeader>
                    <Table.ColumnHeader>Cena maksymalna</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {a.pricesAttributes.map((p) => (
                    <Table.Row key={p.id}>
                      <Table.Cell>{p.guestCount}</Table.Cell>
                      <Table.Cell>{formatMoney(p.basePrice, p.currency)}</Table.Cell>
                      <Table.Cell>{formatMoney(p.minimalPrice, p.currency)}</Table.Cell>
                      <Table.Cell>{p.maximumPrice > 0 ? formatMoney(p.maximumPrice, p.currency) : 'bez limitu'}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          )}
        </Box>
      </Stack>
    </Box>
  );
}

/** /administration/accommodations/:id: every part of the listing, a side menu that scrolls to each, and the actions. */
export function AccommodationDetail() {
  const { id = '' } = useParams();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { detail } = useSelector(selectAccommodations);
  const owner = useSelector((state: { section: SectionState }) => can(state.section.user, 'owner'));
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    dispatch(actions.loadDetail(id));
  }, [dispatch, id]);

  const item = detail.item?.id === id ? detail.item : null;
  if (!item && detail.error) return <ErrorPanel title="Nie udało się wczytać obiektu" message={detail.error} onRetry={() => dispatch(actions.loadDetail(id))} />;
  if (!item) return <LoadingScreen label="Wczytywanie obiektu…" />;

  const a = item.attributes;
  const apartments = a.apartmentsAttributes;
  const names = apartments.map((ap) => ap.name).filter(Boolean);
  const history = `/front-desk/reservations?${new URLSearchParams({ apartmentNames: names.join('|') }).toString()}`;
  const flag = (value: boolean, yes: string, no: string) => (value ? yes : no);

  return (
    <Box>
      <PageHeader
        title={a.name || 'Obiekt bez nazwy'}
        description={a.status === 'draft' ? <Badge colorPalette="orange">Wersja robocza</Badge> : undefined}
        actions={
          <>
            <Button variant="outline" onClick={() => navigate('/administration/accommodations')}>
              Wróć
            </Button>
            <Button variant="outline" onClick={() => navigate(history)} disabled={names.length === 0}>
              Historia rezerwacji
            </Button>
            <Button variant="outline" onClick={() => navigate(`/administration/accommodations/${id}/edit/type`)}>
              Edytuj
            </Button>
            <Button colorPalette="red" onClick={() => setConfirming(true)}>
              Usuń
            </Button>
          </>
        }
      />
      <Flex gap="8" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'start' }}>
        <Box as="nav" aria-label="Sekcje obiektu" position={{ md: 'sticky' }} top="4" minW={{ md: '14rem' }}>
          <Stack as="ul" gap="1" listStyleType="none" p="0" m="0">
            {SECTIONS.map(([key, label]) => (
              <li key={key}>
                <Button
                  variant="ghost"
                  size="sm"
                  justifyContent="start"
                  w="full"
                  onClick={() => document.getElementById(`section-${key}`)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' })}
                >
                  {label}
                </Button>
              </li>
            ))}
          </Stack>
        </Box>
        <Box flex="1" minW="0">
          <Section id="type" title="Rodzaj obiektu">
            <Text>{apartments.length > 1 ? `Wiele apartamentów (${apartments.length})` : 'Jeden apartament'}</Text>
          </Section>
          <Section id="name" title="Nazwa obiektu">
            <Text>{a.name || '—'}</Text>
          </Section>
          <Section id="location" title="Lokalizacja">
            <Facts
              items={[
                ['Kraj', a.country || '—'],
                ['Województwo', a.voivodeship || '—'],
                ['Adres', formatAddress(a) || '—'],
              ]}
            />
          </Section>
          <Section id="stay-rules" title="Zasady pobytu">
            <Facts
              items={[
                ['Zameldowanie od', localTime(a.checkInFrom)],
                ['Zameldowanie do', localTime(a.checkInTo)],
                ['Wymeldowanie do', localTime(a.checkOutTo)],
                ['Palenie', flag(a.smokingAllowed, 'dozwolone', 'zabronione')],
                ['Zwierzęta', flag(a.animalsFrendly, 'akceptowane', 'nieakceptowane')],
                ['Dzieci', flag(a.childrenFrendly, 'akceptowane', 'nieakceptowane')],
                ['Imprezy', flag(a.partiesAllowed, 'dozwolone', 'zabronione')],
                ['Opłata za sprzątanie', feeTexts(a).cleaning],
                ['Opłata miejscowa', feeTexts(a).touristTax],
              ]}
            />
          </Section>
          <Section id="apartments" title="Apartamenty">
            <Stack gap="4">
              {apartments.length === 0 ? <Text color="fg.muted">Brak apartamentów.</Text> : null}
              {apartments.map((ap) => (
                <ApartmentDetails key={ap.id} apartment={ap} />
              ))}
            </Stack>
          </Section>
          <Section id="locks" title="Zamki">
            <Stack gap="2">
              {apartments.map((ap) => (
                <Text key={ap.id}>
                  <strong>{ap.name}:</strong>{' '}
                  {ap.locks.smartLock
                    ? `zamek elektroniczny${ap.locks.brand ? ` ${ap.locks.brand}` : ''}${ap.locks.lockId ? `, identyfikator ${ap.locks.lockId}` : ''}${
                        ap.locks.passwordSet ? ', hasło zapisane' : ''
                      } (niepołączony)`
                    : 'brak zamka elektronicznego'}
                </Text>
              ))}
            </Stack>
          </Section>
          <Section id="service-sync" title="Synchronizacja z serwisami">
            <Stack gap="2">
              {apartments.map((ap) => (
                <HStack key={ap.id} gap="2" wrap="wrap">
                  <Text>
                    <strong>{ap.name}:</strong> kalendarz {ap.synchronization.calendar ? 'tak' : 'nie'}, cennik {ap.synchronization.priceList ? 'tak' : 'nie'}
                  </Text>
                  <Badge>Niezsynchronizowane</Badge>
                </HStack>
              ))}
            </Stack>
          </Section>
          <Section id="calendar-sync" title="Synchronizacja kalendarza">
            <Stack gap="5">
              {apartments.map((ap) => (
                <CalendarSyncSection key={ap.id} apartmentId={ap.id} apartmentName={ap.name} />
              ))}
            </Stack>
          </Section>
          <Section id="host-law" title="Regulamin, rejestracja i przyjazd">
            <HostLawSection listingId={id} canEdit={owner} />
          </Section>
        </Box>
      </Flex>
      <ConfirmDialog
        open={confirming}
        title="Usunąć obiekt?"
        message={`Obiekt „${a.name || 'bez nazwy'}” zostanie usunięty razem z apartamentami, cennikami i zdjęciami.`}
        confirmLabel="Usuń"
        destructive
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          new Promise<void>((resolve) => {
            dispatch(
              actions.remove(
                id,
                () => {
                  resolve();
                  setConfirming(false);
                  navigate('/administration/accommodations');
                },
                () => {
                  resolve();
                  setConfirming(false);
                },
              ),
            );
          })
        }
      />
    </Box>
  );
}
