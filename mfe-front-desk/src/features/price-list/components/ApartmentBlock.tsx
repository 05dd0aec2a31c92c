import type { KeyboardEvent, MouseEvent } from 'react';
import { Box, Button, Text, formatDate, formatMoney, type PriceRuleDto, type PriceTier } from '@gospodarz/shared';
import { AVAILABILITY_LABELS, PRICE_TIER_LABELS, RULE_COLOR_HEX } from '@gospodarz/shared/dto';
import { AVAIL_H, GROUP_H, TIER_H, type GridRow } from '../layout';
import { guestNight, type PriceListRow } from '../model';

export const AVAILABILITY_COLORS = { available: 'green.400', reserved: 'red.400', blocked: 'gray.500' } as const;

/** The name the grid finds a day's cell by, to move the focus onto it. */
export const cellKey = (apartmentId: string, day: string) => `${apartmentId}|${day}`;

export interface CellHandlers {
  onMouseDown: (e: MouseEvent) => void;
  onMouseEnter: () => void;
  onFocus: () => void;
  onKeyDown: (e: KeyboardEvent) => void;
  onKeyUp: (e: KeyboardEvent) => void;
  onClick: (e: MouseEvent) => void;
}

export interface ApartmentBlockProps {
  item: PriceListRow;
  row: GridRow;
  /** the grid's columns: the name, then one per day */
  columns: Record<string, string>;
  /** each day of the window: weekend or not, and as the labels write it (dd.MM.yyyy) */
  dayInfo: Record<string, DayInfo>;
  showRules: boolean;
  rules: Map<string, PriceRuleDto>;
  /** the day of this apartment the Tab key lands on, if it is this one */
  tabStopDay: string | null;
  isSelected: (day: string) => boolean;
  onToggle: () => void;
  cellProps: (day: string) => CellHandlers;
}

export interface DayInfo {
  weekend: boolean;
  label: string;
}

/**
 * The styles of every day cell, set once on the grid (its `css`) and picked by data attributes. A window of 25
 * apartments × 20 days is over a thousand cells: as Chakra elements, resolving their style props was a third of the
 * grid's first render (and most of its garbage); as plain elements under one style sheet it is nothing.
 */
export const DAY_CELLS_CSS = {
  '& [data-day]': {
    h: `${TIER_H}px`,
    px: '1.5',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: '1',
    font: 'inherit',
    fontSize: 'xs',
    whiteSpace: 'nowrap',
    borderRightWidth: '1px',
    borderColor: 'border.muted',
    bg: 'bg',
    color: 'fg.muted',
    cursor: 'pointer',
    userSelect: 'none',
  },
  '& [data-day][data-weekend]': { bg: 'bg.subtle' },
  '& [data-day][data-priced]': { color: 'fg' },
  '& [data-day][data-selected]': { bg: 'teal.100' },
  // a price the day's rule changes: underlined dotted, as text with more to say on hover or focus
  '& [data-day][data-adjusted]': { textDecoration: 'underline dotted' },
  '& button[data-day]': { focusVisibleRing: 'inside' },
  '& [data-rule-dot]': { boxSize: '2', rounded: 'full', flexShrink: 0, mr: 'auto' },
  '& [data-availability-cell]': { px: '0.5', py: '0.5', borderRightWidth: '1px', borderColor: 'border.muted' },
  '& [data-availability]': { display: 'block', h: 'full', rounded: 'sm' },
  ...Object.fromEntries(Object.entries(AVAILABILITY_COLORS).map(([a, bg]) => [`& [data-availability="${a}"]`, { bg }])),
} as const;

/**
 * One apartment in the grid: its listing's name when it is the listing's first, the availability bar of each day,
 * and its prices for 1-2 persons (each day a button) or, expanded, for every tier.
 */
export function ApartmentBlock({ item, row, columns, dayInfo, showRules, rules, tabStopDay, isSelected, onToggle, cellProps }: ApartmentBlockProps) {
  const a = item.attributes;

  const tierCells = (tier: PriceTier, focusable: boolean) =>
    a.days.map((d) => {
      const rule = d.ruleId ? rules.get(d.ruleId) : undefined;
      // what the guest pays for the tier in view; the base and the rule on hover (title) and focus (label, the note)
      const { price, note } = guestNight(d.prices[tier], d.date, rule?.attributes, a.currency);
      const selected = isSelected(d.date);
      const handlers = cellProps(d.date);
      const cell = {
        'data-day': '',
        'data-weekend': dayInfo[d.date]?.weekend ? '' : undefined,
        'data-priced': d.priced ? '' : undefined,
        'data-selected': selected ? '' : undefined,
        'data-adjusted': note ? '' : undefined,
        title: note ?? undefined,
      };
      const content = (
        <>
          {showRules && rule ? <span data-rule-dot="" aria-hidden="true" title={rule.attributes.name} style={{ background: RULE_COLOR_HEX[rule.attributes.color] }} /> : null}
          {price === null ? '—' : formatMoney(price, a.currency)}
        </>
      );
      // the other tiers show the same days: the mouse may pick them there too, the keyboard moves along 1-2
      if (!focusable) {
        return (
          <div key={`${tier}-${d.date}`} {...cell} onMouseDown={handlers.onMouseDown} onMouseEnter={handlers.onMouseEnter}>
            {content}
          </div>
        );
      }
      const label = [
        `${a.name}, ${dayInfo[d.date]?.label ?? formatDate(d.date)}`,
        price === null ? 'brak ceny' : formatMoney(price, a.currency),
        note,
        AVAILABILITY_LABELS[d.availability],
        showRules && rule ? `reguła ${rule.attributes.name}` : null,
      ]
        .filter(Boolean)
        .join(', ');
      return (
        <button
          key={`${tier}-${d.date}`}
          type="button"
          {...cell}
          {...handlers}
          data-cell={cellKey(item.id, d.date)}
          aria-label={label}
          aria-pressed={selected}
          tabIndex={tabStopDay === d.date ? 0 : -1}
        >
          {content}
        </button>
      );
    });

  return (
    <Box style={{ height: row.height }} borderBottomWidth="1px" data-testid="price-grid-apartment">
      {row.groupStart ? (
        <Box h={`${GROUP_H}px`} bg="bg.muted" display="flex" alignItems="center">
          <Text position="sticky" left="0" px="2" fontSize="sm" fontWeight="semibold">
            {a.accommodationName}
          </Text>
        </Box>
      ) : null}
      <Box display="grid" gridTemplateColumns={columns} gridTemplateRows={`${AVAIL_H}px repeat(${row.expanded ? 3 : 1}, ${TIER_H}px)`}>
        <Box gridRow="1 / span 2" position="sticky" left="0" zIndex="1" bg="bg" borderRightWidth="1px" px="2" display="flex" alignItems="center" gap="1" minW="0">
          <Button size="2xs" variant="ghost" aria-expanded={row.expanded} aria-label={`${row.expanded ? 'Ukryj' : 'Pokaż'} ceny dla 3-4 i 5+ osób: ${a.name}`} onClick={onToggle}>
            {row.expanded ? '▾' : '▸'}
          </Button>
          <Box minW="0">
            <Text fontSize="sm" fontWeight="medium" truncate title={a.name}>
              {a.name}
            </Text>
            {row.expanded || a.smartPricing ? (
              <Text fontSize="2xs" color="fg.muted">
                {[row.expanded ? PRICE_TIER_LABELS['1-2'] : null, a.smartPricing ? 'inteligentne ceny' : null].filter(Boolean).join(' · ')}
              </Text>
            ) : null}
          </Box>
        </Box>
        {a.days.map((d) => (
          <div key={d.date} data-availability-cell="" aria-hidden="true">
            <span title={AVAILABILITY_LABELS[d.availability]} data-availability={d.availability} />
          </div>
        ))}
        {tierCells('1-2', true)}
        {row.expanded
          ? (['3-4', '5+'] as const).flatMap((tier) => [
              <Box key={`label-${tier}`} position="sticky" left="0" zIndex="1" bg="bg" borderRightWidth="1px" px="2" display="flex" alignItems="center" fontSize="2xs" color="fg.muted">
                {PRICE_TIER_LABELS[tier]}
              </Box>,
              ...tierCells(tier, false),
            ])
          : null}
      </Box>
    </Box>
  );
}
