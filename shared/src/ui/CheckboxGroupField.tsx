import { memo, useId, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { fieldErrorMessage } from './FormField';
import { Checkbox } from './lazyComponents';
import { Fieldset } from './parts/fieldset';

export interface CheckboxChoice {
  value: string;
  label: string;
  /** shown but not changeable (e.g. a permission the signed-in co-host does not hold) */
  disabled?: boolean;
  /** one line under the label saying what the choice covers (a permission's reach); the box's accessible description */
  description?: string;
}

export interface CheckboxGroupFieldProps {
  name: string;
  legend: ReactNode;
  choices: CheckboxChoice[];
  /** shown instead of the boxes when there is no choice; defaults to 'Brak danych' */
  emptyText?: string;
}

/**
 * Several checkboxes writing one array value of a react-final-form form (statuses, apartments, permissions…) under
 * a legend, scrolling past 15 rem (unless the choices carry descriptions); the field's message once touched or after
 * a failed submit, or the server's.
 */
export function CheckboxGroupField({ name, legend, choices, emptyText = 'Brak danych' }: CheckboxGroupFieldProps) {
  const { input, meta } = useField<string[]>(name, {
    subscription: { value: true, error: true, touched: true, submitError: true, dirtySinceLastSubmit: true, submitFailed: true },
  });
  const error = fieldErrorMessage({ ...meta, touched: meta.touched || meta.submitFailed });
  return <CheckboxGroup legend={legend} choices={choices} emptyText={emptyText} value={input.value} onChange={input.onChange} error={error} />;
}

interface CheckboxGroupProps extends Omit<CheckboxGroupFieldProps, 'name'> {
  value: unknown;
  onChange: (value: string[]) => void;
  error: string | undefined;
}

/** The boxes, drawn again only when what they show changes (see FormField's view). */
const CheckboxGroup = memo(function CheckboxGroup({ legend, choices, emptyText, value, onChange, error }: CheckboxGroupProps) {
  const selected: string[] = Array.isArray(value) ? value : [];
  const toggle = (choice: string, on: boolean) => onChange(on ? [...selected, choice] : selected.filter((v) => v !== choice));
  const idPrefix = useId();
  // boxes with a line each are few and all read: no scrolling
  const described = choices.some((choice) => choice.description);
  return (
    <Fieldset.Root invalid={!!error}>
      <Fieldset.Legend fontWeight="medium" textStyle="sm">
        {legend}
      </Fieldset.Legend>
      <Stack gap={described ? '2.5' : '1.5'} maxH={described ? undefined : '60'} overflowY="auto">
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
              <Checkbox.HiddenInput aria-describedby={choice.description ? `${idPrefix}-${choice.value}` : undefined} />
              <Checkbox.Control alignSelf={choice.description ? 'flex-start' : undefined} />
              {choice.description ? (
                <Stack gap="0">
                  <Checkbox.Label>{choice.label}</Checkbox.Label>
                  <Text id={`${idPrefix}-${choice.value}`} textStyle="xs" color="fg.muted">
                    {choice.description}
                  </Text>
                </Stack>
              ) : (
                <Checkbox.Label>{choice.label}</Checkbox.Label>
              )}
            </Checkbox.Root>
          ))
        )}
      </Stack>
      {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
});
