import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { Form, useFormState } from 'react-final-form';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useSearchParams } from '@gospodarz/shared/router';
import {
  Box,
  Button,
  DateInput,
  ErrorPanel,
  Flex,
  HStack,
  IconButton,
  PageHeader,
  Spinner,
  Text,
  chakra,
  eventBus,
  formatDate,
  type CalendarApartment,
  type CalendarBlock,
  type CalendarStay,
  type CalendarTask,
} from '@gospodarz/shared';
import { CALENDAR_DAY_STATES, CALENDAR_DAY_STATE_LABELS, CALENDAR_SHIFT_DAYS, CALENDAR_WINDOW_DAYS, type CalendarStatus } from '@gospodarz/shared/dto';
import { NewReservationDialog, reservationActions, selectReservations } from '../../reservations';
import { daysFrom, shiftDay, today } from '../../price-list';
import type { WindowParams } from '../api';
import { mondayOf } from '../layout';
import { NO_FILTERS, applyFilters, byApartment, type ViewFilters } from '../model';
import { actions, selectCalendar, windowKey } from '../slice';
import { AvailabilityDialog } from './AvailabilityDialog';
import { BlockDialog, type BlockDraft } from './BlockDialog';
import { CalendarFilters } from './CalendarFilters';
import { CalendarGrid, STATE_COLORS } from './CalendarGrid';
import { NewEventDialog, type PickedRange } from './NewEventDialog';
import { calendarStart } from '../firstRequest';
import { ServiceTaskDialog } from './ServiceTaskDialog';
import { MoveStayDialog, type StayMoveDraft } from './MoveStayDialog';
import { StayDialog } from './StayDialog';

const NEW_RESERVATION = 'new-reservation';

interface Booking {
  apartmentId?: string;
  from?: string;
  to?: string;
  adults?: number;
  children?: number;
}

/**
 * /front-desk/calendar: 21 days (weeks from Monday) of every apartment, grouped by listing, from the start in the
 * URL (?from=yyyy-MM-dd; this week's Monday without it). One request per window answers everything the grid shows;
 * the windows 3 days either side are fetched ahead, so the arrows show them at once.
 */
/** How long after the window on screen arrives its neighbours are asked for. */
const PREFETCH_AFTER_MS = 300;

export function CalendarPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const start = calendarStart(params);
  const [length, setLength] = useState(CALENDAR_WINDOW_DAYS);
  const [statuses, setStatuses] = useState<CalendarStatus[]>([]);
  const [apartmentIds, setApartmentIds] = useState<string[]>([]);
  const [view, setView] = useState<ViewFilters>(NO_FILTERS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [clears, setClears] = useState(0);
  const days = useMemo(() => daysFrom(start, length), [start, length]);

  const windowParams = useCallback(
    (from: string): WindowParams => ({
      from,
      days: length,
      ...(apartmentIds.length ? { apartmentIds: apartmentIds.join('|') } : {}),
      ...(statuses.length ? { statuses: statuses.join('|') } : {}),
    }),
    [length, apartmentIds, statuses],
  );
  const current = windowParams(start);
  const key = windowKey(current);
  const { windows } = useSelector(selectCalendar);
  const entry = windows[key];

  // the window on screen (asked for as soon as the page is in the DOM, before the browser paints it), then the next
  // and previous shifts ahead of time
  useLayoutEffect(() => {
    if (!windows[key]) dispatch(actions.load(current));
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  // (once the window on screen is painted: their answers, parsed on the main thread, must not delay it)
  useEffect(() => {
    if (!entry?.data) return;
    const timer = setTimeout(() => {
      for (const from of [shiftDay(start, CALENDAR_SHIFT_DAYS), shiftDay(start, -CALENDAR_SHIFT_DAYS)]) {
        const next = windowParams(from);
        if (!windows[windowKey(next)]) dispatch(actions.load(next));
      }
    }, PREFETCH_AFTER_MS);
    return () => clearTimeout(timer);
  }, [entry?.data]); // eslint-disable-line react-hooks/exhaustive-deps

  // a change anywhere (this tab, another section, a co-host's or a sync's change seen by a screen) refreshes the window
  const refresh = useCallback(() => dispatch(actions.refresh(windowParams(start))), [dispatch, windowParams, start]);
  useEffect(() => eventBus.on('reservation:changed', refresh), [refresh]);

  // the last window answered stays on screen while the next one loads (kept as React's derived state: the window
  // that arrives is drawn in the same render, not one effect later)
  const [lastShown, setLastShown] = useState(entry?.data ?? null);
  if (entry?.data && entry.data !== lastShown) setLastShown(entry.data);
  const shown = entry?.data ?? lastShown;
  const filtered = useMemo(() => (shown ? applyFilters(shown, view) : null), [shown, view]);
  const contents = useMemo(() => (filtered ? byApartment(filtered) : new Map()), [filtered]);
  const sources = useMemo(() => [...new Set((shown?.stays ?? []).map((s) => s.source).filter(Boolean))].sort(), [shown]);
  const allApartments = shown?.apartments ?? [];
  // the filter's apartments: every one of the account's, asked for once the filters open
  const apartmentChoices = useSelector(selectReservations).apartments;
  useEffect(() => {
    if (filtersOpen && !apartmentChoices.loaded && !apartmentChoices.loading) dispatch(reservationActions.loadApartments());
  }, [filtersOpen]); // eslint-disable-line react-hooks/exhaustive-deps

  const go = (day: string) => {
    const next = new URLSearchParams(params);
    next.set('from', day);
    setParams(next);
  };

  // ---- dialogs ----
  const [picked, setPicked] = useState<PickedRange | null>(null);
  const [booking, setBooking] = useState<Booking | null>(params.has(NEW_RESERVATION) ? {} : null);
  const [blockDraft, setBlockDraft] = useState<BlockDraft | null>(null);
  const [stay, setStay] = useState<CalendarStay | null>(null);
  const [task, setTask] = useState<CalendarTask | null>(null);
  const [searching, setSearching] = useState(false);

  const closeBooking = () => {
    setBooking(null);
    if (params.has(NEW_RESERVATION)) {
      const next = new URLSearchParams(params);
      next.delete(NEW_RESERVATION);
      setParams(next, { replace: true });
    }
  };
  const openBlock = (block: CalendarBlock) => setBlockDraft({ block, apartmentIds: [block.apartmentId], from: block.from, to: block.to });

  // a stay dropped elsewhere (or moved from its dialog): confirmed with its prices, kept or new, in MoveStayDialog
  const [moving, setMoving] = useState<StayMoveDraft | null>(null);
  const moveStay = (stay: CalendarStay, apartmentId: string, from: string) => setMoving({ stay, apartmentId, from });

  const error = entry?.error;
  return (
    <Box>
      <PageHeader
        title="Kalendarz"
        description={`${formatDate(days[0])} – ${formatDate(days[days.length - 1])}`}
        actions={
          <HStack gap="2" wrap="wrap">
            <Button variant="outline" onClick={() => setSearching(true)}>
              Sprawdź dostępność
            </Button>
            <Button variant="outline" onClick={() => setBlockDraft({ block: null, apartmentIds: [], from: today(), to: shiftDay(today(), 1) })}>
              Zablokuj
            </Button>
            <Button onClick={() => setBooking({})}>Nowa rezerwacja</Button>
          </HStack>
        }
      />
      <Flex gap="3" wrap="wrap" align="center" mb="3">
        <HStack gap="1">
          <IconButton size="sm" variant="outline" aria-label={`Poprzednie dni (o ${CALENDAR_SHIFT_DAYS})`} onClick={() => go(shiftDay(start, -CALENDAR_SHIFT_DAYS))}>
            ‹
          </IconButton>
          <Button size="sm" variant="outline" onClick={() => go(mondayOf(today()))}>
            Dzisiaj
          </Button>
          <IconButton size="sm" variant="outline" aria-label={`Następne dni (o ${CALENDAR_SHIFT_DAYS})`} onClick={() => go(shiftDay(start, CALENDAR_SHIFT_DAYS))}>
            ›
          </IconButton>
        </HStack>
        <WeekJump start={start} onJump={(day) => go(mondayOf(day))} />
        <Button size="sm" variant={filtersOpen ? 'subtle' : 'outline'} aria-expanded={filtersOpen} onClick={() => setFiltersOpen((v) => !v)}>
          Filtry
        </Button>
        {entry?.loading ? <Spinner size="sm" aria-label="Wczytywanie kalendarza" /> : null}
      </Flex>
      {filtersOpen ? (
        <CalendarFilters
          key={clears}
          view={view}
          onView={setView}
          apartments={apartmentChoices.items}
          apartmentIds={apartmentIds}
          onApartmentIds={setApartmentIds}
          statuses={statuses}
          onStatuses={setStatuses}
          days={length}
          onDays={setLength}
          sources={sources}
          onClear={() => {
            setView(NO_FILTERS);
            setApartmentIds([]);
            setStatuses([]);
            setLength(CALENDAR_WINDOW_DAYS);
            setClears((n) => n + 1);
          }}
        />
      ) : null}
      <Flex gap="4" wrap="wrap" mb="2" fontSize="xs" color="fg.muted" aria-label="Legenda" role="group">
        {CALENDAR_DAY_STATES.map((s) => (
          <HStack key={s} gap="1.5">
            <Box aria-hidden="true" w="4" h="3" rounded="sm" bg={STATE_COLORS[s]} borderWidth="1px" />
            <Text>{CALENDAR_DAY_STATE_LABELS[s]}</Text>
          </HStack>
        ))}
        <HStack gap="1.5">
          <Box aria-hidden="true" w="4" h="3" rounded="sm" borderWidth="2px" borderColor="red.500" />
          <Text>Ostrzeżenie</Text>
        </HStack>
      </Flex>
      {error && !shown ? (
        <ErrorPanel title="Nie udało się wczytać kalendarza" message={error} onRetry={() => refresh()} />
      ) : filtered ? (
        filtered.apartments.length ? (
          <CalendarGrid
            days={filtered.days}
            apartments={filtered.apartments}
            contents={contents}
            onPickRange={(apartment: CalendarApartment, from: string, to: string) => setPicked({ apartment, from, to })}
            onOpenStay={setStay}
            onOpenBlock={openBlock}
            onOpenTask={setTask}
            onMoveStay={moveStay}
            dialogOpen={!!picked || !!booking || !!blockDraft}
          />
        ) : (
          <Text color="fg.muted" py="8" textAlign="center">
            Żaden apartament nie pasuje do filtrów.
          </Text>
        )
      ) : (
        <Spinner aria-label="Wczytywanie kalendarza" />
      )}
      <Text mt="2" fontSize="xs" color="fg.muted">
        Przeciągnij po wolnych dniach apartamentu, by zarezerwować lub zablokować; przeciągnij rezerwację, by ją przenieść. Z klawiatury: strzałki przechodzą po dniach,
        Shift ze strzałkami zaznacza, Enter otwiera, Esc anuluje.
      </Text>

      <NewEventDialog
        picked={picked}
        onClose={() => setPicked(null)}
        onBook={() => {
          if (picked) setBooking({ apartmentId: picked.apartment.id, from: picked.from, to: picked.to });
          setPicked(null);
        }}
        onBlock={() => {
          if (picked) setBlockDraft({ block: null, apartmentIds: [picked.apartment.id], from: picked.from, to: picked.to });
          setPicked(null);
        }}
      />
      <NewReservationDialog
        open={!!booking}
        initial={booking ?? undefined}
        onClose={closeBooking}
        onCreated={(reservation) => {
          // booked from the grid: the grid shows it (the dialog's save announces it on the bus); from the header's
          // button or ?new-reservation: its page, as before the grid existed
          if (!booking?.apartmentId) navigate(`/front-desk/reservations/${reservation.id}`);
        }}
      />
      <BlockDialog
        draft={blockDraft}
        apartments={allApartments}
        onClose={() => setBlockDraft(null)}
        onSaved={() => {
          setBlockDraft(null);
          refresh();
        }}
      />
      <ServiceTaskDialog
        task={task}
        onClose={() => setTask(null)}
        onChanged={() => {
          setTask(null);
          refresh();
        }}
      />
      <StayDialog stay={stay} apartments={allApartments} onClose={() => setStay(null)} onMove={moveStay} />
      <AvailabilityDialog
        open={searching}
        onClose={() => setSearching(false)}
        onBook={(apartmentId, from, to, adults, children) => {
          setSearching(false);
          setBooking({ apartmentId, from, to, adults, children });
        }}
      />
      <MoveStayDialog move={moving} apartments={allApartments} onClose={() => setMoving(null)} onMoved={() => setStay(null)} />
    </Box>
  );
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** 'Pokaż tydzień z dniem': a day typed (dd.MM.yyyy) or picked jumps to its week. */
function WeekJump({ start, onJump }: { start: string; onJump: (day: string) => void }) {
  return (
    <Box w="11rem">
      <Form<{ day?: string }> key={start} onSubmit={() => undefined} initialValues={{ day: start }}>
        {() => (
          <>
            <DateInput name="day" size="sm" label={<chakra.span srOnly>Pokaż tydzień z dniem</chakra.span>} />
            <JumpOnDay start={start} onJump={onJump} />
          </>
        )}
      </Form>
    </Box>
  );
}

/** Jumps once the field holds a whole day other than the week's start (a day being typed is text until then). */
function JumpOnDay({ start, onJump }: { start: string; onJump: (day: string) => void }) {
  const { values } = useFormState<{ day?: string }>({ subscription: { values: true } });
  useEffect(() => {
    if (values.day && ISO_DAY.test(values.day) && values.day !== start) onJump(values.day);
  }, [values.day]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}
