import { useEffect, useMemo, useState } from 'react';
import { useField } from 'react-final-form';
import { useDispatch, useSelector } from 'react-redux';
import { Box, Button, Input, Spinner, Stack, Text, chakra, fieldErrorMessage } from '@gospodarz/shared';
import type { ApartmentPrices } from '../model';
import { apartmentChoices, selectPriceList, type ApartmentChoice } from '../slice';

/**
 * Bulk pricing: the dialog's apartments, the one clicked first. Opening the choice loads every apartment the user
 * may price (one request); those priced intelligently cannot be chosen.
 */
export function ApartmentPicker({ origin, day }: { origin: ApartmentPrices; day: string }) {
  const dispatch = useDispatch();
  const { input, meta } = useField<string[]>('apartmentIds', {
    subscription: { value: true, touched: true, error: true, submitError: true, dirtySinceLastSubmit: true },
  });
  const choices = useSelector(selectPriceList).apartments;
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const selected = useMemo(() => new Set(input.value || []), [input.value]);
  const error = fieldErrorMessage({ ...meta, touched: true });

  useEffect(() => {
    if (open && !choices.loading && choices.data.length === 0 && !choices.error) dispatch(apartmentChoices.actions.load(day));
  }, [open, choices.loading, choices.data.length, choices.error, day, dispatch]);

  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    input.onChange([...next]);
  };

  const needle = filter.trim().toLowerCase();
  const shown = choices.data.filter(
    (c: ApartmentChoice) => !needle || c.name.toLowerCase().includes(needle) || c.accommodationName.toLowerCase().includes(needle),
  );

  if (!open) {
    return (
      <Stack gap="1" align="flex-start">
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          Zastosuj też do innych apartamentów
        </Button>
        {error ? (
          <Text color="fg.error" fontSize="sm">
            {error}
          </Text>
        ) : null}
      </Stack>
    );
  }

  return (
    <chakra.fieldset borderWidth="1px" rounded="md" p="3" minW="0">
      <chakra.legend fontWeight="semibold" px="1">
        Apartamenty (wybrano: {selected.size})
      </chakra.legend>
      <Stack gap="2">
        <Input size="sm" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder="Szukaj apartamentu lub obiektu" aria-label="Szukaj apartamentu" />
        {choices.loading ? <Spinner size="sm" aria-label="Wczytywanie apartamentów" /> : null}
        {choices.error ? (
          <Text color="fg.error" fontSize="sm">
            {choices.error}
          </Text>
        ) : null}
        <Box maxH="48" overflowY="auto">
          <Stack gap="1">
            {(shown.length || choices.loading ? shown : [{ id: origin.apartmentId, name: origin.name, accommodationName: origin.accommodationName, smartPricing: false }]).map(
              (c) => (
                <chakra.label key={c.id} display="flex" gap="2" alignItems="center" fontSize="sm" opacity={c.smartPricing ? 0.6 : 1}>
                  <chakra.input
                    type="checkbox"
                    checked={selected.has(c.id)}
                    disabled={c.smartPricing}
                    onChange={(e) => toggle(c.id, e.target.checked)}
                    accentColor="teal.600"
                  />
                  <span>
                    {c.name}
                    <Text as="span" color="fg.muted">
                      {' '}
                      · {c.accommodationName}
                      {c.smartPricing ? ' (inteligentne ceny)' : ''}
                    </Text>
                  </span>
                </chakra.label>
              ),
            )}
          </Stack>
        </Box>
        {error ? (
          <Text color="fg.error" fontSize="sm">
            {error}
          </Text>
        ) : null}
      </Stack>
    </chakra.fieldset>
  );
}
