import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { API_TOKEN_ACCESS, type ApiTokenDto } from '@gospodarz/contracts';
import { scopeOf } from '../../plugins/auth';
import { IdParams, SIGNED_IN_ERRORS, Timestamp, Uuid, errorResponses, withMessage } from '../../lib/schemas';
import type { Scope } from '../../lib/scope';
import * as service from './service';
import type { ApiTokenRow } from './service';

const Nullable = <T extends ReturnType<typeof Timestamp>>(schema: T) => Type.Union([schema, Type.Null()]);

const ApiTokenResource = Type.Object({
  id: Uuid(),
  type: Type.Literal('apiToken'),
  attributes: Type.Object({
    name: Type.String({ examples: ['Arkusz przyjazdów'] }),
    tokenStart: Type.String({ description: 'the first characters of the token, to tell tokens apart', examples: ['gzp_AbCd'] }),
    access: Type.Enum(Object.keys(API_TOKEN_ACCESS), { description: 'read: GET only; write: every call its user may make' }),
    expiresAt: Nullable(Timestamp({ description: 'null: never expires' })),
    lastUsedAt: Nullable(Timestamp({ description: 'null: never used' })),
    createdAt: Timestamp(),
    revokedAt: Nullable(Timestamp()),
    active: Type.Boolean({ description: 'neither revoked nor expired' }),
    userId: Uuid({ description: 'whose token it is' }),
    userName: Type.String(),
    own: Type.Boolean({ description: "whether it is the caller's own token" }),
  }),
});

const ApiTokenBody = Type.Object(
  {
    apiToken: Type.Object({
      name: withMessage(Type.String({ minLength: 1, maxLength: 100 }), 'Podaj nazwę tokenu (do 100 znaków).'),
      expiresIn: withMessage(Type.Union([Type.Literal('30'), Type.Literal('90'), Type.Literal('365'), Type.Literal('none')], { description: "days ('30', '90', '365') or 'none'" }), 'Wybierz ważność: 30, 90, 365 dni albo bez terminu.'),
      access: withMessage(Type.Union([Type.Literal('read'), Type.Literal('write')]), 'Wybierz dostęp: tylko odczyt albo odczyt i zapis.'),
    }),
  },
  { examples: [{ apiToken: { name: 'Arkusz przyjazdów', expiresIn: '90', access: 'read' } }] },
);

const when = (value: Date | null) => (value ? new Date(value).toISOString() : null);

function toDto(row: ApiTokenRow, scope: Scope): ApiTokenDto {
  return {
    id: row.id,
    type: 'apiToken',
    attributes: {
      name: row.name,
      tokenStart: row.token_start,
      access: row.read_only ? 'read' : 'write',
      expiresAt: when(row.expires_at),
      lastUsedAt: when(row.last_used_at),
      createdAt: new Date(row.created_at).toISOString(),
      revokedAt: when(row.revoked_at),
      active: row.active,
      userId: row.user_id,
      userName: row.user_name,
      own: row.user_id === scope.userId,
    },
  };
}

/**
 * Personal access tokens (Mój profil › Tokeny API, issue 42): a signed-in user lists, creates and revokes their own;
 * the owner sees and revokes every token of the account. Managed with a session only: a token cannot make tokens.
 */
export default async function apiTokenRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['api-tokens'];
  const base = '/me/api_tokens';

  app.get(
    base,
    {
      ...app.guard(),
      schema: {
        tags,
        summary: "The caller's personal access tokens (the owner: every token of the account), the newest first",
        response: { 200: Type.Object({ data: Type.Array(ApiTokenResource) }), ...errorResponses(...SIGNED_IN_ERRORS) },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      return { data: (await service.list(app.db, scope)).map((row) => toDto(row, scope)) };
    },
  );

  app.post(
    base,
    {
      ...app.guard(),
      schema: {
        tags,
        summary: 'Create a personal access token; the token itself is in meta.token, shown this once (only its hash is kept)',
        body: ApiTokenBody,
        response: {
          201: Type.Object({ data: ApiTokenResource, meta: Type.Object({ token: Type.String({ examples: ['gzp_…'] }) }) }),
          ...errorResponses(...SIGNED_IN_ERRORS, 422),
        },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const { row, token } = await service.create(app.db, scope, request.body.apiToken);
      return reply.status(201).send({ data: toDto(row, scope), meta: { token } });
    },
  );

  app.delete(
    `${base}/:id`,
    {
      ...app.guard(),
      schema: {
        tags,
        summary: "Revoke a token at once: one's own, or (the owner) any of the account",
        params: IdParams,
        response: { 200: Type.Object({ data: ApiTokenResource }), ...errorResponses(...SIGNED_IN_ERRORS, 404) },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      return { data: toDto(await service.revoke(app.db, scope, request.params.id), scope) };
    },
  );
}
