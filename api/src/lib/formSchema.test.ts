import { Type } from 'typebox';
import { decimalText, formErrors, formValue } from './formSchema';
import { withMessage } from './schemas';

const Form = Type.Partial(
  Type.Object({
    name: withMessage(Type.String({ maxLength: 3 }), { maxLength: 'Za długie' }),
    count: withMessage(Type.Number({ minimum: 1 }), { type: 'Podaj liczbę', minimum: 'Co najmniej 1' }),
    on: Type.Boolean(),
    price: decimalText(withMessage(Type.String({ pattern: '^\\d+(\\.\\d{1,2})?$' }), 'Podaj kwotę')),
    kind: withMessage(Type.Enum(['draft', 'active']), 'Wybierz z listy'),
    tags: Type.Array(withMessage(Type.Enum(['a', 'b']), 'Wybierz z listy')),
    rows: Type.Array(Type.Partial(Type.Object({ count: withMessage(Type.Number({ minimum: 1 }), 'Co najmniej 1') })), { maxItems: 20 }),
  }),
);
const check = formErrors(Form);

describe('a form read along its schema', () => {
  it('reads multipart text into the declared types, and keeps only the declared fields', () => {
    const value = formValue(Form, {
      name: ' ab ',
      count: '3',
      on: 'on',
      price: '1 234,5',
      kind: ' Draft ',
      tags: { 1: 'b', 0: 'a' },
      rows: { 0: { count: '2' } },
      extra: 'x',
    });
    expect(value).toEqual({ name: 'ab', count: 3, on: true, price: '1234.5', kind: 'draft', tags: ['a', 'b'], rows: [{ count: 2 }] });
    expect(check(value)).toEqual({});
  });

  it('answers each wrong field once, by its full path, with the message of its first failing check', () => {
    const rows = Array.from({ length: 12 }, () => ({ count: '0' }));
    const value = formValue(Form, { name: 'abcd', count: 'x', kind: 'x', tags: ['a', 'c'], rows });
    const errors = check(value, { name: 'full_name' });
    expect(errors).toMatchObject({ full_name: ['Za długie'], count: ['Podaj liczbę'], kind: ['Wybierz z listy'], tags: ['Wybierz z listy'] });
    // more than TypeBox's default of 8 errors
    expect(errors['rows[11].count']).toEqual(['Co najmniej 1']);
  });

  it('answers a list over its limit alone', () => {
    const rows = Array.from({ length: 21 }, () => ({ count: 0 }));
    expect(check(formValue(Form, { rows }))).toEqual({ rows: ['Nieprawidłowa wartość'] });
  });
});
