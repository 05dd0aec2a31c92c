import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink, useNavigate } from '@gospodarz/shared/router';
import {
  Badge,
  Box,
  Button,
  Card,
  Dialog,
  EmptyState,
  ErrorPanel,
  Field,
  Heading,
  Image,
  LinkOverlay,
  LoadingScreen,
  Menu,
  NativeSelect,
  PageHeader,
  Portal,
  SimpleGrid,
  Stack,
  Text,
  type AccommodationDto,
} from '@gospodarz/shared';
import { formatAddress } from '../model';
import { actions, selectAccommodations } from '../slice';

function AccommodationCard({ item }: { item: AccommodationDto }) {
  const a = item.attributes;
  const cover = a.apartmentsAttributes.find((ap) => ap.images.length > 0)?.images[0];
  const count = a.apartmentsAttributes.length;
  return (
    <Card.Root as="article" position="relative" overflow="hidden" aria-label={a.name || 'Obiekt bez nazwy'}>
      <Box h="36" bg="bg.muted">
        {cover ? <Image src={cover.url} alt="" objectFit="cover" w="full" h="full" /> : null}
      </Box>
      <Card.Body gap="1">
        <Card.Title>
          <LinkOverlay asChild>
            <RouterLink to={`/administration/accommodations/${item.id}`}>{a.name || 'Obiekt bez nazwy'}</RouterLink>
          </LinkOverlay>
        </Card.Title>
        <Text color="fg.muted" fontSize="sm">
          {formatAddress(a) || 'Adres nieuzupełniony'}
        </Text>
        <Text fontSize="sm">
          {count === 1 ? '1 apartament' : count >= 2 && count <= 4 ? `${count} apartamenty` : `${count} apartamentów`}
        </Text>
        {a.status === 'draft' ? (
          <Badge alignSelf="start" colorPalette="orange">
            Wersja robocza
          </Badge>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

/** 'Skopiuj istniejący': choose a listing, copy it into a new draft, and open that draft. */
function CopyDialog({ open, items, onClose }: { open: boolean; items: AccommodationDto[]; onClose: () => void }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setChosen('');
      setBusy(false);
    }
  }, [open]);
  const copy = () => {
    if (!chosen) return;
    setBusy(true);
    dispatch(
      actions.copy(chosen, (copied) => {
        onClose();
        navigate(`/administration/accommodations/${copied.id}`);
      }, () => setBusy(false)),
    );
  };
  return (
    <Dialog.Root open={open} onOpenChange={(e) => (!e.open ? onClose() : undefined)} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Skopiuj istniejący obiekt</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>Kopia obiektu z apartamentami, cennikami, zasadami pobytu i zdjęciami zostanie zapisana jako wersja robocza.</Text>
                <Field.Root>
                  <Field.Label>Obiekt do skopiowania</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field value={chosen} onChange={(e) => setChosen(e.currentTarget.value)}>
                      <option value="">Wybierz obiekt</option>
                      {items.map((item) => (
                        <option key={item.id} value={item.id}>
                          {item.attributes.name || 'Obiekt bez nazwy'}
                          {item.attributes.status === 'draft' ? ' (wersja robocza)' : ''}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Anuluj
              </Button>
              <Button colorPalette="teal" onClick={copy} disabled={!chosen} loading={busy}>
                Skopiuj
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function AddMenu({ onCopy }: { onCopy: () => void }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        if (value === 'new') {
          dispatch(actions.startNew());
          navigate('/administration/accommodations/new/type');
        }
        if (value === 'copy') onCopy();
      }}
    >
      <Menu.Trigger asChild>
        <Button colorPalette="teal">Dodaj obiekt</Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="new">Utwórz nowy obiekt</Menu.Item>
            <Menu.Item value="copy">Skopiuj istniejący</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** /administration/accommodations: 'Moje obiekty' (not drafts, newest first) and 'Wersje robocze'. */
export function AccommodationsPage() {
  const dispatch = useDispatch();
  const { list } = useSelector(selectAccommodations);
  const [copying, setCopying] = useState(false);
  useEffect(() => {
    dispatch(actions.loadList());
  }, [dispatch]);

  // the API lists oldest first; the screen shows the newest first (spec: "reversed for display")
  const newestFirst = [...list.items].reverse();
  const listings = newestFirst.filter((i) => i.attributes.status !== 'draft');
  const drafts = newestFirst.filter((i) => i.attributes.status === 'draft');

  return (
    <Box>
      <PageHeader title="Moje obiekty" actions={<AddMenu onCopy={() => setCopying(true)} />} />
      {list.error && !list.loaded ? (
        <ErrorPanel message={list.error} onRetry={() => dispatch(actions.loadList())} />
      ) : !list.loaded ? (
        <LoadingScreen label="Wczytywanie obiektów…" />
      ) : (
        <Stack gap="10">
          <Box as="section" aria-label="Moje obiekty">
            {listings.length === 0 ? (
              <EmptyState />
            ) : (
              <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
                {listings.map((item) => (
                  <AccommodationCard key={item.id} item={item} />
                ))}
              </SimpleGrid>
            )}
          </Box>
          <Box as="section" aria-labelledby="drafts-title">
            <Heading as="h2" size="lg" mb="4" id="drafts-title">
              Wersje robocze
            </Heading>
            {drafts.length === 0 ? (
              <EmptyState />
            ) : (
              <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
                {drafts.map((item) => (
                  <AccommodationCard key={item.id} item={item} />
                ))}
              </SimpleGrid>
            )}
          </Box>
        </Stack>
      )}
      <CopyDialog open={copying} items={newestFirst} onClose={() => setCopying(false)} />
    </Box>
  );
}
