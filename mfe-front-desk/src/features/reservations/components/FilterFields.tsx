import { useField } from 'react-final-form';
import { Box, Checkbox, Fieldset, HStack, IconButton, Input, Stack, Text } from '@gospodarz/shared';

/** Several checkboxes writing one array value (statuses, apartment names, payment statuses). */
export function CheckboxGroupField({ name, legend, options }: { name: string; legend: string; options: Array<{ value: string; label: string }> }) {
  const { input } = useField<string[]>(name, { subscription: { value: true } });
  const selected: string[] = Array.isArray(input.value) ? input.value : [];
  const toggle = (value: string, on: boolean) => input.onChange(on ? [...selected, value] : selected.filter((v) => v !== value));
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
}

/** A number between `min` and `max` with − and + buttons; typing below the minimum snaps back to it. */
export function StepperField({ name, label, min, max }: { name: string; label: string; min: number; max: number }) {
  const { input } = useField<number>(name, { subscription: { value: true } });
  const value = Number(input.value) || min;
  const set = (n: number) => input.onChange(Math.min(max, Math.max(min, Math.floor(n) || min)));
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
          value={String(input.value ?? '')}
          onChange={(e) => input.onChange(e.target.value.replace(/\D/g, '') === '' ? '' : Number(e.target.value.replace(/\D/g, '')))}
          onBlur={() => set(Number(input.value))}
        />
        <IconButton type="button" size="sm" variant="outline" aria-label={`${label}: więcej`} disabled={value >= max} onClick={() => set(value + 1)}>
          +
        </IconButton>
      </HStack>
    </Box>
  );
}
