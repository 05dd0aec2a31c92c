import { useState, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { formatDecimal, parseDecimal } from '../format/format';
import { fieldErrorMessage } from './FormField';

export interface NumberInputProps {
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  autoFocus?: boolean;
  /** whole numbers only ('Podaj liczbę całkowitą'); the phone shows its digit keyboard */
  integer?: boolean;
  /** the smallest and largest value accepted, with a Polish message on the field */
  min?: number;
  max?: number;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  /* eslint-disable-next-line @typescript-eslint/no-explicit-any -- as FormField's: the value is a number or the text typed */
  validate?: (value: any, allValues: object) => string | undefined;
  /** extra props for the input element, e.g. data-testid */
  inputProps?: Record<string, unknown>;
}

/** The form value of a typed text: a number, undefined when empty, or the text itself when it is not a number. */
export function numberValueOf(text: string): number | string | undefined {
  const n = parseDecimal(text);
  return n !== undefined && Number.isNaN(n) ? text : n;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** The built-in checks: a number, whole if asked, within min and max. */
export function checkNumber(
  value: unknown,
  { integer, min, max }: Pick<NumberInputProps, 'integer' | 'min' | 'max'>,
): string | undefined {
  if (isEmpty(value)) return undefined;
  if (typeof value !== 'number' || Number.isNaN(value)) return 'Podaj liczbę, np. 38,5';
  if (integer && !Number.isInteger(value)) return 'Podaj liczbę całkowitą';
  if (min !== undefined && value < min) return `Wartość nie może być mniejsza niż ${formatDecimal(min)}`;
  if (max !== undefined && value > max) return `Wartość nie może być większa niż ${formatDecimal(max)}`;
  return undefined;
}

/**
 * A number field of a react-final-form form. The decimal comma and the dot are read the same way ('38,5' and
 * '38.5' give 38.5); the form holds a number (undefined when empty), or the typed text while it is not a number
 * (the field then says so, and the form does not submit). A value set from outside is shown with a comma.
 */
export function NumberInput(props: NumberInputProps) {
  const { name, label, helperText, placeholder, required, disabled, readOnly, autoFocus, integer, min, max, size } =
    props;
  const { input, meta } = useField(name, {
    // Not a number first; then the form's own (more specific) messages; then whole number and range.
    validate: (value, all) =>
      checkNumber(value, {}) ?? props.validate?.(value, all) ?? checkNumber(value, { integer, min, max }),
    subscription: {
      value: true,
      touched: true,
      error: true,
      submitError: true,
      dirtySinceLastSubmit: true,
      submitting: true,
    },
  });
  const [text, setText] = useState(() => formatDecimal(input.value as number | string));
  // The text typed is kept as typed ('38,' while typing '38,5'); a value changed from outside replaces it.
  const typedValue = numberValueOf(text);
  const inSync = typedValue === input.value || (isEmpty(typedValue) && isEmpty(input.value));
  const shown = inSync ? text : formatDecimal(input.value as number | string);
  const error = fieldErrorMessage(meta);

  return (
    <Field.Root invalid={!!error} required={required} disabled={disabled || meta.submitting} readOnly={readOnly}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        name={input.name}
        value={shown}
        type="text"
        inputMode={integer ? 'numeric' : 'decimal'}
        autoComplete="off"
        placeholder={placeholder}
        autoFocus={autoFocus}
        size={size}
        onChange={(event) => {
          setText(event.target.value);
          input.onChange(numberValueOf(event.target.value));
        }}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
        {...props.inputProps}
      />
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
