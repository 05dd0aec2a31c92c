import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { authOf } from '../../plugins/auth';
import { NotFoundError } from '../../lib/errors';
import { findUser } from '../users/repository';
import { toUserDto } from '../users/serialize';
import { revokeSession, signIn } from './service';

const LoginBody = Type.Object({
  user: Type.Object({
    email: Type.String({ minLength: 1, maxLength: 320 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  }),
});

/** Sign-in, sign-out and the current user (spec 000 §7). */
export default async function sessionRoutes(app: FastifyInstance) {
  app.post<{ Body: { user: { email: string; password: string } } }>(
    '/login',
    {
      schema: { tags: ['session'], summary: 'Sign in; the token comes back in the Authorization header', body: LoginBody },
      config: { rateLimit: app.rateLimits?.login },
    },
    async (request, reply) => {
      const { email, password } = request.body.user;
      const { token, user } = await signIn(app.db, email, password);
      reply.header('Authorization', `Bearer ${token}`);
      return { data: toUserDto(user) };
    },
  );

  app.delete('/logout', { schema: { tags: ['session'] }, preHandler: app.authenticate }, async (request, reply) => {
    await revokeSession(app.db, authOf(request).sessionId);
    return reply.status(204).send();
  });

  app.get('/me', { schema: { tags: ['account'] }, preHandler: app.authenticate }, async (request) => {
    const auth = authOf(request);
    const user = await findUser(app.db, auth.accountId, auth.userId);
    if (!user) throw new NotFoundError();
    return { data: toUserDto(user) };
  });
}
