import { memo, useCallback, useRef, useState, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { Field } from '@chakra-ui/react/field';
import { Icon } from '@chakra-ui/react/icon';
import { IconButton } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { InputGroup } from '@chakra-ui/react/input-group';
import { DATE_MAX, DATE_MIN, formatDate, parseTypedDate } from '../format/format';
import { Calendar } from './Calendar';
import { fieldErrorMessage } from './FormField';
import { Popover } from './lazyComponents';


export interface DateInputProps {
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  autoFocus?: boolean;
  /** the first and last day accepted, 'yyyy-MM-dd'; default 2010-01-01 … 2030-12-31 */
  min?: string;
  max?: string;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  /* eslint-disable-next-line @typescript-eslint/no-explicit-any -- as FormField's: the value is a date or the text typed */
  validate?: (value: any, allValues: object) => string | undefined;
  /** extra props for the text input, e.g. data-testid */
  inputProps?: Record<string, unknown>;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** The form value of a typed text: 'yyyy-MM-dd', undefined when empty, or the text itself when it is no day. */
export function dateValueOf(text: string): string | undefined {
  const iso = parseTypedDate(text);
  return iso === null ? text : iso;
}

/** What the field shows for a form value: 'dd.MM.yyyy' for a day, the text itself while it is not one. */
export const dateTextOf = (value: unknown): string =>
  isEmpty(value) ? '' : ISO_DAY.test(String(value)) ? formatDate(String(value)) : String(value);

/** The built-in checks: a real day, typed as dd.mm.rrrr, between min and max. */
export function checkDate(value: unknown, min = DATE_MIN, max = DATE_MAX): string | undefined {
  if (isEmpty(value)) return undefined;
  if (typeof value !== 'string' || !ISO_DAY.test(value)) return 'Podaj datę w formacie dd.mm.rrrr';
  if (value < min) return `Data nie może być wcześniejsza niż ${formatDate(min)}`;
  if (value > max) return `Data nie może być późniejsza niż ${formatDate(max)}`;
  return undefined;
}

/** Typing only digits puts the dots in: '23' → '23.', '23.11' → '23.11.'. */
function withDots(previous: string, next: string): string {
  const cleaned = next
    .replace(/[^\d./-]/g, '')
    .replace(/[./-]{2,}/g, (separators) => separators[0])
    .slice(0, 10);
  if (cleaned.length > previous.length && /^(\d{2}|\d{2}\.\d{2})$/.test(cleaned)) return `${cleaned}.`;
  return cleaned;
}

/**
 * A date field of a react-final-form form: typed and shown as dd.MM.yyyy, with a calendar picker (Polish month and
 * weekday names, years 2010-2030 unless `min`/`max` narrow them, usable by keyboard; Alt+↓ in the field opens it).
 * The form holds 'yyyy-MM-dd' (undefined when empty), or the typed text while it is not a day (the field then
 * says so, and the form does not submit).
 */
export function DateInput(props: DateInputProps) {
  const { name, disabled } = props;
  const min = props.min && props.min > DATE_MIN ? props.min : DATE_MIN;
  const max = props.max && props.max < DATE_MAX ? props.max : DATE_MAX;
  const { input, meta } = useField(name, {
    validate: (value, all) => checkDate(value, min, max) ?? props.validate?.(value, all),
    subscription: {
      value: true,
      touched: true,
      error: true,
      submitError: true,
      dirtySinceLastSubmit: true,
      submitting: true,
    },
  });
  const [text, setText] = useState(() => dateTextOf(input.value));
  const typedValue = dateValueOf(text);
  const inSync = typedValue === input.value || (isEmpty(typedValue) && isEmpty(input.value));
  const { onChange } = input;
  const change = useCallback(
    (nextText: string) => {
      setText(nextText);
      onChange(dateValueOf(nextText));
    },
    [onChange],
  );
  return (
    <DateInputView
      {...props}
      min={min}
      max={max}
      shown={inSync ? text : dateTextOf(input.value)}
      value={typeof input.value === 'string' && ISO_DAY.test(input.value) ? input.value : undefined}
      error={fieldErrorMessage(meta)}
      fieldDisabled={Boolean(disabled || meta.submitting)}
      change={change}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
    />
  );
}

interface DateInputViewProps extends DateInputProps {
  min: string;
  max: string;
  /** the text in the field */
  shown: string;
  /** the form's day, when it holds one */
  value: string | undefined;
  error: string | undefined;
  fieldDisabled: boolean;
  change: (text: string) => void;
  onBlur: () => void;
  onFocus: () => void;
}

/**
 * The field's elements, drawn again only when what they show changes (react-final-form draws every field again
 * once it has registered and on each change of its state; see FormField's view).
 */
const DateInputView = memo(function DateInputView(props: DateInputViewProps) {
  const { name, label, helperText, required, readOnly, autoFocus, size, min, max, shown, value, error, fieldDisabled, change } = props;
  const [open, setOpen] = useState(false);
  const content = useRef<HTMLDivElement>(null);
  const input = { name, onBlur: props.onBlur, onFocus: props.onFocus };

  return (
    <Field.Root invalid={!!error} required={required} disabled={fieldDisabled} readOnly={readOnly}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Popover.Root
        open={open}
        onOpenChange={(e) => setOpen(e.open)}
        positioning={{ placement: 'bottom-end', strategy: 'fixed' }}
        lazyMount
        unmountOnExit
        initialFocusEl={() => content.current?.querySelector<HTMLElement>('[data-day][tabindex="0"]') ?? null}
      >
        <InputGroup
          endElementProps={{ pe: '1' }}
          endElement={
            <Popover.Trigger asChild>
              <IconButton
                type="button"
                size="xs"
                variant="ghost"
                aria-label="Otwórz kalendarz"
                disabled={fieldDisabled || readOnly}
              >
                <CalendarIcon />
              </IconButton>
            </Popover.Trigger>
          }
        >
          <Input
            name={input.name}
            value={shown}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="dd.mm.rrrr"
            maxLength={10}
            autoFocus={autoFocus}
            size={size}
            onChange={(event) => change(withDots(shown, event.target.value))}
            onBlur={input.onBlur}
            onFocus={input.onFocus}
            onKeyDown={(event) => {
              if (event.altKey && event.key === 'ArrowDown' && !readOnly) {
                event.preventDefault();
                setOpen(true);
              }
            }}
            {...props.inputProps}
          />
        </InputGroup>
        <Popover.Positioner>
          <Popover.Content ref={content} w="auto" aria-label="Kalendarz">
            <Popover.Body p="3">
              {open ? (
                <Calendar
                  value={value}
                  min={min}
                  max={max}
                  onSelect={(iso) => {
                    change(formatDate(iso));
                    input.onBlur();
                    setOpen(false);
                  }}
                />
              ) : null}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Popover.Root>
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
});

function CalendarIcon() {
  return (
    <Icon aria-hidden="true" boxSize="4">
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <rect x="3" y="4" width="18" height="18" rx="2" />
        <path d="M16 2v4M8 2v4M3 10h18" />
      </svg>
    </Icon>
  );
}
