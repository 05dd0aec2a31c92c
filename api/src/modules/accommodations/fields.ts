/**
 * Reading loosely typed input (JSON, or multipart text fields where everything is a string) into exact values,
 * collecting Polish messages per field path instead of failing on the first one.
 */
export const MESSAGES = {
  required: 'Pole jest wymagane',
  invalid: 'Nieprawidłowa wartość',
  number: 'Podaj liczbę',
  integer: 'Podaj liczbę całkowitą',
  negative: 'Wartość nie może być ujemna',
  tooLarge: 'Wartość jest zbyt duża',
  time: 'Podaj godzinę w formacie GG:MM',
  zip: 'Podaj kod pocztowy w formacie NN-NNN',
  url: 'Podaj poprawny adres URL (http:// lub https://)',
  choice: 'Wybierz jedną z dostępnych wartości',
} as const;

export class FieldErrors {
  readonly errors: Record<string, string[]> = {};
  add(path: string, message: string): void {
    const list = (this.errors[path] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  get empty(): boolean {
    return Object.keys(this.errors).length === 0;
  }
}

export type Raw = Record<string, unknown>;

export function isObject(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Arrays, or objects keyed by indexes (what bracketed multipart keys produce), as a list in index order. */
export function asList(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (isObject(value) && Object.keys(value).every((k) => /^\d+$/.test(k))) {
    return Object.keys(value)
      .sort((a, b) => Number(a) - Number(b))
      .map((k) => value[k]);
  }
  return null;
}

/** The first key of `keys` present in `raw` (the spec's spellings of one field), with its value. */
export function pick(raw: Raw, keys: readonly string[]): { key: string; value: unknown } | null {
  for (const key of keys) if (raw[key] !== undefined) return { key, value: raw[key] };
  return null;
}

export function text(value: unknown, path: string, errors: FieldErrors, max = 200): string | undefined {
  if (value === undefined) return undefined;
  if (value === null) return '';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') {
    errors.add(path, MESSAGES.invalid);
    return undefined;
  }
  const trimmed = value.trim();
  if (trimmed.length > max) {
    errors.add(path, `Maksymalna długość to ${max} znaków`);
    return undefined;
  }
  return trimmed;
}

export function bool(value: unknown, path: string, errors: FieldErrors): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === true || value === false) return value;
  if (value === null || value === '') return false;
  if (value === 'true' || value === '1' || value === 'on' || value === 1) return true;
  if (value === 'false' || value === '0' || value === 'off' || value === 0) return false;
  errors.add(path, MESSAGES.invalid);
  return undefined;
}

export function integer(value: unknown, path: string, errors: FieldErrors, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : NaN;
  if (!Number.isFinite(n)) {
    errors.add(path, MESSAGES.number);
    return undefined;
  }
  if (!Number.isInteger(n)) {
    errors.add(path, MESSAGES.integer);
    return undefined;
  }
  if (n < min) {
    errors.add(path, `Wartość musi być nie mniejsza niż ${min}`);
    return undefined;
  }
  if (n > max) {
    errors.add(path, `Wartość musi być nie większa niż ${max}`);
    return undefined;
  }
  return n;
}

/**
 * A non-negative amount with at most two decimals, returned as exact text ('12.50') for a numeric column;
 * `null` for an empty value when the field may be empty. Accepts a decimal comma, as Polish users type it.
 */
export function amount(
  value: unknown,
  path: string,
  errors: FieldErrors,
  { nullable = false, maxDigits = 8 }: { nullable?: boolean; maxDigits?: number } = {},
): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') {
    if (nullable) return null;
    errors.add(path, MESSAGES.required);
    return undefined;
  }
  let textValue: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) {
      errors.add(path, MESSAGES.number);
      return undefined;
    }
    textValue = String(value);
  } else if (typeof value === 'string') {
    textValue = value.trim().replace(/\s/g, '').replace(',', '.');
  } else {
    errors.add(path, MESSAGES.number);
    return undefined;
  }
  if (/^-\d+(\.\d+)?$/.test(textValue)) {
    errors.add(path, MESSAGES.negative);
    return undefined;
  }
  const match = /^(\d+)(?:\.(\d+))?$/.exec(textValue);
  if (!match) {
    errors.add(path, MESSAGES.number);
    return undefined;
  }
  const whole = match[1].replace(/^0+(?=\d)/, '');
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > 2) {
    errors.add(path, 'Podaj kwotę z dokładnością do grosza');
    return undefined;
  }
  if (whole.length > maxDigits) {
    errors.add(path, MESSAGES.tooLarge);
    return undefined;
  }
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

/** 'HH:mm', 'HH:mm:ss' or an ISO date-time (its written time) → 'HH:mm:ss'. */
export function time(value: unknown, path: string, errors: FieldErrors): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') {
    errors.add(path, MESSAGES.time);
    return undefined;
  }
  const v = value.trim();
  const match = /^(?:\d{4}-\d{2}-\d{2}T)?([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/.exec(v);
  if (!match) {
    errors.add(path, MESSAGES.time);
    return undefined;
  }
  return `${match[1]}:${match[2]}:${match[3] ?? '00'}`;
}

/** Postal code typed with or without the mask; stored as NN-NNN. */
export function zipCode(value: unknown, path: string, errors: FieldErrors): string | undefined {
  const v = text(value, path, errors, 20);
  if (v === undefined || v === '') return v;
  const digits = v.replace(/[\s-]/g, '');
  if (!/^\d{5}$/.test(digits)) {
    errors.add(path, MESSAGES.zip);
    return undefined;
  }
  return `${digits.slice(0, 2)}-${digits.slice(2)}`;
}

export function choice<T extends string>(value: unknown, path: string, errors: FieldErrors, options: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  const match = options.find((o) => typeof value === 'string' && o.toLowerCase() === value.trim().toLowerCase());
  if (!match) errors.add(path, MESSAGES.choice);
  return match;
}

export function url(value: unknown, path: string, errors: FieldErrors): string | undefined {
  const v = text(value, path, errors, 2000);
  if (v === undefined || v === '') return v;
  try {
    const parsed = new URL(v);
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return v;
  } catch {
    // falls through to the message
  }
  errors.add(path, MESSAGES.url);
  return undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
