import { useEffect, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from '@gospodarz/shared/router';
import { Box, Button, Flex, HStack, IconButton, NativeSelect, PageHeader, Text, formatBodyDate, formatDate, MONTH_NAMES, type PriceRuleDto } from '@gospodarz/shared';
import { AVAILABILITIES, AVAILABILITY_LABELS, RULE_COLOR_HEX } from '@gospodarz/shared/dto';
import { ruleList, selectRules } from '../../rules';
import { SHIFT_DAYS, daysFrom, parseDay, shiftDay, today } from '../dates';
import type { Selection } from '../form';
import { AVAILABILITY_COLORS } from './ApartmentBlock';
import { PriceGrid } from './PriceGrid';
import { PricingDialog } from './PricingDialog';


/**
 * /front-desk/price-list (tab 'Aktualny cennik'): 20 days from the start in the URL (?from=yyyy-MM-dd, today
 * without it) for every apartment, grouped by listing.
 */
export function PriceListPage() {
  const dispatch = useDispatch();
  const [params, setParams] = useSearchParams();
  const asked = params.get('from');
  const start = asked && parseDay(asked) ? asked : today();
  const days = useMemo(() => daysFrom(start), [start]);
  const startDate = parseDay(start)!;
  const rules = useSelector(selectRules).list;
  const [showRules, setShowRules] = useState(true);
  const [selection, setSelection] = useState<Selection | null>(null);

  useEffect(() => {
    dispatch(ruleList.actions.load());
  }, [dispatch]);
  const rulesById = useMemo(() => new Map<string, PriceRuleDto>(rules.data.map((r) => [r.id, r])), [rules.data]);

  const go = (day: string | null) => {
    const next = new URLSearchParams(params);
    if (day) next.set('from', day);
    else next.delete('from');
    setParams(next);
  };
  const goMonth = (year: number, month: number) => go(formatBodyDate(new Date(year, month, 1)));
  const thisYear = Number(today().slice(0, 4));
  const shownYear = startDate.getFullYear();
  const years = [...new Set([thisYear - 1, thisYear, thisYear + 1, thisYear + 2, shownYear - 1, shownYear, shownYear + 1])].sort((a, b) => a - b);

  return (
    <Box>
      <PageHeader title="Aktualny cennik" description={`${formatDate(days[0])} – ${formatDate(days[days.length - 1])}`} />
      <Flex gap="3" wrap="wrap" align="center" mb="3">
        <HStack gap="1">
          <IconButton size="sm" variant="outline" aria-label={`Poprzednie dni (o ${SHIFT_DAYS})`} onClick={() => go(shiftDay(start, -SHIFT_DAYS))}>
            ‹
          </IconButton>
          <Button size="sm" variant="outline" onClick={() => go(null)}>
            Dzisiaj
          </Button>
          <IconButton size="sm" variant="outline" aria-label={`Następne dni (o ${SHIFT_DAYS})`} onClick={() => go(shiftDay(start, SHIFT_DAYS))}>
            ›
          </IconButton>
        </HStack>
        <HStack gap="2">
          <NativeSelect.Root size="sm" w="9rem">
            <NativeSelect.Field aria-label="Miesiąc" value={startDate.getMonth()} onChange={(e) => goMonth(startDate.getFullYear(), Number(e.target.value))}>
              {MONTH_NAMES.map((name, m) => (
                <option key={name} value={m}>
                  {name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <NativeSelect.Root size="sm" w="6rem">
            <NativeSelect.Field aria-label="Rok" value={startDate.getFullYear()} onChange={(e) => goMonth(Number(e.target.value), startDate.getMonth())}>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        {/* a toggle: pressed while the rules are shown, and its label says which it is */}
        <Button size="sm" variant={showRules ? 'subtle' : 'outline'} aria-pressed={showRules} onClick={() => setShowRules((v) => !v)}>
          {showRules ? 'Reguły: widoczne' : 'Reguły: ukryte'}
        </Button>
      </Flex>
      <Flex gap="4" wrap="wrap" mb="3" fontSize="xs" color="fg.muted" aria-label="Legenda" role="group">
        {AVAILABILITIES.map((a) => (
          <HStack key={a} gap="1.5">
            <Box aria-hidden="true" w="4" h="2" rounded="sm" bg={AVAILABILITY_COLORS[a]} />
            <Text>{AVAILABILITY_LABELS[a]}</Text>
          </HStack>
        ))}
        {showRules
          ? rules.data.map((r) => (
              <HStack key={r.id} gap="1.5">
                <Box aria-hidden="true" boxSize="2" rounded="full" style={{ background: RULE_COLOR_HEX[r.attributes.color] }} />
                <Text>{r.attributes.name}</Text>
              </HStack>
            ))
          : null}
      </Flex>
      <PriceGrid days={days} showRules={showRules} rules={rulesById} onSelect={setSelection} dialogOpen={selection !== null} />
      <Text mt="2" fontSize="xs" color="fg.muted">
        Ceny to to, co gość płaci za noc: cena dnia ze zmianą reguły dnia tygodnia (podkreślone; cena bazowa i reguła po najechaniu lub przejściu na dzień). Rabaty pobytu, np. last minute, pokazuje wycena rezerwacji. Kliknij dzień albo przeciągnij po dniach, by ustawić ceny. Z klawiatury: strzałki przechodzą po dniach, Shift ze strzałkami zaznacza zakres, Enter otwiera ceny.
      </Text>
      <PricingDialog selection={selection} rules={rules.data} onClose={() => setSelection(null)} />
    </Box>
  );
}
