import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Box, ErrorPanel, Text, formatDate, type PriceRuleDto } from '@gospodarz/shared';
import { isWeekend, today, weekdayShort } from '../dates';
import type { Selection } from '../form';
import { guestNight, type PriceListRow } from '../model';
import { gridLayout, pagesOf, visibleRows, type GridRow } from '../layout';
import { actions, PER_PAGE, selectPriceList } from '../slice';
import { ApartmentBlock, DAY_CELLS_CSS, cellKey, type DayInfo } from './ApartmentBlock';

const NAME_W = { base: '8.5rem', md: '13rem' };
const DAY_W = '5.75rem';
/** Used until the grid's box is measured (and by jsdom, which measures nothing). */
const FALLBACK_HEIGHT = 600;

export interface PriceGridProps {
  days: string[];
  showRules: boolean;
  rules: Map<string, PriceRuleDto>;
  onSelect: (selection: Selection) => void;
  /** the pricing dialog is open: the range stays marked until it closes */
  dialogOpen: boolean;
}

interface Range {
  apartmentId: string;
  anchor: string;
  focus: string;
}

const ordered = (a: string, b: string) => (a <= b ? [a, b] : [b, a]);

/**
 * The apartments × days of the price list. Only the rows in view are rendered, and only their pages of apartments
 * are fetched. A day opens the pricing dialog; so does a range picked by dragging the mouse or with Shift+arrows.
 */
export function PriceGrid({ days, showRules, rules, onSelect, dialogOpen }: PriceGridProps) {
  const dispatch = useDispatch();
  const { window: win } = useSelector(selectPriceList);
  const from = days[0];
  const to = days[days.length - 1];
  const key = `${from}|${to}`;
  const pages = useMemo(() => (win.key === key ? win.pages : {}), [win.key, win.pages, key]);
  // until the first page tells how many apartments there are, one page is assumed
  const total = win.count ?? PER_PAGE;

  const boxRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, height: FALLBACK_HEIGHT });
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  const [range, setRange] = useState<Range | null>(null);
  const [active, setActive] = useState<{ apartmentId: string; day: string } | null>(null);
  const dragging = useRef(false);
  useEffect(() => {
    if (!dialogOpen && !dragging.current) setRange(null);
  }, [dialogOpen]);
  const rangeRef = useRef<Range | null>(null);
  rangeRef.current = range;

  const layout = useMemo(() => gridLayout(total, pages, expanded), [total, pages, expanded]);
  // worked out once per window, not once per cell
  const dayInfo = useMemo(() => Object.fromEntries(days.map((day) => [day, { weekend: isWeekend(day), label: formatDate(day) }])) as Record<string, DayInfo>, [days]);
  const shown = visibleRows(layout, view.top, view.height);
  const wanted = pagesOf(shown.length ? shown : layout.rows.slice(0, 1)).join(',');

  const measure = useCallback(() => {
    const box = boxRef.current;
    if (box) setView({ top: box.scrollTop, height: box.clientHeight || FALLBACK_HEIGHT });
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  // one request per page of apartments in view, once per window of days
  useEffect(() => {
    for (const page of wanted.split(',').filter(Boolean).map(Number)) {
      if (!pages[page]) dispatch(actions.loadPage(from, to, page));
    }
  }, [wanted, pages, from, to, dispatch]);

  const items = layout.rows.map((r) => r.item);
  const open = useCallback(
    (r: Range) => {
      const item = items.find((i) => i?.id === r.apartmentId);
      if (!item) return;
      const [start, end] = ordered(r.anchor, r.focus);
      onSelect({ apartment: item.attributes, from: start, to: end });
    },
    [items, onSelect],
  );

  // a drag ends wherever the mouse is let go
  useEffect(() => {
    const up = () => {
      if (!dragging.current) return;
      dragging.current = false;
      if (rangeRef.current) open(rangeRef.current);
    };
    document.addEventListener('mouseup', up);
    return () => document.removeEventListener('mouseup', up);
  }, [open]);

  // focus follows the keyboard, also onto a row scrolled into view for it
  const [pendingFocus, setPendingFocus] = useState<string | null>(null);
  useEffect(() => {
    if (!pendingFocus) return;
    const cell = boxRef.current?.querySelector<HTMLElement>(`[data-cell="${pendingFocus}"]`);
    if (cell) {
      cell.focus();
      setPendingFocus(null);
    }
    // the rows in view follow the scroll and the pages: a row scrolled to is there once they have changed
  }, [pendingFocus, view, layout]);

  const moveTo = (apartmentId: string, day: string) => {
    setActive({ apartmentId, day });
    setPendingFocus(cellKey(apartmentId, day));
  };

  const onKeyDown = (e: KeyboardEvent, row: GridRow, item: PriceListRow, day: string) => {
    const i = days.indexOf(day);
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft' || e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      const next =
        e.key === 'Home' ? days[0] : e.key === 'End' ? days[days.length - 1] : days[Math.min(days.length - 1, Math.max(0, i + (e.key === 'ArrowRight' ? 1 : -1)))];
      if (e.shiftKey) {
        const anchor = range && range.apartmentId === item.id ? range.anchor : day;
        setRange({ apartmentId: item.id, anchor, focus: next });
      } else setRange(null);
      moveTo(item.id, next);
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      let j = row.index + step;
      while (j >= 0 && j < layout.rows.length && !layout.rows[j].item) j += step;
      const target = layout.rows[j];
      if (!target?.item) return;
      const box = boxRef.current;
      if (box && (target.top < box.scrollTop || target.top + target.height > box.scrollTop + box.clientHeight)) {
        box.scrollTop = target.top;
        measure();
      }
      setRange(null);
      moveTo(target.item.id, day);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      open(range && range.apartmentId === item.id ? range : { apartmentId: item.id, anchor: day, focus: day });
    }
  };

  const onKeyUp = (e: KeyboardEvent) => {
    // a range picked with Shift+arrows opens the dialog when Shift is let go
    if (e.key === 'Shift' && range && range.anchor !== range.focus) open(range);
  };

  const inRange = (apartmentId: string, day: string) => {
    if (!range || range.apartmentId !== apartmentId) return false;
    const [start, end] = ordered(range.anchor, range.focus);
    return day >= start && day <= end;
  };

  const mouse = (item: PriceListRow, day: string) => ({
    onMouseDown: (e: MouseEvent) => {
      if (e.button !== 0) return;
      dragging.current = true;
      setRange({ apartmentId: item.id, anchor: day, focus: day });
    },
    onMouseEnter: () => {
      if (dragging.current && rangeRef.current?.apartmentId === item.id) setRange({ ...rangeRef.current, focus: day });
    },
  });

  const loaded = shown.filter((r) => r.item);
  const tabStop = active && loaded.some((r) => r.item!.id === active.apartmentId) && days.includes(active.day) ? active : loaded[0]?.item ? { apartmentId: loaded[0].item.id, day: days[0] } : null;
  const failed = Object.entries(pages).filter(([, p]) => p.error);
  const todayDay = today();
  const columns = { base: `${NAME_W.base} repeat(${days.length}, ${DAY_W})`, md: `${NAME_W.md} repeat(${days.length}, ${DAY_W})` };
  const first = shown[0];
  const last = shown[shown.length - 1];
  // the focused day's price for 1-2 persons, when its rule changes it: said below the grid (the base and the rule)
  const focusedDay = active ? items.find((i) => i?.id === active.apartmentId)?.attributes.days.find((d) => d.date === active.day) : undefined;
  const focusedItem = active ? items.find((i) => i?.id === active.apartmentId) : undefined;
  const focusedNote =
    focusedDay && focusedItem ? guestNight(focusedDay.prices['1-2'], focusedDay.date, focusedDay.ruleId ? rules.get(focusedDay.ruleId)?.attributes : undefined, focusedItem.attributes.currency).note : null;

  if (win.count === 0) {
    return <Text color="fg.muted">Nie masz jeszcze apartamentów. Dodaj obiekt w Administracji, a pojawi się tutaj.</Text>;
  }

  const toggleExpanded = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Box>
      {failed.length ? (
        <Box mb="3">
          <ErrorPanel message={failed[0][1].error!} onRetry={() => failed.forEach(([page]) => dispatch(actions.loadPage(from, to, Number(page))))} />
        </Box>
      ) : null}
      <Box
        ref={boxRef}
        onScroll={measure}
        overflow="auto"
        maxH="calc(100vh - 16rem)"
        minH="20rem"
        borderWidth="1px"
        rounded="md"
        position="relative"
        role="region"
        aria-label="Cennik: apartamenty i dni"
        data-testid="price-grid"
      >
        <Box minW="max-content" css={DAY_CELLS_CSS}>
          <Box display="grid" gridTemplateColumns={columns} position="sticky" top="0" zIndex="2" bg="bg" borderBottomWidth="1px">
            <Box position="sticky" left="0" zIndex="1" bg="bg" px="2" py="1.5" fontSize="xs" fontWeight="semibold" borderRightWidth="1px">
              Apartament
            </Box>
            {days.map((day) => (
              <Box
                key={day}
                px="1.5"
                py="1"
                textAlign="center"
                fontSize="xs"
                borderRightWidth="1px"
                borderColor="border.muted"
                bg={day === todayDay ? 'teal.50' : dayInfo[day].weekend ? 'bg.subtle' : 'bg'}
                aria-current={day === todayDay ? 'date' : undefined}
                data-testid="price-grid-day"
              >
                <Text color="fg.muted">{weekdayShort(day)}</Text>
                <Text fontWeight={day === todayDay ? 'bold' : 'medium'}>{day.slice(8, 10) + '.' + day.slice(5, 7)}</Text>
              </Box>
            ))}
          </Box>
          <Box style={{ height: first ? first.top : 0 }} />
          {shown.map((row) => {
            const item = row.item;
            if (!item) {
              return <Box key={`empty-${row.index}`} style={{ height: row.height }} borderBottomWidth="1px" bg="bg.muted" opacity={0.5} aria-hidden="true" />;
            }
            return (
              <ApartmentBlock
                key={item.id}
                item={item}
                row={row}
                columns={columns}
                dayInfo={dayInfo}
                showRules={showRules}
                rules={rules}
                tabStopDay={tabStop?.apartmentId === item.id ? tabStop.day : null}
                isSelected={(day) => inRange(item.id, day)}
                onToggle={() => toggleExpanded(item.id)}
                cellProps={(day) => ({
                  ...mouse(item, day),
                  onFocus: () => setActive({ apartmentId: item.id, day }),
                  onKeyDown: (e: KeyboardEvent) => onKeyDown(e, row, item, day),
                  onKeyUp,
                  // a click by keyboard or assistive technology (no mouse press before it) opens the day at once
                  onClick: (e: MouseEvent) => (e.detail === 0 ? open({ apartmentId: item.id, anchor: day, focus: day }) : undefined),
                })}
              />
            );
          })}
          <Box style={{ height: last ? layout.height - last.top - last.height : 0 }} />
        </Box>
      </Box>
      <Text fontSize="xs" color="fg.muted" mt="1" minH="4" aria-live="polite" data-testid="price-note">
        {focusedNote ? `${focusedItem!.attributes.name}, ${formatDate(active!.day)}: ${focusedNote}` : ''}
      </Text>
    </Box>
  );
}
