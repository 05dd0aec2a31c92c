import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { authOf } from '../../plugins/auth';
import { toUserDto } from '../users/serialize';
import { revokeSession, signIn } from './service';

const LoginBody = Type.Object({
  user: Type.Object({
    email: Type.String({ minLength: 1, maxLength: 320 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  }),
});

/** Sign-in and sign-out (spec 000 §7); the current user is in modules/profile. */
export default async function sessionRoutes(app: FastifyInstance) {
  app.post<{ Body: { user: { email: string; password: string } } }>(
    '/login',
    {
      schema: { tags: ['session'], summary: 'Sign in; the token comes back in the Authorization header', body: LoginBody },
      preValidation: app.throttle('login', (request) => {
        const email = (request.body as { user?: { email?: unknown } } | undefined)?.user?.email;
        return typeof email === 'string' ? email : null;
      }),
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

}
