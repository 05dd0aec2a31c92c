import { Type, type TSchema } from 'typebox';

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
  422: 'Invalid fields',
  429: 'Too many attempts',
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
