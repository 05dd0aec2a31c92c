import { Compile } from 'typebox/compile';
import { Settings } from 'typebox/system';
import type { TSchema } from 'typebox';
import { messageFor } from './schemas';

/**
 * A form checked by its schema where Fastify's body validation cannot do it: the form arrives as multipart text (where
 * every value is text and a list is an object keyed 0, 1, …), or its screen finds a wrong field by its full path
 * (`apartmentsAttributes[0].pricesAttributes[1].basePrice`), which the route-level 422 does not give. The form is
 * first read into the types its schema declares (`formValue`), then checked (`formErrors`), one Polish message a field.
 */

type Raw = Record<string, unknown>;
type Schema = { type?: string | string[]; enum?: unknown[]; allOf?: Schema[]; properties?: Record<string, Schema>; items?: Schema };

// a symbol: it stays on the copies TypeBox makes of a field (Optional, Partial), and Ajv and the document never see it
const DECIMAL = Symbol.for('gospodarz.form.decimal');

/** Marks a text field as a decimal a person typed: spaces and a decimal comma are read away before the check. */
export function decimalText<T extends TSchema>(schema: T): T {
  return Object.assign(schema, { [DECIMAL]: true });
}

const isObject = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);

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

/**
 * The value in the form its schema checks, keeping only the fields the schema declares: text trimmed (a number as
 * its text, null as empty unless the field may be null), flags and numbers sent as text as values ('on', '1', '3'),
 * a list of choices left empty as [], choices in their listed case. What cannot be read is left as it is, for the
 * check to refuse with the field's message.
 */
export function formValue(schema: TSchema, value: unknown): unknown {
  return read(schema as Schema, value);
}

function read(schema: Schema, value: unknown): unknown {
  if (value === undefined) return undefined;
  const types = [schema.type ?? []].flat();
  const options = schema.enum ?? schema.allOf?.find((s) => s.enum)?.enum;
  if (DECIMAL in schema) {
    if (value === null || value === '') return types.includes('null') ? null : '';
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.replace(/\s/g, '').replace(',', '.') : value;
    return text === '' ? value : text;
  }
  if (types.includes('object') && isObject(value)) {
    const out: Raw = {};
    for (const [key, sub] of Object.entries(schema.properties ?? {})) {
      const v = read(sub, value[key]);
      if (v !== undefined) out[key] = v;
    }
    return out;
  }
  if (types.length === 0 && !options) return value;
  if (types.includes('array')) {
    const ofChoices = !schema.items?.type?.includes('object');
    if ((value === null || value === '') && ofChoices) return [];
    const list = asList(value);
    return list && schema.items ? list.map((item) => read(schema.items!, item)) : value;
  }
  if (types.includes('boolean')) {
    if (value === null || value === '') return false;
    if (value === 'true' || value === '1' || value === 'on' || value === 1) return true;
    if (value === 'false' || value === '0' || value === 'off' || value === 0) return false;
    return value;
  }
  if (types.includes('number')) {
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value;
    return Number.isFinite(n) ? n : value;
  }
  let text = value;
  if (types.includes('string')) {
    if (value === null && !types.includes('null')) text = '';
    else if (typeof value === 'number' && Number.isFinite(value)) text = String(value);
  }
  if (typeof text !== 'string') return text;
  const trimmed = text.trim();
  // a choice left blank with spaces is not a choice (an empty choice, such as "none", is sent empty)
  if (schema.enum && trimmed === '') return text;
  return options?.find((o) => typeof o === 'string' && o.toLowerCase() === trimmed.toLowerCase()) ?? trimmed;
}

/**
 * The check of a form read by `formValue`: every field that breaks the schema, keyed by its full path
 * (`a[0].b`), with the message `withMessage` gave to its first failing check. `sentAs` names top-level fields as the
 * client spelled them (`check_in_from` for `checkInFrom`).
 */
export function formErrors(schema: TSchema): (value: unknown, sentAs?: Record<string, string>) => Record<string, string[]> {
  const validator = Compile(schema);
  return (value, sentAs = {}) => {
    const errors: Record<string, string[]> = {};
    if (validator.Check(value)) return errors;
    const overfull: string[] = [];
    for (const e of allErrors(() => validator.Errors(value))) {
      const segments = e.instancePath.split('/').filter(Boolean);
      // a value outside a list of choices names the list
      if (e.keyword === 'enum' && /^\d+$/.test(segments[segments.length - 1] ?? '')) segments.pop();
      const missing = e.keyword === 'required' ? (e.params as { requiredProperties: string[] }).requiredProperties : [undefined];
      for (const property of missing) {
        const path = [...segments, ...(property ? [property] : [])]
          .map((s, i) => (/^\d+$/.test(s) ? `[${s}]` : i === 0 ? (sentAs[s] ?? s) : `.${s}`))
          .join('');
        const message = property ? 'Pole jest wymagane' : (messageFor(schema, `${e.schemaPath}/${e.keyword}`, e.keyword) ?? 'Nieprawidłowa wartość');
        errors[path] ??= [message];
        if (e.keyword === 'maxItems') overfull.push(path);
      }
    }
    // a list over its limit is answered alone, not with its items
    for (const list of overfull) for (const path of Object.keys(errors)) if (path.startsWith(`${list}[`)) delete errors[path];
    return errors;
  };
}

// TypeBox stops at 8 errors, a guard for unbounded input; a form is bounded by the body limits, and its screen shows
// every wrong field at once
function allErrors<T>(collect: () => T): T {
  const { maxErrors } = Settings.Get();
  Settings.Set({ maxErrors: 100_000 });
  try {
    return collect();
  } finally {
    Settings.Set({ maxErrors });
  }
}
