import { Type, type TObject, type TProperties, type TSchema } from 'typebox';

/**
 * The building blocks every route's schema is made of. One declaration validates the request, shapes the response
 * (fast-json-stringify drops what it does not declare) and documents both at /api/docs.
 */

/** `{message, errors?}`: every failure the API answers. */
export const ErrorBody = Type.Object(
  {
    message: Type.String({ examples: ['Nie znaleziono.'] }),
    errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  },
  { description: 'A failure, with a Polish message; field messages under errors for 422' },
);

/** `{message, errors: {field: [Polish message]}}`: the 422 the screens show beside their fields. */
export const ValidationErrorBody = Type.Object(
  {
    message: Type.String({ examples: ['Popraw zaznaczone pola.'] }),
    errors: Type.Record(Type.String(), Type.Array(Type.String()), { examples: [{ email: ['Pole jest wymagane'] }] }),
  },
  { description: 'Invalid fields, each with its Polish messages' },
);

const ERROR_DESCRIPTIONS = {
  400: 'Malformed request',
  401: 'Not signed in, or the session has ended',
  403: 'The user lacks the permission',
  404: 'Not found (also for another account’s id)',
  409: 'Conflicts with existing data',
  413: 'Payload too large',
  415: 'Unsupported media type',
  422: 'Invalid fields',
  429: 'Too many attempts',
  500: 'Unexpected failure of the server',
  503: 'Temporarily unavailable',
} as const;
export type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

/** Response schemas for the error statuses a route can answer. */
export function errorResponses(...statuses: ErrorStatus[]): Record<number, TSchema> {
  const out: Record<number, TSchema> = {};
  for (const status of statuses) {
    out[status] = status === 422 ? ValidationErrorBody : Type.Object(ErrorBody.properties, { description: ERROR_DESCRIPTIONS[status] });
  }
  return out;
}

/** The statuses of a signed-in route that may be refused for the module's permission. */
export const SIGNED_IN_ERRORS: ErrorStatus[] = [401, 403];

/** `{id, type, attributes}`: the resource envelope of every answer. */
export function Resource<T extends TSchema>(type: string, attributes: T) {
  return Type.Object({ id: Type.String(), type: Type.Literal(type), attributes });
}

/** `{data: …}` */
export function Data<T extends TSchema>(data: T) {
  return Type.Object({ data });
}

export const PaginationSchema = Type.Object({
  page: Type.Integer(),
  perPage: Type.Integer(),
  pages: Type.Integer(),
  count: Type.Integer(),
});

/** `{data: [...], pagination}` */
export function Page<T extends TSchema>(item: T) {
  return Type.Object({ data: Type.Array(item), pagination: PaginationSchema });
}

/** 204: no body. */
export const NoContent = Type.Null({ description: 'No content' });

export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** `{message}`: an answer that only says what happened. */
export const MessageBody = Type.Object({ message: Type.String({ examples: ['Hasło zostało zmienione.'] }) });

export const Uuid = (options: { description?: string } = {}) =>
  Type.String({ format: 'uuid', examples: ['6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b'], ...options });

/** A calendar day as the API answers it. */
export const Day = (options: { description?: string } = {}) => Type.String({ format: 'date', examples: ['2030-03-01'], ...options });

/** An instant, ISO 8601 in UTC. */
export const Timestamp = (options: { description?: string } = {}) =>
  Type.String({ format: 'date-time', examples: ['2030-03-01T12:00:00.000Z'], ...options });

// ---- Polish field messages ---------------------------------------------------------------------------------------

// Symbols: Ajv (strict about unknown keywords), the serialiser and the OpenAPI document never see them.
const MESSAGE = Symbol.for('gospodarz.schema.message');
const ALIASES = Symbol.for('gospodarz.schema.aliases');
const BLANK_IS_ABSENT = Symbol.for('gospodarz.schema.blankIsAbsent');

type Annotated = Record<string | symbol, unknown>;

/**
 * Gives a field the Polish message a screen shows when the value breaks its schema: one message for any keyword, or
 * one per keyword (`{type: 'Podaj liczbę osób', minimum: '…'}`); keywords not named keep the general messages.
 */
export function withMessage<T extends TSchema>(schema: T, message: string | Record<string, string>): T {
  (schema as unknown as Annotated)[MESSAGE] = message;
  return schema;
}

/** The message `withMessage` gave to the schema at `schemaPath` (Ajv's `#/properties/a/pattern`) for its keyword. */
export function messageFor(root: unknown, schemaPath: string, keyword: string): string | undefined {
  const segments = schemaPath.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodePointer);
  segments.pop();
  let node: unknown = root;
  for (const segment of segments) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Annotated)[segment];
  }
  const message = node && typeof node === 'object' ? (node as Annotated)[MESSAGE] : undefined;
  if (typeof message === 'string') return keyword === 'required' ? undefined : message;
  if (message && typeof message === 'object') return (message as Record<string, string>)[keyword];
  return undefined;
}

function decodePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

// ---- both spellings of a field -------------------------------------------------------------------------------------

export interface AliasOptions {
  /** fields where `null` or `''` mean "not sent" (a form's empty select or number input) */
  blankIsAbsent?: string[];
  description?: string;
  examples?: unknown[];
}

/**
 * An object whose fields may also be sent under other names (`apartamentId` for `apartmentId`, `guest_address` for
 * `guestAddress`): the document lists every spelling, and before validation `foldAliases` moves each alias onto its
 * field, so that validation, the 422 field names and the handler see one spelling. When both are sent the field's
 * own name wins. The static type is the folded shape.
 */
export function Aliased<P extends TProperties>(properties: P, aliases: Record<string, keyof P & string>, options: AliasOptions = {}): TObject<P> {
  const all: TProperties = { ...properties };
  for (const [alias, field] of Object.entries(aliases)) {
    const { description, ...rest } = properties[field] as unknown as Annotated & { description?: string };
    void description;
    all[alias] = Type.Optional({ ...rest, description: `the same as ${field}` } as unknown as TSchema);
  }
  const { blankIsAbsent, ...objectOptions } = options;
  const schema = Type.Object(all, objectOptions) as unknown as TObject<P> & Annotated;
  schema[ALIASES] = aliases;
  if (blankIsAbsent) schema[BLANK_IS_ABSENT] = blankIsAbsent;
  return schema;
}

/**
 * Walks `data` along `schema` and folds the aliases `Aliased` declared (and drops blank values where they mean "not
 * sent"), in place. Runs before validation (plugins/errors.ts installs it on every route with such a schema).
 */
export function foldAliases(schema: unknown, data: unknown): void {
  if (!schema || typeof schema !== 'object' || !data || typeof data !== 'object' || Array.isArray(data)) return;
  const s = schema as Annotated;
  const record = data as Record<string, unknown>;
  const aliases = s[ALIASES] as Record<string, string> | undefined;
  if (aliases) {
    for (const [alias, field] of Object.entries(aliases)) {
      if (!(alias in record)) continue;
      if (record[field] === undefined) record[field] = record[alias];
      delete record[alias];
    }
  }
  const blanks = s[BLANK_IS_ABSENT] as string[] | undefined;
  for (const field of blanks ?? []) if (record[field] === null || record[field] === '') delete record[field];
  const properties = s.properties as Record<string, unknown> | undefined;
  if (properties) for (const [key, sub] of Object.entries(properties)) foldAliases(sub, record[key]);
}

/** Whether a schema (or one inside it) declares aliases or blank fields, i.e. needs `foldAliases`. */
export function needsFolding(schema: unknown): boolean {
  if (!schema || typeof schema !== 'object') return false;
  const s = schema as Annotated;
  if (s[ALIASES] || s[BLANK_IS_ABSENT]) return true;
  const properties = s.properties as Record<string, unknown> | undefined;
  return !!properties && Object.values(properties).some(needsFolding);
}

/**
 * The body of an action that takes no fields (POST …/cancel): none at all, or an empty object. Declared so that the
 * document says so; a request without a body is validated as `{}`.
 */
export const EmptyBody = Type.Object({}, { description: 'Nothing to send: no body, or {}' });

// A day that exists in the calendar between 2000 and 2100, spelled yyyy-MM-dd or MM/dd/yyyy (as `parseDay` reads
// it): said as a pattern so that the check fails together with the other fields' checks, not after them.
const YEAR = '(20\\d\\d|2100)';
const LEAP_YEAR = '20(0[048]|[2468][048]|[13579][26])';
const ISO_DAY = `${YEAR}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|${LEAP_YEAR}-02-29`;
const US_DAY = `((0?[13578]|1[02])/(0?[1-9]|[12]\\d|3[01])|(0?[469]|11)/(0?[1-9]|[12]\\d|30)|0?2/(0?[1-9]|1\\d|2[0-8]))/${YEAR}|0?2/29/${LEAP_YEAR}`;
export const DAY_PATTERN = `^\\s*(${ISO_DAY}|${US_DAY})\\s*$`;

/** A day sent by a client, yyyy-MM-dd or MM/dd/yyyy, with the Polish message for one that is not a day. */
export const DayInput = (message: string, options: { description?: string; examples?: string[] } = {}) =>
  withMessage(Type.String({ pattern: DAY_PATTERN, examples: ['2030-03-01'], ...options }), { pattern: message });
