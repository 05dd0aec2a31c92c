/** The spec's query-string convention: arrays joined with '|', empty strings (and null/undefined) skipped. */
export type QueryValue = string | number | boolean | null | undefined | Array<string | number>;

export const ARRAY_SEPARATOR = '|';

export function toQueryParams(values: Record<string, QueryValue>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      const joined = value.map(String).filter((v) => v !== '').join(ARRAY_SEPARATOR);
      if (joined !== '') params[key] = joined;
      continue;
    }
    const text = String(value);
    if (text !== '') params[key] = text;
  }
  return params;
}

/** Reads back what toQueryParams wrote: '|'-joined text into a list. */
export function splitQueryList(value: string | null | undefined): string[] {
  return value ? value.split(ARRAY_SEPARATOR).filter((v) => v !== '') : [];
}
