import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { Checkbox, Fieldset, FormField, HStack, RadioGroup, SimpleGrid, Stack, Text, NumberInput } from '@gospodarz/shared';

// Small field pieces the wizard's steps share, on top of the kit's FormField.

export const required = (value: unknown) => (value === undefined || value === null || String(value).trim() === '' ? 'Pole jest wymagane' : undefined);

/** Optional amount: empty, or a number ≥ 0 with at most two decimals. */
export function amount(value: unknown): string | undefined {
  if (value === '' || value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || Number.isNaN(value)) return 'Podaj liczbę';
  if (value < 0) return 'Wartość nie może być ujemna';
  if (Math.round(value * 100) !== value * 100 && Math.abs(Math.round(value * 100) - value * 100) > 1e-6) return 'Podaj kwotę z dokładnością do grosza';
  return undefined;
}

export const requiredAmount = (value: unknown) => required(value) ?? amount(value);

export function integerAtLeast(min: number, message?: string) {
  return (value: unknown) => {
    if (value === '' || value === undefined || value === null) return 'Pole jest wymagane';
    if (typeof value !== 'number' || !Number.isInteger(value)) return 'Podaj liczbę całkowitą';
    if (value < min) return message ?? `Wartość musi być nie mniejsza niż ${min}`;
    return undefined;
  };
}

/** A checkbox that switches its price on: the price field is enabled only while the box is ticked. */
export function PricedExtraField({ name, label, priceName, priceLabel }: { name: string; label: string; priceName: string; priceLabel: string }) {
  const { input } = useField<boolean>(name, { subscription: { value: true } });
  const enabled = input.value === true;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" alignItems="end">
      <FormField name={name} label={label} type="checkbox" />
      <NumberInput name={priceName} label={priceLabel} min={0} disabled={!enabled} validate={enabled ? amount : undefined} />
    </SimpleGrid>
  );
}

/** A list of keys (amenities) as a group of checkboxes; the value is the array of ticked keys. */
export function CheckboxListField({ name, legend, items }: { name: string; legend: string; items: Record<string, string> }) {
  const { input } = useField<string[]>(name, { subscription: { value: true } });
  const selected: string[] = Array.isArray(input.value) ? input.value : [];
  const keys = Object.keys(items);
  const toggle = (key: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(key);
    else next.delete(key);
    input.onChange(keys.filter((k) => next.has(k)));
  };
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">
        {legend} ({keys.length})
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="2" mt="2">
        {keys.map((key) => (
          <Checkbox.Root key={key} checked={selected.includes(key)} onCheckedChange={(e) => toggle(key, e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{items[key]}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
    </Fieldset.Root>
  );
}

export interface RadioOption {
  value: string;
  label: string;
  disabled?: boolean;
  hint?: ReactNode;
}

/** A radio group bound to a form field (its value is the chosen option's value). */
export function RadioField({ name, legend, options }: { name: string; legend: string; options: RadioOption[] }) {
  const { input } = useField<string>(name, { subscription: { value: true } });
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">{legend}</Fieldset.Legend>
      <RadioGroup.Root value={input.value || null} onValueChange={(e) => input.onChange(e.value)} name={name} mt="2">
        <Stack gap="2">
          {options.map((o) => (
            <HStack key={o.value} gap="2">
              <RadioGroup.Item value={o.value} disabled={o.disabled}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
              </RadioGroup.Item>
              {o.hint ? (
                <Text fontSize="sm" color="fg.muted">
                  {o.hint}
                </Text>
              ) : null}
            </HStack>
          ))}
        </Stack>
      </RadioGroup.Root>
    </Fieldset.Root>
  );
}
