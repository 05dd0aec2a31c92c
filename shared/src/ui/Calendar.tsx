import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button, IconButton } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { addDays, todayInPoland } from '@gospodarz/contracts/values';
import { MONTH_NAMES } from '../format/format';

// A month calendar for DateInput: Polish month and weekday names, weeks from Monday, days as 'yyyy-MM-dd'
// strings (no time zone can shift them), usable by keyboard as the ARIA date picker pattern describes:
// arrows move by a day or a week, PageUp/PageDown by a month (with Shift by a year), Home/End to the week's
// ends, Enter or Space picks the day.

export const MONTHS_NOMINATIVE = MONTH_NAMES;
const MONTHS_GENITIVE = [
  'stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca',
  'lipca', 'sierpnia', 'września', 'października', 'listopada', 'grudnia',
];
const WEEKDAYS = ['poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota', 'niedziela'];
const WEEKDAYS_SHORT = ['pn', 'wt', 'śr', 'cz', 'pt', 'so', 'nd'];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const toIso = (d: Date) => `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const fromIso = (iso: string) => new Date(`${iso}T00:00:00Z`);

export function addMonths(iso: string, months: number): string {
  const d = fromIso(iso);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return toIso(d);
}

/** Today in Poland, as 'yyyy-MM-dd' (every screen's today is Warsaw's). */
export const todayIso = (): string => todayInPoland();

/** 0 = Monday … 6 = Sunday */
const weekdayOf = (iso: string) => (fromIso(iso).getUTCDay() + 6) % 7;

/** 'poniedziałek, 23 listopada 2026', a day's accessible name. */
export function spokenDate(iso: string): string {
  const d = fromIso(iso);
  return `${WEEKDAYS[weekdayOf(iso)]}, ${d.getUTCDate()} ${MONTHS_GENITIVE[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

const clamp = (iso: string, min: string, max: string) => (iso < min ? min : iso > max ? max : iso);

export interface CalendarProps {
  /** the chosen day, 'yyyy-MM-dd' */
  value?: string;
  /** the first and last day that can be chosen, 'yyyy-MM-dd' */
  min: string;
  max: string;
  onSelect(iso: string): void;
}

export function Calendar({ value, min, max, onSelect }: CalendarProps) {
  const [focused, setFocused] = useState(() => clamp(value || todayIso(), min, max));
  const moved = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const year = Number(focused.slice(0, 4));
  const month = Number(focused.slice(5, 7)) - 1;
  const today = todayIso();

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const move = (iso: string) => {
    moved.current = true;
    setFocused(clamp(iso, min, max));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const steps: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
      Home: () => addDays(focused, -weekdayOf(focused)),
      End: () => addDays(focused, 6 - weekdayOf(focused)),
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    move(step());
  };

  const first = `${pad(year, 4)}-${pad(month + 1)}-01`;
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let d = 1; d <= daysInMonth; d++) cells.push(`${pad(year, 4)}-${pad(month + 1)}-${pad(d)}`);
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
  const minYear = Number(min.slice(0, 4));
  const maxYear = Number(max.slice(0, 4));
  const selectStyle = {
    h: '8',
    px: '2',
    borderWidth: '1px',
    borderColor: 'border',
    rounded: 'l2',
    bg: 'bg',
    fontSize: 'sm',
  } as const;
  const heading = `${MONTHS_NOMINATIVE[month]} ${year}`;

  return (
    <Box>
      <HStack gap="1" justify="space-between" mb="2">
        <IconButton
          type="button"
          size="xs"
          variant="ghost"
          aria-label="Poprzedni miesiąc"
          disabled={first <= min}
          onClick={() => setFocused(clamp(addMonths(focused, -1), min, max))}
        >
          ‹
        </IconButton>
        <chakra.select
          aria-label="Miesiąc"
          value={month}
          onChange={(e) => setFocused(clamp(`${pad(year, 4)}-${pad(Number(e.target.value) + 1)}-01`, min, max))}
          {...selectStyle}
        >
          {MONTHS_NOMINATIVE.map((name, i) => (
            <option key={name} value={i}>
              {name}
            </option>
          ))}
        </chakra.select>
        <chakra.select
          aria-label="Rok"
          value={year}
          onChange={(e) => setFocused(clamp(`${e.target.value}-${pad(month + 1)}-01`, min, max))}
          {...selectStyle}
        >
          {Array.from({ length: maxYear - minYear + 1 }, (_, i) => minYear + i).map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </chakra.select>
        <IconButton
          type="button"
          size="xs"
          variant="ghost"
          aria-label="Następny miesiąc"
          disabled={addMonths(first, 1) > max}
          onClick={() => setFocused(clamp(addMonths(focused, 1), min, max))}
        >
          ›
        </IconButton>
      </HStack>
      <chakra.table ref={grid} role="grid" aria-label={heading} onKeyDown={onKeyDown} borderCollapse="collapse">
        <thead>
          <tr>
            {WEEKDAYS_SHORT.map((short, i) => (
              <chakra.th key={short} scope="col" fontSize="xs" fontWeight="medium" color="fg.muted" pb="1">
                <abbr title={WEEKDAYS[i]} style={{ textDecoration: 'none' }}>
                  {short}
                </abbr>
              </chakra.th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((iso, i) =>
                iso ? (
                  <td key={iso}>
                    <Button
                      type="button"
                      size="xs"
                      w="8"
                      minW="8"
                      px="0"
                      variant={iso === value ? 'solid' : 'ghost'}
                      fontWeight={iso === today ? 'bold' : 'normal'}
                      textDecoration={iso === today ? 'underline' : undefined}
                      data-day={iso}
                      tabIndex={iso === focused ? 0 : -1}
                      aria-label={spokenDate(iso)}
                      aria-pressed={iso === value}
                      aria-current={iso === today ? 'date' : undefined}
                      disabled={iso < min || iso > max}
                      onClick={() => onSelect(iso)}
                      onFocus={() => setFocused(iso)}
                    >
                      {Number(iso.slice(8))}
                    </Button>
                  </td>
                ) : (
                  <td key={`empty-${w}-${i}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </chakra.table>
      <HStack justify="flex-end" mt="2">
        <Button
          type="button"
          size="xs"
          variant="ghost"
          disabled={today < min || today > max}
          onClick={() => onSelect(today)}
        >
          Dzisiaj
        </Button>
      </HStack>
    </Box>
  );
}
