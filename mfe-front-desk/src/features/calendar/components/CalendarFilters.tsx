import { Box, Button, HStack, Input, NativeSelect, SimpleGrid, Stack, Text, chakra } from '@gospodarz/shared';
import { CALENDAR_STATUSES, CALENDAR_STATUS_LABELS, type CalendarStatus } from '@gospodarz/shared/dto';
import type { ViewFilters } from '../model';

export const PERIODS = [7, 14, 21, 28, 42, 62];

/** Reads a number typed with a decimal comma or dot; null when empty or not a number. */
export const numberOf = (text: string) => {
  const n = Number(text.replace(',', '.').replace(/\s/g, ''));
  return text.trim() === '' || Number.isNaN(n) ? null : n;
};

/** An apartment the filter offers, with its listing's name beside it. */
export interface ApartmentOption {
  id: string;
  name: string;
  listingName?: string;
}

/** Past this many apartments the list shows those matching the search only (a thousand checkboxes help nobody). */
const LISTED = 200;

export interface FilterPanelProps {
  view: ViewFilters;
  /** every apartment of the account (the caller may see), to choose from */
  apartments: ApartmentOption[];
  /** the apartments chosen (asked of the server); none: all */
  apartmentIds: string[];
  onApartmentIds: (next: string[]) => void;
  onView: (next: ViewFilters) => void;
  statuses: CalendarStatus[];
  onStatuses: (next: CalendarStatus[]) => void;
  days: number;
  onDays: (days: number) => void;
  sources: string[];
  onClear: () => void;
}

/**
 * The calendar's filters: apartments (chosen, asked of the server, or by part of a name), the period, the apartments' statuses in it (asked of the server),
 * stays by nights and channel, apartments by the day price.
 */
export function CalendarFilters({ view, onView, apartments, apartmentIds, onApartmentIds, statuses, onStatuses, days, onDays, sources, onClear }: FilterPanelProps) {
  const chosen = new Set(apartmentIds);
  const needle = view.name.trim().toLowerCase();
  const matching = apartments.filter((a) => chosen.has(a.id) || !needle || a.name.toLowerCase().includes(needle) || (a.listingName ?? '').toLowerCase().includes(needle));
  const listed = matching.slice(0, LISTED);
  const text = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));
  return (
    <Box borderWidth="1px" rounded="md" p="3" mb="3" role="search" aria-label="Filtry kalendarza">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
        <chakra.fieldset minW="0" gridRow={{ lg: 'span 2' }}>
          <chakra.legend fontSize="sm" mb="1">
            {apartmentIds.length ? `Apartamenty (wybrano: ${apartmentIds.length})` : 'Apartamenty'}
          </chakra.legend>
          <Input
            size="sm"
            value={view.name}
            onChange={(e) => onView({ ...view, name: e.target.value })}
            placeholder="Nazwa apartamentu lub obiektu"
            aria-label="Szukaj apartamentu"
          />
          <Box maxH="32" overflowY="auto" mt="2">
            <Stack gap="1">
              {listed.map((a) => (
                <chakra.label key={a.id} display="flex" gap="1.5" alignItems="center" fontSize="sm">
                  <chakra.input
                    type="checkbox"
                    checked={chosen.has(a.id)}
                    onChange={(e) => onApartmentIds(e.target.checked ? [...apartmentIds, a.id] : apartmentIds.filter((id) => id !== a.id))}
                    accentColor="teal.600"
                  />
                  <Text truncate>
                    {a.name}
                    {a.listingName && a.listingName !== a.name ? <chakra.span color="fg.muted"> · {a.listingName}</chakra.span> : null}
                  </Text>
                </chakra.label>
              ))}
            </Stack>
          </Box>
          {matching.length > LISTED ? (
            <Text fontSize="xs" color="fg.muted" mt="1">
              Pokazano {LISTED} z {matching.length}: zawęź wyszukiwanie.
            </Text>
          ) : null}
        </chakra.fieldset>
        <label>
          <Text fontSize="sm" mb="1">Okres</Text>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={days} onChange={(e) => onDays(Number(e.target.value))}>
              {PERIODS.map((n) => (
                <option key={n} value={n}>
                  {n} dni
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </label>
        <label>
          <Text fontSize="sm" mb="1">Kanał</Text>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={view.source} onChange={(e) => onView({ ...view, source: e.target.value })}>
              <option value="">Wszystkie</option>
              {sources.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </label>
        <chakra.fieldset minW="0">
          <chakra.legend fontSize="sm" mb="1">Status</chakra.legend>
          <HStack gap="3" wrap="wrap">
            {CALENDAR_STATUSES.map((s) => (
              <chakra.label key={s} display="flex" gap="1.5" alignItems="center" fontSize="sm">
                <chakra.input
                  type="checkbox"
                  checked={statuses.includes(s)}
                  onChange={(e) => onStatuses(e.target.checked ? [...statuses, s] : statuses.filter((x) => x !== s))}
                  accentColor="teal.600"
                />
                {CALENDAR_STATUS_LABELS[s]}
              </chakra.label>
            ))}
          </HStack>
        </chakra.fieldset>
        <Stack gap="1">
          <Text fontSize="sm">Liczba dób</Text>
          <HStack>
            <Input size="sm" aria-label="Liczba dób od" placeholder="od" inputMode="numeric" defaultValue={text(view.nightsFrom)} onChange={(e) => onView({ ...view, nightsFrom: numberOf(e.target.value) })} />
            <Input size="sm" aria-label="Liczba dób do" placeholder="do" inputMode="numeric" defaultValue={text(view.nightsTo)} onChange={(e) => onView({ ...view, nightsTo: numberOf(e.target.value) })} />
          </HStack>
        </Stack>
        <Stack gap="1">
          <Text fontSize="sm">Cena za dobę (zł)</Text>
          <HStack>
            <Input size="sm" aria-label="Cena od" placeholder="od" inputMode="decimal" defaultValue={text(view.rateFrom)} onChange={(e) => onView({ ...view, rateFrom: numberOf(e.target.value) })} />
            <Input size="sm" aria-label="Cena do" placeholder="do" inputMode="decimal" defaultValue={text(view.rateTo)} onChange={(e) => onView({ ...view, rateTo: numberOf(e.target.value) })} />
          </HStack>
        </Stack>
      </SimpleGrid>
      <Button size="sm" variant="ghost" mt="2" onClick={onClear}>
        Wyczyść filtry
      </Button>
    </Box>
  );
}
