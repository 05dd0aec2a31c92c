import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { errorResponses } from '../lib/schemas';
import { OPENAPI_INTRO } from './openapiIntro';
import { WEBHOOK_COMPONENTS } from '../modules/webhooks';

/** A response as a route declares it: a schema, or (for the document) its schema per media type. */
type Answer = { description?: string; content?: Record<string, { schema: Answer }> };
type RouteSchema = FastifySchema & { produces?: string[]; hide?: boolean; response?: Record<string, Answer> };

/**
 * The answers every operation may give besides those its route declares, as plugins/errors.ts and inputSafety.ts
 * give them: 422 for a query (or body) no field can take (a NUL, a lone surrogate), 500 for a failure of the server;
 * and where a body is sent, 400 for one that does not parse, 413 past the body limit, 415 for a media type the API
 * does not read.
 */
const ANY_REQUEST = errorResponses(422, 500);
const WITH_BODY = errorResponses(400, 413, 415);
/**
 * A signed-in route (one declaring 401) called with a personal access token (issue 42) may also answer 403 (a read-only
 * token writing) and 429 (the token's rate limit).
 */
const WITH_TOKEN = errorResponses(403, 429);

/**
 * The route's schema as the document shows it: the common answers added, and, for a route that answers a file
 * (`produces`: CSV, PDF, XML, iCal, images), its failures declared as the JSON they are, not as the file type.
 */
export function documentedSchema(schema: RouteSchema | undefined): RouteSchema | undefined {
  if (!schema || schema.hide) return schema;
  const signedIn = Boolean(schema.response && '401' in schema.response);
  const declared: Record<string, Answer> = { ...ANY_REQUEST, ...(schema.body ? WITH_BODY : {}), ...(signedIn ? WITH_TOKEN : {}), ...schema.response };
  const response: Record<string, Answer> = {};
  for (const [status, answer] of Object.entries(declared)) {
    const failure = Number(status) >= 400;
    // a failure that declares its own media types (a public page's 404 in HTML) is shown as it declares them
    response[status] = failure && schema.produces && !answer.content ? { description: answer.description, content: { 'application/json': { schema: answer } } } : answer;
  }
  return { ...schema, response };
}

/** The OpenAPI document built from the routes' schemas, browsable at /api/docs. */
export default fp(async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Gospodarz API', version: '1.0.0', description: OPENAPI_INTRO },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'A personal access token (gzp_…) or a session token of the apps' } }, schemas: WEBHOOK_COMPONENTS },
      security: [{ bearer: [] }],
    },
    transform: ({ schema, url }) => ({ schema: documentedSchema(schema as RouteSchema | undefined) as FastifySchema, url }),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}, { name: 'openapi', dependencies: [] });
