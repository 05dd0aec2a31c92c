import { memo, useState, type ReactNode } from 'react';
import { useField, useForm, useFormState, type FieldInputProps } from 'react-final-form';
import { getIn } from 'final-form';
import { Alert } from '@chakra-ui/react/alert';
import { IconButton } from '@chakra-ui/react/button';
import { Checkbox, NativeSelect, Textarea } from './lazyComponents';
import { Field } from '@chakra-ui/react/field';
import { Icon } from '@chakra-ui/react/icon';
import { Input } from '@chakra-ui/react/input';
import { InputGroup } from '@chakra-ui/react/input-group';
import { maskPattern, type MaskPattern } from './mask';

export type FormFieldType =
  | 'text'
  | 'email'
  | 'password'
  | 'tel'
  | 'url'
  // no 'date': the browser's own date field shows mm/dd/yyyy in some locales; dates are the kit's DateInput
  | 'time'
  | 'number'
  | 'select'
  | 'textarea'
  | 'checkbox';

export interface FormFieldOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface FormFieldProps {
  name: string;
  label: ReactNode;
  /** defaults to 'text' */
  type?: FormFieldType;
  /** the choices of a 'select' */
  options?: FormFieldOption[];
  /** a 'select' option with an empty value shown first, e.g. 'Wybierz…' */
  placeholder?: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  autoComplete?: string;
  autoFocus?: boolean;
  /** formats what is typed (text-like fields), e.g. 'NN-NNN' for a postal code */
  mask?: MaskPattern;
  /** rows of a 'textarea' */
  rows?: number;
  min?: number | string;
  max?: number | string;
  step?: number | string;
  /* eslint-disable @typescript-eslint/no-explicit-any -- as in react-final-form's own field props: each field holds
     a value of its own type, and a validator written for a string must be accepted here */
  /** field-level validation: return a Polish message, or undefined when valid */
  validate?: (value: any, allValues: object) => string | undefined | Promise<string | undefined>;
  /** overrides how the input's text becomes the form value (number fields give a number by default) */
  parse?: (value: any, name: string) => any;
  format?: (value: any, name: string) => any;
  /* eslint-enable @typescript-eslint/no-explicit-any */
  /** extra props for the input element, e.g. data-testid */
  inputProps?: Record<string, unknown>;
  /**
   * No error for a field left empty until the form is submitted (typed in and left, it shows at once): leaving an
   * autofocused field does not push the submit button away under the pointer, so the first submit marks every field.
   */
  quietUntilSubmit?: boolean;
}

/** The message to show for a field, if any: a validation error once touched, or a server error until edited. */
export function fieldErrorMessage(
  meta: {
    touched?: boolean;
    error?: unknown;
    submitError?: unknown;
    dirtySinceLastSubmit?: boolean;
    modified?: boolean;
    submitFailed?: boolean;
  },
  quietUntilSubmit = false,
): string | undefined {
  const first = (e: unknown) => (Array.isArray(e) ? (e[0] as unknown) : e);
  const error = first(meta.error);
  const shown = meta.touched && (!quietUntilSubmit || meta.modified || meta.submitFailed);
  if (shown && typeof error === 'string' && error) return error;
  const submitError = first(meta.submitError);
  if (!meta.dirtySinceLastSubmit && typeof submitError === 'string' && submitError) return submitError;
  return undefined;
}

const parseNumber = (value: unknown) => {
  if (value === '' || value === null || value === undefined) return undefined;
  const n = Number(value);
  return Number.isNaN(n) ? value : n;
};

/**
 * One field of a react-final-form form, in a Chakra Field: the label, the input of its `type`, the helper text,
 * and the error message when the field was touched and is invalid, or when the server rejected it
 * (final-form's `submitErrors`, as `submitErrorsFrom` builds them from a 422 answer).
 * Give the `<form>` `noValidate`: the messages are final-form's Polish ones, not the browser's.
 */
export function FormField(props: FormFieldProps) {
  const { name, type = 'text', disabled, mask, validate, parse, format } = props;
  const { input, meta } = useField(name, {
    type: type === 'checkbox' ? 'checkbox' : undefined,
    validate,
    parse: parse ?? (type === 'number' ? parseNumber : mask ? (v: string) => maskPattern(v, mask) : undefined),
    format,
    subscription: {
      value: true,
      touched: true,
      error: true,
      submitError: true,
      dirtySinceLastSubmit: true,
      submitting: true,
      modified: true,
      submitFailed: true,
    },
  });
  return (
    <FieldView
      {...props}
      type={type}
      input={{ name: input.name, value: input.value, checked: input.checked, onChange: input.onChange, onBlur: input.onBlur, onFocus: input.onFocus }}
      error={fieldErrorMessage(meta, props.quietUntilSubmit)}
      fieldDisabled={Boolean(disabled || meta.submitting)}
    />
  );
}

/** What a field draws: what its form state says of it, as plain values (see FieldView). */
interface FieldViewInput {
  name: string;
  value: unknown;
  checked?: boolean;
  onChange: FieldInputProps<unknown>['onChange'];
  onBlur: FieldInputProps<unknown>['onBlur'];
  onFocus: FieldInputProps<unknown>['onFocus'];
}

interface FieldViewProps extends FormFieldProps {
  type: FormFieldType;
  input: FieldViewInput;
  error: string | undefined;
  fieldDisabled: boolean;
}

const sameInput = (a: FieldViewInput, b: FieldViewInput) =>
  a.name === b.name && a.value === b.value && a.checked === b.checked && a.onChange === b.onChange && a.onBlur === b.onBlur && a.onFocus === b.onFocus;

/**
 * The field's elements, drawn again only when what they show changes. react-final-form draws every field again once
 * it has registered (its first state is not the one it subscribes to) and whenever its state changes; the Chakra
 * field below is most of a form's cost, and this keeps a form's first render and each keystroke to the fields that
 * change.
 */
const FieldView = memo(function FieldView(props: FieldViewProps) {
  const { label, type, options = [], placeholder, helperText, required, readOnly, autoComplete, autoFocus, mask, rows, min, max, step, inputProps } = props;
  const { input, error, fieldDisabled } = props;

  if (type === 'checkbox') {
    return (
      <Field.Root invalid={!!error} required={required} disabled={fieldDisabled}>
        <Checkbox.Root
          checked={!!input.checked}
          onCheckedChange={(e) => input.onChange(e.checked === true)}
          name={input.name}
          disabled={fieldDisabled}
          readOnly={readOnly}
          invalid={!!error}
        >
          <Checkbox.HiddenInput onBlur={input.onBlur} onFocus={input.onFocus} {...inputProps} />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
        {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Field.Root>
    );
  }

  const value = (input.value ?? '') as string;
  return (
    <Field.Root invalid={!!error} required={required} disabled={fieldDisabled} readOnly={readOnly}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {type === 'select' ? (
        <NativeSelect.Root>
          <NativeSelect.Field
            name={input.name}
            value={value}
            onChange={input.onChange}
            onBlur={input.onBlur}
            onFocus={input.onFocus}
            autoFocus={autoFocus}
            {...inputProps}
          >
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : type === 'textarea' ? (
        <Textarea
          name={input.name}
          value={value}
          onChange={input.onChange}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          rows={rows ?? 4}
          placeholder={placeholder}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          {...inputProps}
        />
      ) : type === 'password' ? (
        <PasswordInput input={input} placeholder={placeholder} autoComplete={autoComplete} autoFocus={autoFocus} inputProps={inputProps} />
      ) : (
        <Input
          name={input.name}
          value={value}
          onChange={input.onChange}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          type={type}
          inputMode={type === 'number' ? 'decimal' : mask ? 'numeric' : undefined}
          placeholder={placeholder}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          min={min}
          max={max}
          step={step}
          {...inputProps}
        />
      )}
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
},
(before, after) => {
  for (const key of Object.keys(after) as Array<keyof FieldViewProps>) {
    if (key === 'input' ? !sameInput(before.input, after.input) : before[key] !== after[key]) return false;
  }
  return Object.keys(before).length === Object.keys(after).length;
});

function PasswordInput({
  input,
  placeholder,
  autoComplete,
  autoFocus,
  inputProps,
}: {
  input: FieldViewInput;
  placeholder?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  inputProps?: Record<string, unknown>;
}) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElementProps={{ pe: '1' }}
      endElement={
        <IconButton
          type="button"
          size="xs"
          variant="ghost"
          aria-label={visible ? 'Ukryj hasło' : 'Pokaż hasło'}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      }
    >
      <Input
        name={input.name}
        value={(input.value ?? '') as string}
        onChange={input.onChange}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
        type={visible ? 'text' : 'password'}
        placeholder={placeholder}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        {...inputProps}
      />
    </InputGroup>
  );
}

function EyeIcon() {
  return (
    <Icon aria-hidden="true" boxSize="4">
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
        <circle cx="12" cy="12" r="3" />
      </svg>
    </Icon>
  );
}

function EyeOffIcon() {
  return (
    <Icon aria-hidden="true" boxSize="4">
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M10.6 5.1A10.4 10.4 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-2.9 3.9M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7a9.9 9.9 0 0 0 5.4-1.6" />
        <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
        <path d="M2 2l20 20" />
      </svg>
    </Icon>
  );
}

/**
 * The form-level error of a failed submit (final-form's FORM_ERROR), shown above the buttons; not when a field on
 * the form already says the same words (an answer whose message is also a field's error is said once, at the field).
 */
export function FormErrorMessage() {
  const form = useForm();
  const { submitError, submitErrors, dirtySinceLastSubmit } = useFormState({
    subscription: { submitError: true, submitErrors: true, dirtySinceLastSubmit: true },
  });
  if (!submitError || dirtySinceLastSubmit) return null;
  const said = (name: string) => {
    const e: unknown = getIn((submitErrors ?? {}) as object, name);
    return (Array.isArray(e) ? e[0] : e) === submitError;
  };
  if (form.getRegisteredFields().some(said)) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{String(submitError)}</Alert.Title>
    </Alert.Root>
  );
}
