import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Box, Button, ErrorPanel, Text, chakra, formatMoney, type PriceListDto, type PriceRuleDto, type PriceTier } from '@gospodarz/shared';
import { AVAILABILITY_LABELS, PRICE_TIER_LABELS, RULE_COLOR_HEX } from '@gospodarz/shared/dto';
import { isWeekend, today, weekdayShort } from '../dates';
import type { Selection } from '../form';
import { AVAIL_H, GROUP_H, TIER_H, gridLayout, pagesOf, visibleRows, type GridRow } from '../layout';
import { actions, PER_PAGE, selectPriceList } from '../slice';

export const AVAILABILITY_COLORS = { available: 'green.400', reserved: 'red.400', blocked: 'gray.500' } as const;
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
const cellKey = (apartmentId: string, day: string) => `${apartmentId}|${day}`;

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

  const rowOf = (id: string) => layout.rows.find((r) => r.item?.id === id);
  const onKeyDown = (e: KeyboardEvent, row: GridRow, item: PriceListDto, day: string) => {
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

  const mouse = (item: PriceListDto, day: string) => ({
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

  if (win.count === 0) {
    return <Text color="fg.muted">Nie masz jeszcze apartamentów. Dodaj obiekt w Administracji, a pojawi się tutaj.</Text>;
  }

  const tierRow = (item: PriceListDto, tier: PriceTier, focusable: boolean) => {
    const a = item.attributes;
    return a.days.map((d) => {
      const price = d.prices[tier];
      const rule = d.ruleId ? rules.get(d.ruleId) : undefined;
      const selected = inRange(item.id, d.date);
      const style = {
        h: `${TIER_H}px`,
        px: '1.5',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: '1',
        fontSize: 'xs',
        whiteSpace: 'nowrap',
        borderRightWidth: '1px',
        borderColor: 'border.muted',
        bg: selected ? 'teal.100' : isWeekend(d.date) ? 'bg.subtle' : 'bg',
        color: d.priced ? 'fg' : 'fg.muted',
        cursor: 'pointer',
        userSelect: 'none',
      } as const;
      const content = (
        <>
          {showRules && rule ? (
            <Box as="span" aria-hidden="true" boxSize="2" rounded="full" flexShrink={0} mr="auto" title={rule.attributes.name} style={{ background: RULE_COLOR_HEX[rule.attributes.color] }} />
          ) : null}
          {price === null ? '—' : formatMoney(price, a.currency)}
        </>
      );
      if (!focusable) {
        return (
          <Box key={`${tier}-${d.date}`} {...style} {...mouse(item, d.date)}>
            {content}
          </Box>
        );
      }
      const label = [
        `${a.name}, ${d.date.split('-').reverse().join('.')}`,
        price === null ? 'brak ceny' : formatMoney(price, a.currency),
        AVAILABILITY_LABELS[d.availability],
        showRules && rule ? `reguła ${rule.attributes.name}` : null,
      ]
        .filter(Boolean)
        .join(', ');
      return (
        <chakra.button
          key={`${tier}-${d.date}`}
          type="button"
          {...style}
          data-cell={cellKey(item.id, d.date)}
          aria-label={label}
          aria-pressed={selected}
          tabIndex={tabStop?.apartmentId === item.id && tabStop.day === d.date ? 0 : -1}
          focusVisibleRing="inside"
          onFocus={() => setActive({ apartmentId: item.id, day: d.date })}
          onKeyDown={(e) => onKeyDown(e, rowOf(item.id)!, item, d.date)}
          onKeyUp={onKeyUp}
          // a click by keyboard or assistive technology (no mouse press before it) opens the day at once
          onClick={(e) => (e.detail === 0 ? open({ apartmentId: item.id, anchor: d.date, focus: d.date }) : undefined)}
          {...mouse(item, d.date)}
        >
          {content}
        </chakra.button>
      );
    });
  };
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
        <Box minW="max-content">
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
                bg={day === todayDay ? 'teal.50' : isWeekend(day) ? 'bg.subtle' : 'bg'}
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
            const a = item.attributes;
            return (
              <Box key={item.id} style={{ height: row.height }} borderBottomWidth="1px" data-testid="price-grid-apartment">
                {row.groupStart ? (
                  <Box h={`${GROUP_H}px`} bg="bg.muted" display="flex" alignItems="center">
                    <Text position="sticky" left="0" px="2" fontSize="sm" fontWeight="semibold">
                      {a.accommodationName}
                    </Text>
                  </Box>
                ) : null}
                <Box display="grid" gridTemplateColumns={columns} gridTemplateRows={`${AVAIL_H}px repeat(${row.expanded ? 3 : 1}, ${TIER_H}px)`}>
                  <Box gridRow="1 / span 2" position="sticky" left="0" zIndex="1" bg="bg" borderRightWidth="1px" px="2" display="flex" alignItems="center" gap="1" minW="0">
                    <Button
                      size="2xs"
                      variant="ghost"
                      aria-expanded={row.expanded}
                      aria-label={`${row.expanded ? 'Ukryj' : 'Pokaż'} ceny dla 3-4 i 5+ osób: ${a.name}`}
                      onClick={() => toggleExpanded(item.id)}
                    >
                      {row.expanded ? '▾' : '▸'}
                    </Button>
                    <Box minW="0">
                      <Text fontSize="sm" fontWeight="medium" truncate title={a.name}>
                        {a.name}
                      </Text>
                      {row.expanded ? (
                        <Text fontSize="2xs" color="fg.muted">
                          {PRICE_TIER_LABELS['1-2']}
                          {a.smartPricing ? ' · inteligentne ceny' : ''}
                        </Text>
                      ) : a.smartPricing ? (
                        <Text fontSize="2xs" color="fg.muted">
                          inteligentne ceny
                        </Text>
                      ) : null}
                    </Box>
                  </Box>
                  {a.days.map((d) => (
                    <Box key={d.date} px="0.5" py="0.5" borderRightWidth="1px" borderColor="border.muted" aria-hidden="true">
                      <Box h="full" rounded="sm" bg={AVAILABILITY_COLORS[d.availability]} title={AVAILABILITY_LABELS[d.availability]} data-availability={d.availability} />
                    </Box>
                  ))}
                  {tierRow(item, '1-2', true)}
                  {row.expanded
                    ? (['3-4', '5+'] as const).flatMap((tier) => [
                        <Box key={`label-${tier}`} position="sticky" left="0" zIndex="1" bg="bg" borderRightWidth="1px" px="2" display="flex" alignItems="center" fontSize="2xs" color="fg.muted">
                          {PRICE_TIER_LABELS[tier]}
                        </Box>,
                        ...tierRow(item, tier, false),
                      ])
                    : null}
                </Box>
              </Box>
            );
          })}
          <Box style={{ height: last ? layout.height - last.top - last.height : 0 }} />
        </Box>
      </Box>
    </Box>
  );
}
