import { memo, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { Box, Flex, Text, formatDate, formatMoney, type CalendarApartment, type CalendarBlock, type CalendarStay, type CalendarTask, type CalendarWarning } from '@gospodarz/shared';
import { CALENDAR_DAY_STATE_LABELS, PAYMENT_STATUS_LABELS, onlineCheckInLabel, type CalendarDayState, type PaymentStatus } from '@gospodarz/shared/dto';
import { isWeekend, parseDay, shiftDay, today, visibleRows, weekdayShort } from '../../price-list';
import { DAY_W, NAME_W, NAME_W_PHONE, barPlacement, calendarRows, type CalendarRow } from '../layout';
import { emptyRow, type RowContents } from '../model';

/** Used until the grid's box is measured (and by jsdom, which measures nothing). */
const FALLBACK_HEIGHT = 600;

export const STATE_COLORS: Record<CalendarDayState, string> = {
  available: 'green.50',
  noPrice: 'gray.100',
  soldOut: 'red.50',
  closed: 'gray.200',
};
const STATUS_COLORS: Record<string, string> = { confirmed: 'teal.700', new: 'blue.600', recent: 'purple.600' };
/** A service task marker's colour by its order's status. */
const TASK_COLORS: Record<string, string> = { planned: 'orange.400', in_progress: 'blue.500', completed: 'green.500', rejected: 'red.500' };
const STATUS_LABELS: Record<string, string> = { confirmed: 'Potwierdzona', new: 'Nowa', recent: 'Niepotwierdzona' };
/** A letter for each channel a stay came from. */
const SOURCE_MARKS: Record<string, string> = { booking: 'B', airbnb: 'A', expedia: 'E', website: 'W', phone: 'T', email: '@' };
const HATCH = 'repeating-linear-gradient(135deg, var(--chakra-colors-gray-500) 0 2px, var(--chakra-colors-gray-300) 2px 7px)';

export interface Range {
  apartmentId: string;
  anchor: string;
  focus: string;
}

export interface CalendarGridProps {
  days: string[];
  apartments: CalendarApartment[];
  contents: Map<string, RowContents>;
  /** a range of nights picked (check-in `from`, check-out `to`) */
  onPickRange: (apartment: CalendarApartment, from: string, to: string) => void;
  onOpenStay: (stay: CalendarStay) => void;
  onOpenBlock: (block: CalendarBlock) => void;
  /** a service task marker clicked (or Enter on its day with nothing else there) */
  onOpenTask: (task: CalendarTask) => void;
  /** a stay dragged to `from` in `apartmentId` */
  onMoveStay: (stay: CalendarStay, apartmentId: string, from: string) => void;
  /** a dialog is open: the picked range stays marked until it closes */
  dialogOpen: boolean;
}

const ordered = (a: string, b: string) => (a <= b ? [a, b] : [b, a]);
export const cellKey = (apartmentId: string, day: string) => `${apartmentId}|${day}`;

/** The cell under the pointer: its apartment and day, read from the data attributes of the grid's cells. */
function cellAt(x: number, y: number): { apartmentId: string; day: string } | null {
  // bars lie over the cells: the first cell among the elements at that point
  const el = (document.elementsFromPoint?.(x, y) ?? []).find((e): e is HTMLElement => e instanceof HTMLElement && !!e.dataset.cell);
  const [apartmentId, day] = el?.dataset.cell?.split('|') ?? [];
  return apartmentId && day ? { apartmentId, day } : null;
}

/**
 * The apartments × days of the calendar. Only the rows in view are rendered; the header and the apartment column stay
 * in place while the grid scrolls. Free days are picked by dragging or with Shift+arrows; a reservation is dragged to
 * other days or another apartment.
 */
export function CalendarGrid({ days, apartments, contents, onPickRange, onOpenStay, onOpenBlock, onOpenTask, onMoveStay, dialogOpen }: CalendarGridProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, height: FALLBACK_HEIGHT });
  const [range, setRange] = useState<Range | null>(null);
  const [active, setActive] = useState<{ apartmentId: string; day: string } | null>(null);
  const [pendingFocus, setPendingFocus] = useState<string | null>(null);
  const picking = useRef(false);
  const rangeRef = useRef<Range | null>(null);
  rangeRef.current = range;
  const first = days[0];
  const todayDay = today();

  const layout = useMemo(() => calendarRows(apartments), [apartments]);
  const shown = visibleRows(layout, view.top, view.height);
  const byId = useMemo(() => new Map(apartments.map((a) => [a.id, a])), [apartments]);

  useEffect(() => {
    if (!dialogOpen && !picking.current) setRange(null);
  }, [dialogOpen]);

  const measure = useCallback(() => {
    const box = boxRef.current;
    if (box) setView({ top: box.scrollTop, height: box.clientHeight || FALLBACK_HEIGHT });
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  // the window starts on a Monday: on a narrow screen today would be off to the right, so each window opens with
  // today (and the day before) in view; a window without today, or one that fits the screen, stays at its start
  useEffect(() => {
    const box = boxRef.current;
    const index = days.indexOf(todayDay);
    if (!box || index < 0) return;
    const nameWidth = box.querySelector<HTMLElement>('[role="columnheader"]')?.offsetWidth ?? 0;
    if (nameWidth + (index + 1) * DAY_W > box.clientWidth) box.scrollLeft = Math.max(0, (index - 1) * DAY_W);
  }, [first]); // eslint-disable-line react-hooks/exhaustive-deps

  const pick = useCallback(
    (r: Range) => {
      const apartment = byId.get(r.apartmentId);
      if (!apartment) return;
      const [from, last] = ordered(r.anchor, r.focus);
      onPickRange(apartment, from, shiftDay(last, 1));
    },
    [byId, onPickRange],
  );

  // a drag over free days ends wherever the mouse is let go
  useEffect(() => {
    const up = () => {
      if (!picking.current) return;
      picking.current = false;
      if (rangeRef.current) pick(rangeRef.current);
    };
    document.addEventListener('pointerup', up);
    return () => document.removeEventListener('pointerup', up);
  }, [pick]);

  // ---- moving a stay by dragging its bar ----
  const [move, setMove] = useState<{ stay: CalendarStay; grab: number; x: number; y: number; moved: boolean; target: { apartmentId: string; from: string } | null } | null>(null);
  const moveRef = useRef(move);
  moveRef.current = move;
  useEffect(() => {
    if (!move) return;
    const onMove = (e: PointerEvent) => {
      const m = moveRef.current;
      if (!m) return;
      const moved = m.moved || Math.abs(e.clientX - m.x) + Math.abs(e.clientY - m.y) > 6;
      const cell = moved ? cellAt(e.clientX, e.clientY) : null;
      // kept at once, not at the next render: a button let go before React renders drops on the last cell hovered
      moveRef.current = { ...m, moved, target: cell ? { apartmentId: cell.apartmentId, from: shiftDay(cell.day, -m.grab) } : m.target };
      setMove(moveRef.current);
    };
    const onUp = () => {
      const m = moveRef.current;
      setMove(null);
      if (!m) return;
      if (!m.moved) onOpenStay(m.stay);
      else if (m.target && (m.target.apartmentId !== m.stay.apartmentId || m.target.from !== m.stay.from)) onMoveStay(m.stay, m.target.apartmentId, m.target.from);
    };
    document.addEventListener('pointermove', onMove);
    document.addEventListener('pointerup', onUp);
    return () => {
      document.removeEventListener('pointermove', onMove);
      document.removeEventListener('pointerup', onUp);
    };
  }, [move !== null, onMoveStay, onOpenStay]); // eslint-disable-line react-hooks/exhaustive-deps

  const startMove = (e: ReactPointerEvent, stay: CalendarStay) => {
    if (e.button !== 0) return;
    e.preventDefault();
    const cell = cellAt(e.clientX, e.clientY);
    const grab = cell ? Math.max(0, Math.round((Date.parse(cell.day) - Date.parse(stay.from)) / 86_400_000)) : 0;
    setMove({ stay, grab, x: e.clientX, y: e.clientY, moved: false, target: null });
  };

  // ---- the keyboard ----
  useEffect(() => {
    if (!pendingFocus) return;
    const cell = boxRef.current?.querySelector<HTMLElement>(`[data-cell="${pendingFocus}"]`);
    if (cell) {
      cell.focus();
      setPendingFocus(null);
    }
  }, [pendingFocus, view, layout]);

  const focusCell = (apartmentId: string, day: string) => {
    setActive({ apartmentId, day });
    setPendingFocus(cellKey(apartmentId, day));
  };

  const onCellKey = (e: KeyboardEvent, row: CalendarRow, day: string) => {
    const apartment = row.apartment!;
    const i = days.indexOf(day);
    if (['ArrowRight', 'ArrowLeft', 'Home', 'End'].includes(e.key)) {
      e.preventDefault();
      const next = e.key === 'Home' ? days[0] : e.key === 'End' ? days[days.length - 1] : days[Math.min(days.length - 1, Math.max(0, i + (e.key === 'ArrowRight' ? 1 : -1)))];
      if (e.shiftKey) setRange({ apartmentId: apartment.id, anchor: range?.apartmentId === apartment.id ? range.anchor : day, focus: next });
      else setRange(null);
      focusCell(apartment.id, next);
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const target = layout.apartmentRows[row.index + (e.key === 'ArrowDown' ? 1 : -1)];
      if (!target) return;
      const box = boxRef.current;
      const header = 48;
      if (box && (target.top < box.scrollTop || target.top + target.height + header > box.scrollTop + box.clientHeight)) {
        box.scrollTop = Math.max(0, target.top - (e.key === 'ArrowUp' ? 0 : box.clientHeight - header - target.height * 2));
        measure();
      }
      setRange(null);
      focusCell(target.key, day);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      const mine = contents.get(apartment.id) ?? emptyRow();
      const stay = mine.stays.find((s) => s.from <= day && day < s.to);
      const block = mine.blocks.find((b) => b.from <= day && day < b.to);
      if (range?.apartmentId === apartment.id) pick(range);
      else if (stay) onOpenStay(stay);
      else if (block) onOpenBlock(block);
      else if (mine.tasks.get(day)?.length) onOpenTask(mine.tasks.get(day)![0]);
      else pick({ apartmentId: apartment.id, anchor: day, focus: day });
    } else if (e.key === 'Escape') {
      setRange(null);
    }
  };

  const onCellPointerDown = (e: ReactPointerEvent, apartment: CalendarApartment, day: string, state: CalendarDayState) => {
    if (e.button !== 0 || state === 'soldOut' || state === 'closed') return;
    picking.current = true;
    setActive({ apartmentId: apartment.id, day });
    setRange({ apartmentId: apartment.id, anchor: day, focus: day });
  };
  const onCellEnter = (apartmentId: string, day: string) => {
    if (picking.current && range && range.apartmentId === apartmentId) setRange({ ...range, focus: day });
  };

  const selected = range ? ordered(range.anchor, range.focus) : null;
  const activeKey = active ? cellKey(active.apartmentId, active.day) : layout.apartmentRows[0] ? cellKey(layout.apartmentRows[0].key, first) : null;
  const width = days.length * DAY_W;

  return (
    <Box
      ref={boxRef}
      onScroll={measure}
      overflow="auto"
      position="relative"
      h={{ base: '65vh', md: 'calc(100vh - 17rem)' }}
      minH="20rem"
      borderWidth="1px"
      rounded="md"
      role="grid"
      aria-label="Kalendarz"
      aria-rowcount={apartments.length + 1}
      aria-colcount={days.length + 1}
      data-testid="calendar-grid"
      userSelect="none"
      css={ROW_CSS}
    >
      <Flex position="sticky" top="0" zIndex="3" bg="bg" borderBottomWidth="1px" w="max-content" role="row">
        <Box position="sticky" left="0" zIndex="4" bg="bg" w={{ base: `${NAME_W_PHONE}px`, md: `${NAME_W}px` }} flexShrink={0} px="2" py="1" fontSize="xs" fontWeight="semibold" role="columnheader">
          Apartament
        </Box>
        {days.map((day) => {
          const date = parseDay(day)!;
          const isToday = day === todayDay;
          return (
            <Box
              key={day}
              role="columnheader"
              aria-label={formatDate(day)}
              aria-current={isToday ? 'date' : undefined}
              w={`${DAY_W}px`}
              flexShrink={0}
              textAlign="center"
              py="1"
              fontSize="xs"
              bg={isToday ? 'teal.100' : isWeekend(day) ? 'bg.muted' : undefined}
              fontWeight={isToday ? 'bold' : undefined}
              borderLeftWidth={date.getDay() === 1 ? '2px' : '1px'}
              borderLeftColor={date.getDay() === 1 ? 'gray.400' : 'border'}
            >
              <Text lineHeight="1.1">{weekdayShort(day)}</Text>
              <Text lineHeight="1.1">{day.slice(8, 10)}.{day.slice(5, 7)}</Text>
            </Box>
          );
        })}
      </Flex>
      <Box position="relative" h={`${layout.height}px`} w="max-content" minW="full">
        {shown.map((row) =>
          row.kind === 'group' ? (
            <Flex key={row.key} position="absolute" top={`${row.top}px`} h={`${row.height}px`} w="full" align="center" bg="bg.subtle" borderBottomWidth="1px" role="row">
              <Box position="sticky" left="0" px="2" fontSize="xs" fontWeight="semibold" color="fg.muted" role="rowheader" truncate>
                {row.title}
              </Box>
            </Flex>
          ) : (
            <ApartmentRow
              key={row.key}
              row={row}
              days={days}
              width={width}
              todayDay={todayDay}
              contents={contents.get(row.key) ?? emptyRow()}
              selected={selected && range?.apartmentId === row.key ? selected : null}
              activeKey={activeKey}
              moveTarget={move?.moved && move.target?.apartmentId === row.key ? { from: move.target.from, stay: move.stay } : null}
              onCellKey={onCellKey}
              onCellPointerDown={onCellPointerDown}
              onCellEnter={onCellEnter}
              onFocusCell={(day) => setActive({ apartmentId: row.key, day })}
              onStayPointerDown={startMove}
              onOpenStay={onOpenStay}
              onOpenBlock={onOpenBlock}
              onOpenTask={onOpenTask}
            />
          ),
        )}
      </Box>
    </Box>
  );
}

interface ApartmentRowProps {
  row: CalendarRow;
  days: string[];
  width: number;
  todayDay: string;
  contents: RowContents;
  selected: string[] | null;
  activeKey: string | null;
  moveTarget: { from: string; stay: CalendarStay } | null;
  onCellKey: (e: KeyboardEvent, row: CalendarRow, day: string) => void;
  onCellPointerDown: (e: ReactPointerEvent, apartment: CalendarApartment, day: string, state: CalendarDayState) => void;
  onCellEnter: (apartmentId: string, day: string) => void;
  onFocusCell: (day: string) => void;
  onStayPointerDown: (e: ReactPointerEvent, stay: CalendarStay) => void;
  onOpenStay: (stay: CalendarStay) => void;
  onOpenBlock: (block: CalendarBlock) => void;
  onOpenTask: (task: CalendarTask) => void;
}

const stayLabel = (s: CalendarStay) =>
  `${s.fullName || 'Gość'}, ${formatDate(s.from)} – ${formatDate(s.to)}, ${STATUS_LABELS[s.status] ?? s.status}, ${PAYMENT_STATUS_LABELS[s.paymentStatus as PaymentStatus] ?? s.paymentStatus}${s.source ? `, ${s.source}` : ''}${s.onlineCheckIn === undefined ? '' : `, ${onlineCheckInLabel(s.onlineCheckIn)}`}`;

/**
 * The styles of an apartment's row (its name, day cells, bars and markers), set once on the grid (its `css`) and
 * picked by data attributes. Twenty-one days of thirty rows on screen are over a thousand elements: as Chakra
 * elements, resolving their style props was most of the grid's render after the data arrived (and of its
 * garbage); as plain elements under one style sheet it is nothing. Positions and widths stay inline styles.
 */
export const ROW_CSS = {
  '& [data-apartment-row]': { position: 'absolute', display: 'flex', w: 'max-content', borderBottomWidth: '1px' },
  '& [data-apartment-name]': {
    position: 'sticky',
    left: '0',
    zIndex: '2',
    bg: 'bg',
    w: { base: `${NAME_W_PHONE}px`, md: `${NAME_W}px` },
    flexShrink: 0,
    px: '2',
    display: 'flex',
    alignItems: 'center',
    fontSize: 'sm',
    borderRightWidth: '1px',
  },
  '& [data-apartment-name] > span': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& [data-row-days]': { position: 'relative', h: 'full', flexShrink: 0 },
  '& [data-row-cells]': { display: 'flex', h: 'full' },
  // the bars lie in one cell over the day cells (a row holds only cells); only the bars themselves take the pointer
  '& [data-row-bars]': { position: 'absolute', inset: '0', pointerEvents: 'none' },
  '& [data-row-bars] > [data-bar]': { pointerEvents: 'auto' },
  '& [data-cell]': {
    w: `${DAY_W}px`,
    flexShrink: 0,
    h: 'full',
    position: 'relative',
    borderLeftWidth: '1px',
    borderLeftColor: 'border',
    outlineOffset: '-2px',
    cursor: 'cell',
    _focusVisible: { outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '-2px' },
  },
  ...Object.fromEntries(Object.entries(STATE_COLORS).map(([state, bg]) => [`& [data-cell][data-state="${state}"]`, { bg }])),
  '& [data-cell][data-state="closed"]': { bg: STATE_COLORS.closed, backgroundImage: HATCH, backgroundSize: 'auto', opacity: 0.55, cursor: 'default' },
  '& [data-cell][data-state="soldOut"]': { bg: STATE_COLORS.soldOut, cursor: 'default' },
  '& [data-cell][data-weekend]': { boxShadow: 'inset 0 0 0 100px rgba(0,0,0,0.045)' },
  '& [data-cell][data-monday]': { borderLeftWidth: '2px', borderLeftColor: 'gray.400' },
  '& [data-cell][data-today]': { outline: '2px solid', outlineColor: 'teal.400' },
  '& [data-cell][aria-selected="true"]': { bg: 'teal.200', backgroundImage: 'none', opacity: 1, boxShadow: 'none' },
  '& [data-price][data-adjusted]': { textDecoration: 'underline dotted' },
  '& [data-price]': {
    position: 'absolute',
    bottom: '0.5',
    left: '0',
    right: '0',
    textAlign: 'center',
    fontSize: '2xs',
    color: 'fg.muted',
    lineHeight: '1',
    pointerEvents: 'none',
  },
  '& [data-tasks]': { position: 'absolute', top: '0', right: '0', display: 'flex', zIndex: '1' },
  '& [data-testid="task-marker"]': { p: '0.5', cursor: 'pointer' },
  '& [data-task-dot]': { display: 'block', boxSize: '2', rounded: 'full', bg: 'orange.400' },
  ...Object.fromEntries(Object.entries(TASK_COLORS).map(([status, bg]) => [`& [data-task-dot="${status}"]`, { bg }])),
  '& [data-day-warning]': { position: 'absolute', top: '0', left: '0.5', fontSize: 'xs', color: 'red.600', fontWeight: 'bold' },
  // a sync conflict's cell: drawn in full (a closed day is faded otherwise) and outlined in red, its price moved aside
  '& [data-cell][data-conflict]': { opacity: 1, boxShadow: 'inset 0 0 0 2px var(--chakra-colors-red-600)' },
  '& [data-cell][data-conflict] [data-price]': { pl: '4' },
  // a sync conflict's mark, below the bars (which take the cell's top), left of the day's price
  '& [data-testid="conflict-marker"]': {
    position: 'absolute',
    bottom: '0',
    left: '0',
    zIndex: '1',
    minW: '4',
    h: '4',
    rounded: 'full',
    bg: 'red.700',
    color: 'white',
    fontSize: '2xs',
    fontWeight: 'bold',
    lineHeight: '1',
    cursor: 'pointer',
    _focusVisible: { outline: '2px solid', outlineColor: 'blue.500' },
  },
  // 24 px high, the smallest target a pointer may be asked to hit (WCAG 2.5.8), at the top of a 52 px row: the day
  // cell keeps 24 px free below it (with the day's price) for a click on the day itself
  '& [data-bar]': {
    position: 'absolute',
    top: '0.5',
    h: '6',
    fontSize: '2xs',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    _focusVisible: { outline: '2px solid', outlineColor: 'blue.500' },
  },
  '& [data-testid="block-bar"]': { backgroundImage: HATCH, borderWidth: '1px', borderColor: 'gray.600', color: 'gray.900', px: '1', textAlign: 'left', rounded: 'md' },
  '& [data-block-reason]': { bg: 'whiteAlpha.800', px: '0.5', rounded: 'sm' },
  '& [data-testid="stay-bar"]': {
    bg: 'gray.600',
    color: 'white',
    px: '1.5',
    display: 'flex',
    alignItems: 'center',
    gap: '1',
    rounded: 'full',
    cursor: 'grab',
    touchAction: 'none',
  },
  ...Object.fromEntries(Object.entries(STATUS_COLORS).map(([status, bg]) => [`& [data-testid="stay-bar"][data-status="${status}"]`, { bg }])),
  '& [data-testid="stay-bar"][data-warned]': { borderWidth: '2px', borderColor: 'red.500' },
  '& [data-testid="block-bar"][data-warned]': { borderWidth: '2px', borderColor: 'red.600' },
  '& [data-testid="stay-bar"][data-moving]': { opacity: 0.5 },
  '& [data-bar][data-cut-start]': { borderTopLeftRadius: '0', borderBottomLeftRadius: '0' },
  '& [data-bar][data-cut-end]': { borderTopRightRadius: '0', borderBottomRightRadius: '0' },
  // the warning badge and the channel's mark are drawn from their attributes: the bar's accessible name (guest,
  // dates, status, payment, channel, warnings) then holds all the bar shows
  '& [data-warning-badge]': { bg: 'red.700', rounded: 'full', px: '1', fontWeight: 'bold', _before: { content: 'attr(data-warning-badge)' } },
  '& [data-source-mark]': { bg: 'whiteAlpha.400', rounded: 'sm', px: '0.5', fontWeight: 'bold', _before: { content: 'attr(data-source-mark)' } },
  '& [data-check-in-mark]': { bg: 'whiteAlpha.500', rounded: 'full', px: '0.5', fontWeight: 'bold', _before: { content: 'attr(data-check-in-mark)' } },
  '& [data-guest]': { overflow: 'hidden', textOverflow: 'ellipsis' },
} as const;

/** A data attribute that is there only when `on` (React leaves out `undefined`). */
const flag = (on: boolean) => (on ? '' : undefined);

const ApartmentRow = memo(function ApartmentRow(props: ApartmentRowProps) {
  const { row, days, width, todayDay, contents, selected, activeKey, moveTarget } = props;
  const apartment = row.apartment!;
  const first = days[0];
  // a channel's stay clashing with a stay or a block here ('Ostrzeżenie'): drawn on its first day's cell, which opens
  // what it clashes with (to move, cancel or remove it); those about no stay are drawn on their day as before
  const conflicts = [...contents.warnings.entries()].flatMap(([key, list]) => (key === '' ? [] : list.filter((w) => w.kind === 'syncConflict')));
  const openClash = (w: CalendarWarning) => {
    const block = contents.blocks.find((b) => b.id === w.reservationId);
    if (block) return props.onOpenBlock(block);
    const stay = contents.stays.find((st) => st.id === w.reservationId);
    if (stay) props.onOpenStay(stay);
  };
  return (
    <div data-apartment-row="" style={{ top: row.top, height: row.height }} role="row" aria-rowindex={row.index + 2}>
      <div data-apartment-name="" role="rowheader">
        <span title={apartment.name}>{apartment.name}</span>
      </div>
      <div data-row-days="" style={{ width }}>
        <div data-row-cells="">
          {days.map((day, i) => {
            const state = apartment.states[i];
            // what the guest pays for a night for 1-2 persons; the base and the rule (when it changes it) on hover and focus
            const price = apartment.prices[i];
            const priceNote = apartment.priceNotes?.[i] ?? null;
            const key = cellKey(apartment.id, day);
            const isSelected = !!selected && selected[0] <= day && day <= selected[1];
            const tasks = contents.tasks.get(day) ?? [];
            const dayWarnings = (contents.warnings.get('') ?? []).filter((w) => w.day === day);
            const dayConflicts = conflicts.filter((w) => w.day === day);
            return (
              <div
                key={day}
                data-cell={key}
                data-state={state}
                data-weekend={flag(isWeekend(day))}
                data-monday={flag(parseDay(day)!.getDay() === 1)}
                data-today={flag(day === todayDay)}
                data-conflict={flag(dayConflicts.length > 0)}
                role="gridcell"
                tabIndex={key === activeKey ? 0 : -1}
                aria-selected={isSelected}
                aria-label={`${apartment.name}, ${formatDate(day)}: ${CALENDAR_DAY_STATE_LABELS[state]}${price !== null ? `, ${formatMoney(price, apartment.currency)}` : ''}${priceNote ? ` (${priceNote})` : ''}${tasks.map((t) => `, ${t.label}`).join('')}${[...dayWarnings, ...dayConflicts].map((w) => `, ${w.message}`).join('')}`}
                onPointerDown={(e) => props.onCellPointerDown(e, apartment, day, state)}
                onPointerEnter={() => props.onCellEnter(apartment.id, day)}
                onKeyDown={(e) => props.onCellKey(e, row, day)}
                onFocus={() => props.onFocusCell(day)}
              >
                <span data-price="" data-adjusted={flag(!!priceNote)} title={priceNote ?? undefined}>
                  {price !== null ? formatMoney(price, apartment.currency) : '–'}
                </span>
                {tasks.length ? (
                  <span data-tasks="">
                    {tasks.map((task) => (
                      <button
                        key={task.id}
                        type="button"
                        tabIndex={-1}
                        aria-label={`Zlecenie: ${task.label}, ${apartment.name}, ${formatDate(day)}`}
                        title={task.label}
                        data-testid="task-marker"
                        onPointerDown={(e) => e.stopPropagation()}
                        onClick={() => props.onOpenTask(task)}
                      >
                        <span data-task-dot={task.status} />
                      </button>
                    ))}
                  </span>
                ) : null}
                {dayWarnings.length ? (
                  <span data-day-warning="" title={dayWarnings.map((w) => w.message).join(', ')}>
                    !
                  </span>
                ) : null}
                {dayConflicts.map((w) => (
                  <button
                    key={`${w.reservationId}|${w.message}`}
                    type="button"
                    tabIndex={-1}
                    data-testid="conflict-marker"
                    aria-label={`Ostrzeżenie: ${w.message}. Otwórz, aby rozwiązać`}
                    title={`${w.message}. Kliknij, aby rozwiązać.`}
                    onPointerDown={(e) => e.stopPropagation()}
                    onClick={() => openClash(w)}
                  >
                    !
                  </button>
                ))}
              </div>
            );
          })}
        </div>
        <div data-row-bars="" role="gridcell">
          {contents.blocks.map((block) => {
            const place = barPlacement(block.from, block.to, first, days.length);
            if (!place) return null;
            const warnings = contents.warnings.get(block.id) ?? [];
            return (
              <button
                key={block.id}
                type="button"
                data-bar=""
                data-testid="block-bar"
                data-warned={flag(warnings.length > 0)}
                data-cut-start={flag(place.cutStart)}
                data-cut-end={flag(place.cutEnd)}
                aria-label={`Blokada ${formatDate(block.from)} – ${formatDate(block.to)}${block.reason ? `: ${block.reason}` : ''}${warnings.map((w) => `. ${w.message}`).join('')}`}
                title={[block.reason || 'Blokada', ...warnings.map((w) => w.message)].join('\n')}
                style={{ left: place.start * DAY_W, width: (place.end - place.start) * DAY_W }}
                onClick={() => props.onOpenBlock(block)}
              >
                {warnings.length ? <span data-warning-badge="!" aria-hidden="true" /> : null}
                <span data-block-reason="">{block.reason || 'Blokada'}</span>
              </button>
            );
          })}
          {contents.stays.map((stay) => {
            const place = barPlacement(stay.from, stay.to, first, days.length);
            if (!place) return null;
            const warnings = contents.warnings.get(stay.id) ?? [];
            return (
              <button
                key={stay.id}
                type="button"
                data-bar=""
                data-testid="stay-bar"
                data-stay={stay.id}
                data-status={stay.status}
                data-warned={flag(warnings.length > 0)}
                data-moving={flag(moveTarget?.stay.id === stay.id)}
                data-cut-start={flag(place.cutStart)}
                data-cut-end={flag(place.cutEnd)}
                aria-label={`${stayLabel(stay)}${warnings.map((w) => `. ${w.message}`).join('')}`}
                title={warnings.map((w) => w.message).join('\n') || undefined}
                style={{ left: place.start * DAY_W, width: (place.end - place.start) * DAY_W }}
                onPointerDown={(e) => props.onStayPointerDown(e, stay)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    props.onOpenStay(stay);
                  }
                }}
              >
                {warnings.length ? (
                  <span data-warning-badge="!" aria-hidden="true" />
                ) : null}
                {stay.source ? (
                  <span data-source-mark={SOURCE_MARKS[stay.source.toLowerCase()] ?? '•'} aria-hidden="true" title={stay.source} />
                ) : null}
                {stay.onlineCheckIn ? <span data-check-in-mark="✓" aria-hidden="true" title={onlineCheckInLabel(true)} /> : null}
                <span data-guest="">{stay.fullName}</span>
              </button>
            );
          })}
          {moveTarget ? <MoveGhost stay={moveTarget.stay} from={moveTarget.from} first={first} days={days.length} /> : null}
        </div>
      </div>
    </div>
  );
});

/** Where a dragged stay would land. */
function MoveGhost({ stay, from, first, days }: { stay: CalendarStay; from: string; first: string; days: number }) {
  const nights = Math.round((Date.parse(stay.to) - Date.parse(stay.from)) / 86_400_000);
  const place = barPlacement(from, shiftDay(from, nights), first, days);
  if (!place) return null;
  return (
    <Box
      position="absolute"
      top="1"
      h="5"
      left={`${place.start * DAY_W}px`}
      w={`${(place.end - place.start) * DAY_W}px`}
      rounded="full"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor="teal.700"
      pointerEvents="none"
      data-testid="move-ghost"
    />
  );
}
