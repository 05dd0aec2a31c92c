/**
 * Small readers of loosely typed input shared by the forms whose fields are checked by hand (the listing's cross-field
 * rules, the invoice settings), collecting Polish messages per field path instead of failing on the first one.
 */
export const MESSAGES = {
  required: 'Pole jest wymagane',
  invalid: 'Nieprawidłowa wartość',
  zip: 'Podaj kod pocztowy w formacie NN-NNN',
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
