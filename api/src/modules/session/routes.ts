import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { scopeOf } from '../../plugins/auth';
import { NoContent, errorResponses } from '../../lib/schemas';
import { toUserDto } from '../users';
import { UserAnswer } from '../users';
import { revokeSession, signIn } from './service';
import { bodyUserEmail } from '../../lib/rawInput';

const LoginBody = Type.Object(
  {
    user: Type.Object({
      email: Type.String({ minLength: 1, maxLength: 320 }),
      password: Type.String({ minLength: 1, maxLength: 1024 }),
    }),
  },
  { examples: [{ user: { email: 'demo@gospodarz.pl', password: 'demo1234' } }] },
);

/** Sign-in and sign-out; the current user is in modules/profile. */
export default async function sessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/login',
    {
      schema: {
        tags: ['session'],
        summary: 'Sign in; the token comes back in the Authorization header',
        security: [],
        body: LoginBody,
        response: { 200: UserAnswer, ...errorResponses(401, 422, 429) },
      },
      preValidation: app.throttle('login', bodyUserEmail),
    },
    async (request, reply) => {
      const { email, password } = request.body.user;
      const { token, user } = await signIn(app.db, email, password);
      reply.header('Authorization', `Bearer ${token}`);
      return { data: toUserDto(user) };
    },
  );

  app.delete(
    '/logout',
    { ...app.guard(), schema: { tags: ['session'], summary: 'Sign out: the token stops working', response: { 204: NoContent, ...errorResponses(401) } } },
    async (request, reply) => {
      await revokeSession(app.db, scopeOf(request).sessionId);
      return reply.status(204).send(null);
    },
  );
}
