import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, PG_EXCLUSION_VIOLATION, PG_UNIQUE_VIOLATION, pgCode } from '../lib/errors';

const REQUIRED = 'Pole jest wymagane';

interface AjvError {
  keyword: string;
  instancePath: string;
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

/** Ajv errors → `{field: [Polish message]}`, the field being the last segment of the path (or the missing property). */
export function fieldErrors(validation: AjvError[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const e of validation) {
    const segments = e.instancePath.split('/').filter(Boolean);
    if (e.keyword === 'required') segments.push(String(e.params.missingProperty));
    const field = segments.filter((s) => !/^\d+$/.test(s)).pop() ?? 'base';
    (errors[field] ??= []).push(polishMessage(e));
  }
  return errors;
}

/** Maps every failure to `{message, errors?}` with the right status; nothing a client sends becomes a 500. */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & { validation?: AjvError[] }, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    if (error.validation) {
      if (error.validationContext === 'params') return reply.status(404).send({ message: 'Nie znaleziono.' });
      return reply.status(422).send({ message: 'Popraw zaznaczone pola.', errors: fieldErrors(error.validation) });
    }
    const code = pgCode(error);
    if (code === PG_EXCLUSION_VIOLATION) {
      return reply.status(409).send({ message: 'Ten termin jest już zajęty.' });
    }
    if (code === PG_UNIQUE_VIOLATION) {
      return reply.status(409).send({ message: 'Taki wpis już istnieje.' });
    }
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
});
