import { memo } from 'react';
import { useField } from 'react-final-form';
import { Box, HStack, IconButton, Input, Text } from '@gospodarz/shared';

// The field's elements are a memoised view of its value: react-final-form draws a field again once it has
// registered and on every change of its state, and the view is drawn again only when what it shows changes.

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
