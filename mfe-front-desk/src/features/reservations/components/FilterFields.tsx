import { memo } from 'react';
import { useField } from 'react-final-form';
import { Box, Checkbox, Fieldset, HStack, IconButton, Input, Stack, Text } from '@gospodarz/shared';

// Each field's elements are a memoised view of its value: react-final-form draws a field again once it has
// registered and on every change of its state, and the view is drawn again only when what it shows changes.

type Options = Array<{ value: string; label: string }>;

/** Several checkboxes writing one array value (statuses, apartment names, payment statuses). */
export function CheckboxGroupField({ name, legend, options }: { name: string; legend: string; options: Options }) {
  const { input } = useField<string[]>(name, { subscription: { value: true } });
  return <CheckboxGroup legend={legend} options={options} value={input.value} onChange={input.onChange} />;
}

const CheckboxGroup = memo(function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: Options;
  value: unknown;
  onChange: (value: string[]) => void;
}) {
  const selected: string[] = Array.isArray(value) ? value : [];
  const toggle = (option: string, on: boolean) => onChange(on ? [...selected, option] : selected.filter((v) => v !== option));
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="medium" textStyle="sm">
        {legend}
      </Fieldset.Legend>
      <Stack gap="1.5" maxH="48" overflowY="auto">
        {options.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            Brak danych
          </Text>
        ) : (
          options.map((o) => (
            <Checkbox.Root key={o.value} size="sm" checked={selected.includes(o.value)} onCheckedChange={(e) => toggle(o.value, e.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{o.label}</Checkbox.Label>
            </Checkbox.Root>
          ))
        )}
      </Stack>
    </Fieldset.Root>
  );
});

/** A number between `min` and `max` with − and + buttons; typing below the minimum snaps back to it. */
export function StepperField({ name, label, min, max }: { name: string; label: string; min: number; max: number }) {
  const { input } = useField<number>(name, { subscription: { value: true } });
  return <Stepper label={label} min={min} max={max} value={input.value} onChange={input.onChange} />;
}

const Stepper = memo(function Stepper({
  label,
  min,
  max,
  value: raw,
  onChange,
}: {
  label: string;
  min: number;
  max: number;
  value: unknown;
  onChange: (value: number | '') => void;
}) {
  const value = Number(raw) || min;
  const set = (n: number) => onChange(Math.min(max, Math.max(min, Math.floor(n) || min)));
  return (
    <Box>
      <Text textStyle="sm" aria-hidden="true">
        {label}
      </Text>
      <HStack gap="1" mt="1">
        <IconButton type="button" size="sm" variant="outline" aria-label={`${label}: mniej`} disabled={value <= min} onClick={() => set(value - 1)}>
          −
        </IconButton>
        <Input
          aria-label={label}
          size="sm"
          w="16"
          textAlign="center"
          inputMode="numeric"
          value={String(raw ?? '')}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, '') === '' ? '' : Number(e.target.value.replace(/\D/g, '')))}
          onBlur={() => set(Number(raw))}
        />
        <IconButton type="button" size="sm" variant="outline" aria-label={`${label}: więcej`} disabled={value >= max} onClick={() => set(value + 1)}>
          +
        </IconButton>
      </HStack>
    </Box>
  );
});
