import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, PG_EXCLUSION_VIOLATION, PG_UNIQUE_VIOLATION, pgCode } from '../lib/errors';
import { DatabaseUnavailableError } from '../db/database';
import { clientInputError } from './inputSafety';
import { foldAliases, messageFor, needsFolding } from '../lib/schemas';

const REQUIRED = 'Pole jest wymagane';

export const DATABASE_UNAVAILABLE = 'Baza danych jest chwilowo niedostępna. Spróbuj ponownie za chwilę.';
/** what a 503 of an unreachable database asks the client to wait before repeating the request */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

interface AjvError {
  keyword: string;
  instancePath: string;
  schemaPath?: string;
  params: Record<string, unknown>;
  message?: string;
}

function polishMessage(e: AjvError): string {
  switch (e.keyword) {
    case 'required':
      return REQUIRED;
    case 'minLength':
      return Number(e.params.limit) <= 1 ? REQUIRED : `Minimalna długość to ${e.params.limit} znaków`;
    case 'maxLength':
      return `Maksymalna długość to ${e.params.limit} znaków`;
    case 'format':
      if (e.params.format === 'email') return 'Podaj poprawny adres e-mail';
      if (e.params.format === 'date') return 'Podaj poprawną datę (rrrr-mm-dd)';
      return 'Nieprawidłowy format';
    case 'minimum':
    case 'exclusiveMinimum':
      return `Wartość musi być nie mniejsza niż ${e.params.limit}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `Wartość musi być nie większa niż ${e.params.limit}`;
    case 'enum':
      return 'Wybierz jedną z dostępnych wartości';
    case 'pattern':
      return 'Nieprawidłowy format';
    case 'type':
      return 'Nieprawidłowa wartość';
    default:
      return 'Nieprawidłowa wartość';
  }
}

/**
 * Ajv errors → `{field: [Polish message]}`, the field being the last segment of the path (or the missing property).
 * A field's own message (`withMessage` in the schema `schema`, the part validated) wins over the keyword's.
 */
export function fieldErrors(validation: AjvError[], schema?: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const e of validation) {
    const segments = e.instancePath.split('/').filter(Boolean);
    if (e.keyword === 'required') segments.push(String(e.params.missingProperty));
    const field = segments.filter((s) => !/^\d+$/.test(s)).pop() ?? 'base';
    // a missing field's own message is looked up on the field (only when it names `required` itself)
    const path = e.keyword === 'required' ? e.schemaPath?.replace(/required$/, `properties/${String(e.params.missingProperty)}/required`) : e.schemaPath;
    const own = path && schema ? messageFor(schema, path, e.keyword) : undefined;
    const message = own ?? polishMessage(e);
    const messages = (errors[field] ??= []);
    // two keywords of one field (a pattern and a format) may fail together with the same message
    if (!messages.includes(message)) messages.push(message);
  }
  return errors;
}

/** Maps every failure to `{message, errors?}` with the right status; nothing a client sends becomes a 500. */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  // Fields sent under another spelling the schema allows are folded onto one name before validation, so that
  // validation, the 422 field names and the handlers see one spelling (and before any other preValidation hook).
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { body?: { required?: unknown[] }; querystring?: unknown } | undefined;
    // a body whose every field is optional may be left out, as clients do for actions (POST …/cancel)
    const bodyOptional = !!schema?.body && !schema.body.required?.length;
    const body = needsFolding(schema?.body) ? schema!.body : undefined;
    const query = needsFolding(schema?.querystring) ? schema!.querystring : undefined;
    if (!body && !query && !bodyOptional) return;
    const fold = async (request: { body: unknown; query: unknown }) => {
      if (bodyOptional && (request.body === undefined || request.body === null)) request.body = {};
      if (body) foldAliases(body, request.body);
      if (query) foldAliases(query, request.query);
    };
    const existing = route.preValidation;
    route.preValidation = [fold, ...(Array.isArray(existing) ? existing : existing ? [existing] : [])];
  });

  app.setErrorHandler((error: FastifyError & { validation?: AjvError[] }, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    if (error instanceof DatabaseUnavailableError) {
      // the balancer's readiness check takes the instance out meanwhile; the request may simply be repeated
      request.log.warn({ err: error.cause }, 'database unavailable');
      return reply.status(503).header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS)).send({ message: DATABASE_UNAVAILABLE });
    }
    if (error.validation) {
      if (error.validationContext === 'params') return reply.status(404).send({ message: 'Nie znaleziono.' });
      const schema = (request.routeOptions.schema as Record<string, unknown> | undefined)?.[error.validationContext ?? 'body'];
      return reply.status(422).send({ message: 'Popraw zaznaczone pola.', errors: fieldErrors(error.validation, schema) });
    }
    const code = pgCode(error);
    if (code === PG_EXCLUSION_VIOLATION) {
      return reply.status(409).send({ message: 'Ten termin jest już zajęty.' });
    }
    if (code === PG_UNIQUE_VIOLATION) {
      return reply.status(409).send({ message: 'Taki wpis już istnieje.' });
    }
    const refused = clientInputError(error);
    if (refused) return reply.status(refused.statusCode).send({ message: refused.message, ...(refused.errors ? { errors: refused.errors } : {}) });
    if (error.statusCode === 429) {
      return reply.status(429).send({ message: 'Zbyt wiele prób. Spróbuj ponownie za chwilę.' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Nieobsługiwany format danych.'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413
            ? 'Przesłane dane są zbyt duże.'
            : 'Nieprawidłowe żądanie.';
      return reply.status(error.statusCode).send({ message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Coś poszło nie tak.' });
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const wantsPage =
      request.method === 'GET' && app.hostIndexHtml && !url.startsWith('/api/') && !url.startsWith('/remotes/') && !/\.\w+$/.test(url);
    if (wantsPage) return reply.type('text/html').header('Cache-Control', 'no-cache').send(app.hostIndexHtml);
    return reply.status(404).send({ message: 'Nie znaleziono.' });
  });
}, { name: 'errors', dependencies: [] });
