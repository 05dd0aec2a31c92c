import { useEffect } from 'react';
import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { useDispatch, useSelector } from 'react-redux';
import {
  Badge,
  Box,
  Button,
  FormErrorMessage,
  FormField,
  HStack,
  Stack,
  Text,
  formatDateTime,
  notify,
  useConfirm,
  type CalendarFeedDto,
} from '@gospodarz/shared';
import { CALENDAR_FEED_STATUS_LABELS } from '@gospodarz/shared/dto';
import { calendarSyncActions, selectApartmentFeeds, type CalendarSyncState } from '../slice';
import { calendarSyncApi } from '../api';

/** what a feed says while its apartment's 'Synchronizuj kalendarz' is off (the API reads nothing then) */
export const SYNC_OFF = 'Synchronizacja wyłączona: ten kalendarz nie jest odczytywany. Włącz „Synchronizuj kalendarz z serwisami rezerwacyjnymi” w ustawieniach obiektu (krok Zamki i synchronizacja).';

const STATUS_COLORS = { pending: 'gray', synchronized: 'green', failed: 'red', held: 'orange' } as const;

function FeedRow({ apartmentId, feed, onRemove }: { apartmentId: string; feed: CalendarFeedDto; onRemove(): void }) {
  const dispatch = useDispatch();
  const a = feed.attributes;
  const off = a.syncEnabled === false;
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="md" p="3" data-testid="calendar-feed">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="semibold">
          {a.name || 'Kalendarz'} <Text as="span" color="fg.muted" fontWeight="normal">({a.system})</Text>
        </Text>
        <Badge colorPalette={STATUS_COLORS[a.status]}>{CALENDAR_FEED_STATUS_LABELS[a.status]}</Badge>
      </HStack>
      <Text fontSize="sm" wordBreak="break-all" color="fg.muted">
        {a.url}
      </Text>
      <Stack gap="0" fontSize="sm" mt="1">
        <Text>
          Ostatnia udana synchronizacja: {a.lastSuccessAt ? formatDateTime(a.lastSuccessAt) : 'brak'}
          {a.lastAttemptAt ? ` · ostatnia próba: ${formatDateTime(a.lastAttemptAt)}` : ''}
          {a.httpStatus !== null ? ` · HTTP ${a.httpStatus}` : ''}
          {a.eventCount !== null ? ` · wydarzeń: ${a.eventCount}` : ''}
        </Text>
        {a.importEveryMinutes ? (
          <HStack gap="2" wrap="wrap" color="fg.muted">
            <label>
              Odczyt co{' '}
              <select
                aria-label={`Jak często odczytywać kalendarz ${a.name || ''}`.trim()}
                value={a.importEveryMinutes}
                onChange={(e) => {
                  void calendarSyncApi.setTiming(feed.id, Number(e.target.value)).then((result) => {
                    if (result.ok) dispatch(calendarSyncActions.load(apartmentId));
                    else notify({ type: 'error', title: 'Błąd', description: result.body?.message ?? 'Nie udało się zmienić częstotliwości.' });
                  });
                }}
              >
                {[...new Set([5, 15, 30, 60, 180, 1440, a.importEveryMinutes])]
                  .sort((x, y) => x - y)
                  .map((m) => (
                    <option key={m} value={m}>
                      {m < 60 ? `${m} min` : m < 1440 ? `${m / 60} godz.` : '24 godz.'}
                    </option>
                  ))}
              </select>
            </label>
            <Text as="span">
              {a.nextImportAt ? `· następny odczyt: ${formatDateTime(a.nextImportAt)}` : ''}
              {a.lastDurationMs !== null && a.lastDurationMs !== undefined ? ` · ostatni trwał ${a.lastDurationMs} ms` : ''}
              {a.notModified ? ' · bez zmian (HTTP 304)' : ''}
            </Text>
          </HStack>
        ) : null}
        {a.error ? <Text color="fg.error">{a.error}</Text> : null}
        {a.stale ? <Text color="fg.error">Brak udanej synchronizacji od ponad 6 godzin.</Text> : null}
        {a.conflicts > 0 ? <Text color="fg.error">Konflikty z pobytami w Gospodarzu: {a.conflicts}. Przenieś lub anuluj jeden z pobytów.</Text> : null}
        {a.heldReason ? <Text color="orange.fg">{a.heldReason}</Text> : null}
        {off ? <Text color="orange.fg">{SYNC_OFF}</Text> : null}
      </Stack>
      <HStack mt="2" gap="2" wrap="wrap">
        <Button size="sm" variant="outline" disabled={off} onClick={() => dispatch(calendarSyncActions.syncNow(apartmentId, feed.id))}>
          Synchronizuj teraz
        </Button>
        {a.heldReason ? (
          <Button size="sm" variant="outline" disabled={off} onClick={() => dispatch(calendarSyncActions.accept(apartmentId, feed.id))}>
            Zatwierdź zmiany
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            void navigator.clipboard?.writeText(a.exportUrl).then(() => notify({ type: 'success', title: 'Sukces', description: 'Skopiowano link eksportu dla tego kanału.' }));
          }}
        >
          Kopiuj link eksportu dla tego kanału
        </Button>
        <Button size="sm" variant="ghost" colorPalette="red" onClick={onRemove}>
          Usuń
        </Button>
      </HStack>
    </Box>
  );
}

interface NewFeed {
  name: string;
  url: string;
}

/**
 * One apartment's channel sync on the listing's detail page: its imported iCal calendars with their state and
 * 'Synchronizuj teraz', a form adding one, and its export address with a copy button and 'Wygeneruj nowy link'.
 */
export function CalendarSyncSection({ apartmentId, apartmentName }: { apartmentId: string; apartmentName: string }) {
  const dispatch = useDispatch();
  const { data, loading, error } = useSelector((state: { calendarSync: CalendarSyncState }) => selectApartmentFeeds(state, apartmentId));
  const { confirm, dialog } = useConfirm();
  useEffect(() => {
    dispatch(calendarSyncActions.load(apartmentId));
  }, [dispatch, apartmentId]);

  const entered = data.feeds.map((f) => ({ name: f.attributes.name, url: f.attributes.url }));
  const save = (feeds: NewFeed[]) =>
    new Promise<Record<string, string> | undefined>((resolve) => dispatch(calendarSyncActions.replace(apartmentId, feeds, (errors) => resolve(errors ?? undefined))));

  const remove = async (feed: CalendarFeedDto) => {
    const ok = await confirm({
      title: 'Usuń kalendarz',
      message: `Czy na pewno chcesz usunąć kalendarz ${feed.attributes.name || feed.attributes.url}? Jego przyszłe pobyty zostaną anulowane.`,
      confirmLabel: 'Usuń',
    });
    if (ok) await save(entered.filter((f) => f.url !== feed.attributes.url));
  };

  const regenerate = async () => {
    const ok = await confirm({
      title: 'Wygeneruj nowy link',
      message: 'Poprzedni link eksportu przestanie działać. Wpisz nowy link we wszystkich serwisach, które z niego korzystają.',
      confirmLabel: 'Wygeneruj',
    });
    if (ok) dispatch(calendarSyncActions.newExportLink(apartmentId));
  };

  return (
    <Box data-testid={`calendar-sync-${apartmentId}`}>
      <Text fontWeight="semibold" mb="2">
        {apartmentName}
      </Text>
      {error ? <Text color="fg.error">{error}</Text> : null}
      {data.feeds.length === 0 && !loading ? <Text color="fg.muted">Brak importowanych kalendarzy.</Text> : null}
      <Stack as="ul" gap="2" p="0" m="0">
        {data.feeds.map((feed) => (
          <FeedRow key={feed.id} apartmentId={apartmentId} feed={feed} onRemove={() => void remove(feed)} />
        ))}
      </Stack>
      <Form<NewFeed>
        onSubmit={async (values, form) => {
          const errors = await save([...entered, { name: values.name.trim(), url: values.url.trim() }]);
          if (!errors) {
            setTimeout(() => form.reset());
            return undefined;
          }
          const fieldError = Object.entries(errors).find(([key]) => key !== FORM_ERROR && /url/i.test(key));
          return fieldError ? { url: String(fieldError[1]) } : { [FORM_ERROR]: errors[FORM_ERROR] };
        }}
        validate={(values) => {
          const errors: Partial<Record<keyof NewFeed, string>> = {};
          if (!values.name?.trim()) errors.name = 'Pole jest wymagane';
          if (!values.url?.trim()) errors.url = 'Pole jest wymagane';
          else if (!/^https?:\/\/\S+$/i.test(values.url.trim())) errors.url = 'Podaj adres kalendarza zaczynający się od http:// lub https://';
          else if (entered.some((f) => f.url === values.url.trim())) errors.url = 'Ten kalendarz jest już dodany';
          return errors;
        }}
        render={({ handleSubmit, submitting }) => (
          <Box as="form" onSubmit={handleSubmit} mt="3" aria-label={`Dodaj kalendarz do importu: ${apartmentName}`}>
            <Stack direction={{ base: 'column', md: 'row' }} gap="2" align={{ md: 'flex-end' }}>
              <Box flex="1">
                <FormField name="name" label="Nazwa kalendarza" placeholder="np. Airbnb" />
              </Box>
              <Box flex="2">
                <FormField name="url" label="Link do kalendarza (iCal)" type="url" placeholder="https://…/calendar.ics" />
              </Box>
              <Button type="submit" loading={submitting} flexShrink={0}>
                Dodaj kalendarz
              </Button>
            </Stack>
            <FormErrorMessage />
          </Box>
        )}
      />
      {data.exportUrl ? (
        <Box mt="3">
          <Text fontSize="sm">Link do eksportu (wpisz go w serwisach rezerwacyjnych):</Text>
          <Text fontSize="sm" wordBreak="break-all" data-testid="export-url">
            {data.exportUrl}
          </Text>
          <HStack gap="2" mt="1" wrap="wrap">
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                void navigator.clipboard?.writeText(data.exportUrl).then(() => notify({ type: 'success', title: 'Sukces', description: 'Skopiowano link eksportu.' }));
              }}
            >
              Kopiuj link
            </Button>
            <Button size="sm" variant="outline" onClick={() => void regenerate()}>
              Wygeneruj nowy link
            </Button>
          </HStack>
        </Box>
      ) : null}
      {dialog}
    </Box>
  );
}
