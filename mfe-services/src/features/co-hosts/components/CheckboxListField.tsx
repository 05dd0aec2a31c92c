import { useField } from 'react-final-form';
import { Checkbox, Fieldset, Stack, Text, fieldErrorMessage } from '@gospodarz/shared';

export interface CheckboxChoice {
  value: string;
  label: string;
  /** shown but not changeable (a permission the signed-in co-host does not hold) */
  disabled?: boolean;
}

/** Several checkboxes writing one array value (the apartments shared, the permissions held). */
export function CheckboxListField({ name, legend, choices, emptyText = 'Brak danych' }: { name: string; legend: string; choices: CheckboxChoice[]; emptyText?: string }) {
  const { input, meta } = useField<string[]>(name, {
    subscription: { value: true, error: true, touched: true, submitError: true, dirtySinceLastSubmit: true, submitFailed: true },
  });
  const selected: string[] = Array.isArray(input.value) ? input.value : [];
  const toggle = (value: string, on: boolean) => input.onChange(on ? [...selected, value] : selected.filter((v) => v !== value));
  const error = fieldErrorMessage({ ...meta, touched: meta.touched || meta.submitFailed });
  return (
    <Fieldset.Root invalid={!!error}>
      <Fieldset.Legend fontWeight="medium" textStyle="sm">
        {legend}
      </Fieldset.Legend>
      <Stack gap="1.5" maxH="60" overflowY="auto">
        {choices.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            {emptyText}
          </Text>
        ) : (
          choices.map((choice) => (
            <Checkbox.Root
              key={choice.value}
              size="sm"
              checked={selected.includes(choice.value)}
              disabled={choice.disabled}
              onCheckedChange={(e) => toggle(choice.value, e.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{choice.label}</Checkbox.Label>
            </Checkbox.Root>
          ))
        )}
      </Stack>
      {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
