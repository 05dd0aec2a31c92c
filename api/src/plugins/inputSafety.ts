import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, NotFoundError, ValidationError, pgCode } from '../lib/errors';

export const FORBIDDEN_CHARACTERS = 'Niedozwolone znaki';
export const TOO_DEEP = 'Zbyt głęboko zagnieżdżone dane';

/** Deeper than any form of the suite nests (a listing's apartments' rates are 4 levels down). */
export const MAX_DEPTH = 32;

// NUL (PostgreSQL's text cannot hold it) and UTF-16 halves without their other half (not text in any encoding).
// eslint-disable-next-line no-control-regex -- the NUL is exactly what is looked for
const UNSAFE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isSafeText(value: string): boolean {
  return !UNSAFE.test(value);
}

/**
 * The first place in a decoded value (a JSON body, a query) that no text column can take, or that nests deeper
 * than any form does: the field it belongs to and the reason. Walks without recursion, so that no nesting can
 * exhaust the stack.
 */
export function unsafeInput(value: unknown): { field: string; reason: string } | null {
  const stack: Array<{ value: unknown; field: string; depth: number }> = [{ value, field: 'base', depth: 0 }];
  while (stack.length > 0) {
    const { value: current, field, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (!isSafeText(current)) return { field, reason: FORBIDDEN_CHARACTERS };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= MAX_DEPTH) return { field, reason: TOO_DEEP };
    if (Array.isArray(current)) {
      for (const item of current) stack.push({ value: item, field, depth: depth + 1 });
      continue;
    }
    for (const [key, item] of Object.entries(current)) {
      if (!isSafeText(key)) return { field, reason: FORBIDDEN_CHARACTERS };
      stack.push({ value: item, field: key, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * PostgreSQL's refusals of a value (class 22: data exceptions; 54000: a value past an internal limit), which only
 * what a client sent can cause: each answers 422 with a Polish message rather than a 500. The checks before the
 * database catch most of these first; this is the net under them.
 */
const PG_INPUT_ERRORS: Record<string, string> = {
  '22001': 'Wartość jest zbyt długa', // string_data_right_truncation
  '22003': 'Wartość poza dozwolonym zakresem', // numeric_value_out_of_range
  '22007': 'Nieprawidłowa data', // invalid_datetime_format
  '22008': 'Nieprawidłowa data', // datetime_field_overflow
  '2201W': 'Wartość poza dozwolonym zakresem', // invalid_row_count_in_limit_clause
  '2201X': 'Wartość poza dozwolonym zakresem', // invalid_row_count_in_result_offset_clause
  '22021': FORBIDDEN_CHARACTERS, // character_not_in_repertoire (a NUL byte in text)
  '22P02': 'Nieprawidłowa wartość', // invalid_text_representation (text that is no uuid, number…)
  '22P05': FORBIDDEN_CHARACTERS, // untranslatable_character (\u0000 in jsonb)
  '54000': 'Wartość jest zbyt długa', // program_limit_exceeded
};

/** The 422 a PostgreSQL error code stands for when the value came from the client, or null. */
export function pgInputError(code: string | undefined): ValidationError | null {
  const message = code ? PG_INPUT_ERRORS[code] : undefined;
  return message ? new ValidationError({ base: [message] }) : null;
}

// What the multipart parser (busboy) throws at a body that is no multipart form: no or a bad boundary, cut short.
const MULTIPART_PARSE_ERROR =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|The needle .*|Unsupported Content-Type\.|Missing Content-Type-header\.)$/;

/**
 * A failure that only what the client sent can cause, thrown below the routes (by PostgreSQL or the multipart
 * parser), as the 4xx it stands for; null for anything else.
 */
export function clientInputError(error: unknown): AppError | null {
  const fromDatabase = pgInputError(pgCode(error));
  if (fromDatabase) return fromDatabase;
  if (error instanceof Error && !('statusCode' in error) && MULTIPART_PARSE_ERROR.test(error.message)) {
    return new AppError(400, 'Nieprawidłowy format danych formularza.');
  }
  return null;
}

/** All the text fields of one multipart form together: as much as a JSON body may carry. */
export const MAX_FORM_TEXT_BYTES = 1024 * 1024;

/**
 * For a multipart reader: counts a form's text fields as they arrive and refuses the form (413) once they carry
 * more than a JSON body may, or one is longer than the parser keeps. On refusal the rest of the upload is read into
 * the void: the parser would otherwise go on keeping every further field in memory until the upload ends.
 */
export function formTextBudget(request: FastifyRequest, maxBytes = MAX_FORM_TEXT_BYTES) {
  let used = 0;
  return (part: { fieldname: string; value?: unknown; valueTruncated?: boolean; fieldnameTruncated?: boolean }) => {
    used += Buffer.byteLength(part.fieldname) + (typeof part.value === 'string' ? Buffer.byteLength(part.value) : 0);
    if (used > maxBytes || part.valueTruncated || part.fieldnameTruncated) {
      request.raw.unpipe();
      request.raw.resume();
      throw new AppError(413, 'Przesłane dane są zbyt duże.');
    }
  };
}

/** Whether a decoded params or query object holds anything to look at (Fastify gives `{}` for none). */
function carries(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value !== 'object') return true;
  for (const _key in value) return true;
  return false;
}

/**
 * Only what the request carries is scanned: path parameters only when the path has a percent-escape (the HTTP
 * parser lets no NUL or surrogate through otherwise), the query only when the URL has one, the body only when sent.
 */
function checkRequest(request: FastifyRequest) {
  const url = request.url;
  const queryAt = url.indexOf('?');
  const pathPart = queryAt === -1 ? url : url.slice(0, queryAt);
  if (pathPart.includes('%') && carries(request.params) && unsafeInput(request.params)) throw new NotFoundError();
  if (queryAt !== -1 && carries(request.query)) {
    const inQuery = unsafeInput(request.query);
    if (inQuery) throw new ValidationError({ [inQuery.field]: [inQuery.reason] });
  }
  if (request.body !== undefined && request.body !== null) {
    const inBody = unsafeInput(request.body);
    if (inBody) throw new ValidationError({ [inBody.field]: [inBody.reason] });
  }
}

/**
 * Input no route can store, refused in one place before any route sees it: NUL characters and lone UTF-16
 * surrogates in any text (body, query, path; keys too), and nesting deeper than any form. A body-less request that
 * still says it is JSON (many clients send DELETE so) is taken as having no body.
 */
export default fp(async function inputSafetyPlugin(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, body as string, done);
  });

  app.addHook('preValidation', (request, _reply, done) => {
    try {
      checkRequest(request);
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  });
}, { name: 'input-safety', dependencies: [] });
