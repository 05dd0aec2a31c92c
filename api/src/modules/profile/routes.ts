import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { authOf, bearerToken } from '../../plugins/auth';
import { toUserDto } from '../users/serialize';
import { changePassword, currentUser, deleteMe, saveProfile } from './service';

const ProfileFields = {
  firstName: Type.Optional(Type.String({ maxLength: 100 })),
  lastName: Type.Optional(Type.String({ maxLength: 100 })),
  phoneNumber: Type.Optional(Type.String({ maxLength: 30 })),
};
const ProfileBody = Type.Object({ ...ProfileFields, user: Type.Optional(Type.Object(ProfileFields)) });
type ProfileBodyT = Static<typeof ProfileBody>;

const Secret = Type.Optional(Type.String({ maxLength: 1024 }));
const PasswordFields = { oldPassword: Secret, newPassword: Secret, passwordConfirmation: Secret };
const PasswordBody = Type.Object({ ...PasswordFields, user: Type.Optional(Type.Object(PasswordFields)) });
type PasswordBodyT = Static<typeof PasswordBody>;

/** The signed-in user's own account: profile, password change, deletion (spec 000 §2 "Signed-in account"). */
export default async function profileRoutes(app: FastifyInstance) {
  app.get('/me', { schema: { tags: ['account'], summary: 'The signed-in user' }, preHandler: app.authenticate }, async (request) => {
    return { data: toUserDto(await currentUser(app, authOf(request))) };
  });

  app.patch<{ Body: ProfileBodyT }>(
    '/me',
    {
      schema: { tags: ['account'], summary: 'Save first name, last name and phone (body `{user: {...}}` or flat)', body: ProfileBody },
      preHandler: app.authenticate,
    },
    async (request) => {
      const { user: wrapped, ...flat } = request.body;
      const user = await saveProfile(app, authOf(request), { ...flat, ...(wrapped ?? {}) });
      return { data: toUserDto(user) };
    },
  );

  app.patch<{ Body: PasswordBodyT }>(
    '/me/password',
    {
      schema: { tags: ['account'], summary: "Change the password; signs out the user's other sessions", body: PasswordBody },
      preValidation: app.throttle('passwordChange', bearerToken),
      preHandler: app.authenticate,
    },
    async (request) => {
      const { user: wrapped, ...flat } = request.body;
      await changePassword(app, authOf(request), { ...flat, ...(wrapped ?? {}) });
      return { message: 'Hasło zostało zmienione.' };
    },
  );

  app.delete('/me', { schema: { tags: ['account'], summary: "Delete the account (owner) or one's own user (co-host)" }, preHandler: app.authenticate }, async (request, reply) => {
    await deleteMe(app, authOf(request));
    return reply.status(204).send();
  });
}
