/**
 * Control characters: C0 controls but tab, line feed and carriage return (U+0000-U+0008, U+000B, U+000C,
 * U+000E-U+001F), and the non-characters U+FFFE and U+FFFF. No text a person types holds them (they come pasted from
 * another program), XML 1.0 cannot hold them at all, so a document carrying one (a KSeF FA(3) invoice) is not
 * well-formed. Forms whose text ends up in such documents refuse them; text saved before that is cleaned when written.
 */
// eslint-disable-next-line no-control-regex -- the control characters are exactly what is looked for
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_ALL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** The field message of a text holding one. */
export const CONTROL_CHARACTERS = 'Usuń niewidoczne znaki sterujące (np. wklejone z innego programu)';

export function hasControlCharacters(value: string): boolean {
  return CONTROL.test(value);
}

/** The text with each control character replaced by a space (for text saved before the check). */
export function withoutControlCharacters(value: string): string {
  return value.replace(CONTROL_ALL, ' ');
}

/**
 * Every text in a form's values holding a control character, named as the forms name their fields: `buyerName`,
 * `lines[0].description`. Walks without recursion (the schema has bounded the values' size).
 */
export function controlCharacterFields(values: unknown): string[] {
  const found: string[] = [];
  const stack: Array<{ value: unknown; path: string }> = [{ value: values, path: '' }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (CONTROL.test(value)) found.push(path || 'base');
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push({ value: item, path: `${path}[${i}]` }));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) stack.push({ value: item, path: path ? `${path}.${key}` : key });
    }
  }
  return found.sort();
}
