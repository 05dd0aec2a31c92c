import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { Box, FormField, Input, NativeSelect, SimpleGrid, Stack, Text, chakra, fieldErrorMessage, type Weekday } from '@gospodarz/shared';
import {
  ADJUSTMENT_UNITS,
  ADJUSTMENT_UNIT_LABELS,
  CANCELLATION_POLICIES,
  CANCELLATION_POLICY_LABELS,
  RULE_COLORS,
  RULE_COLOR_HEX,
  RULE_COLOR_LABELS,
  WEEKDAYS,
  WEEKDAY_ADJUSTMENT_TYPES,
  WEEKDAY_ADJUSTMENT_TYPE_LABELS,
  WEEKDAY_LABELS,
} from '@gospodarz/shared/dto';

// Native radios and selects inside fieldsets: a group is one tab stop moved with the arrows, as the platform does it.

const Legend = chakra('legend', { base: { fontWeight: 'semibold', mb: '2' } });
const Group = chakra('fieldset', { base: { borderWidth: '1px', rounded: 'md', p: '4', minW: '0' } });

export function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Group>
      <Legend>{legend}</Legend>
      <Stack gap="3">{children}</Stack>
    </Group>
  );
}

function Radio({ name, value, children }: { name: string; value: string; children: ReactNode }) {
  const { input } = useField(name, { type: 'radio', value });
  return (
    <chakra.label display="flex" alignItems="flex-start" gap="2" cursor="pointer">
      <chakra.input {...input} type="radio" mt="1" accentColor="teal.600" />
      {children}
    </chakra.label>
  );
}

/** The nine colours as swatches, each a radio named by its colour. */
export function ColorField() {
  return (
    <Group>
      <Legend>Kolor</Legend>
      {/* as many columns as the longest name ('Pomarańczowy') leaves room for: nine fixed ones overlapped on a laptop */}
      <SimpleGrid minChildWidth="9rem" gap="2">
        {RULE_COLORS.map((color) => (
          <Radio key={color} name="color" value={color}>
            <Box as="span" display="inline-flex" alignItems="center" gap="1.5" fontSize="sm">
              <Box as="span" aria-hidden="true" boxSize="4" rounded="full" style={{ background: RULE_COLOR_HEX[color] }} />
              {RULE_COLOR_LABELS[color]}
            </Box>
          </Radio>
        ))}
      </SimpleGrid>
    </Group>
  );
}

/** The cancellation policies, each radio with its terms. */
export function CancellationField() {
  return (
    <Group>
      <Legend>Polityka anulacji</Legend>
      <Stack gap="2">
        {CANCELLATION_POLICIES.map((policy) => (
          <Radio key={policy} name="cancellation" value={policy}>
            <Text as="span" fontSize="sm">
              {CANCELLATION_POLICY_LABELS[policy]}
            </Text>
          </Radio>
        ))}
      </Stack>
    </Group>
  );
}

/** One weekday's adjustment: none, raise or discount, by a percentage or an amount. */
function WeekdayRow({ day }: { day: Weekday }) {
  const base = `weekdays.${day}`;
  const type = useField<string>(`${base}.type`, { subscription: { value: true } });
  const unit = useField<string>(`${base}.unit`, { subscription: { value: true } });
  const value = useField<string>(`${base}.value`, {
    subscription: { value: true, touched: true, error: true, submitError: true, dirtySinceLastSubmit: true },
  });
  const label = WEEKDAY_LABELS[day];
  const error = fieldErrorMessage(value.meta);
  const none = type.input.value === 'none';
  const errorId = `weekday-${day}-error`;
  return (
    <Box role="group" aria-label={label}>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="2" alignItems="center">
        <Text fontWeight="medium">{label}</Text>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field {...type.input} aria-label={`${label}: zmiana ceny`}>
            {WEEKDAY_ADJUSTMENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {WEEKDAY_ADJUSTMENT_TYPE_LABELS[t]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Input
          {...value.input}
          value={value.input.value ?? ''}
          size="sm"
          inputMode="decimal"
          disabled={none}
          aria-label={`${label}: wartość`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <NativeSelect.Root size="sm" disabled={none}>
          <NativeSelect.Field {...unit.input} aria-label={`${label}: jednostka`}>
            {ADJUSTMENT_UNITS.map((u) => (
              <option key={u} value={u}>
                {ADJUSTMENT_UNIT_LABELS[u]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </SimpleGrid>
      {error ? (
        <Text id={errorId} color="fg.error" fontSize="sm" mt="1">
          {error}
        </Text>
      ) : null}
    </Box>
  );
}

export function WeekdaysField() {
  return (
    <Section legend="Dni tygodnia">
      <Text color="fg.muted" fontSize="sm">
        Podwyżka lub zniżka ceny nocy przypadającej w dany dzień, w procentach albo w złotych.
      </Text>
      {WEEKDAYS.map((day) => (
        <WeekdayRow key={day} day={day} />
      ))}
    </Section>
  );
}

/**
 * A discount switched on by its checkbox: the percentage and, where it has one, its condition (`condition` gets
 * whether the discount is on). Only this part follows the checkbox, so typing elsewhere does not redraw it.
 */
export function DiscountField({
  toggle,
  label,
  discount,
  help,
  condition,
}: {
  toggle: string;
  label: string;
  discount: string;
  help?: string;
  condition?: (enabled: boolean) => ReactNode;
}) {
  const enabled = !!useField<boolean>(toggle, { subscription: { value: true } }).input.value;
  return (
    <Stack gap="2">
      <FormField name={toggle} type="checkbox" label={label} helperText={help} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <FormField name={discount} label={`${label}: rabat (%)`} disabled={!enabled} inputProps={{ inputMode: 'numeric' }} />
        {condition?.(enabled)}
      </SimpleGrid>
    </Stack>
  );
}
