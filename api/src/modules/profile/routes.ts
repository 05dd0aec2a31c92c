import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { bearerToken, scopeOf } from '../../plugins/auth';
import { MessageBody, NoContent, errorResponses } from '../../lib/schemas';
import { toUserDto } from '../users';
import { UserAnswer } from '../users';
import { changePassword, currentUser, deleteMe, saveProfile } from './service';

const ProfileFields = {
  firstName: Type.Optional(Type.String({ maxLength: 100, examples: ['Jan'] })),
  lastName: Type.Optional(Type.String({ maxLength: 100, examples: ['Kowalski'] })),
  phoneNumber: Type.Optional(Type.String({ maxLength: 30, examples: ['600 100 200'] })),
};
const ProfileBody = Type.Object(
  { ...ProfileFields, user: Type.Optional(Type.Object(ProfileFields)) },
  { description: '`{user: {...}}` or the fields alone; only the fields sent change', examples: [{ user: { firstName: 'Jan', lastName: 'Kowalski', phoneNumber: '600 100 200' } }] },
);

// The rules of a new password (length, common passwords, confirmation) are the password module's, with its messages.
const Secret = Type.Optional(Type.String({ maxLength: 1024 }));
const PasswordFields = { oldPassword: Secret, newPassword: Secret, passwordConfirmation: Secret };
const PasswordBody = Type.Object(
  { ...PasswordFields, user: Type.Optional(Type.Object(PasswordFields)) },
  { description: '`{user: {...}}` or the fields alone', examples: [{ oldPassword: 'Stare-haslo-1', newPassword: 'Nowe-haslo-555', passwordConfirmation: 'Nowe-haslo-555' }] },
);

/** The signed-in user's own account: profile, password change, deletion. */
export default async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['account'];

  app.get('/me', { ...app.guard(), schema: { tags, summary: 'The signed-in user', response: { 200: UserAnswer, ...errorResponses(401, 404) } } }, async (request) => ({
    data: toUserDto(await currentUser(app.db, scopeOf(request))),
  }));

  app.patch(
    '/me',
    {
      ...app.guard(),
      schema: {
        tags,
        summary: 'Save first name, last name and phone (body `{user: {...}}` or flat)',
        body: ProfileBody,
        response: { 200: UserAnswer, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const { user: wrapped, ...flat } = request.body;
      return { data: toUserDto(await saveProfile(app.db, scopeOf(request), { ...flat, ...(wrapped ?? {}) })) };
    },
  );

  app.patch(
    '/me/password',
    {
      ...app.guard(),
      schema: {
        tags,
        summary: "Change the password; signs out the user's other sessions",
        body: PasswordBody,
        response: { 200: MessageBody, ...errorResponses(401, 422, 429) },
      },
      preValidation: app.throttle('passwordChange', bearerToken),
    },
    async (request) => {
      const { user: wrapped, ...flat } = request.body;
      await changePassword(app.db, scopeOf(request), { ...flat, ...(wrapped ?? {}) });
      return { message: 'Hasło zostało zmienione.' };
    },
  );

  app.delete(
    '/me',
    {
      ...app.guard(),
      schema: { tags, summary: "Delete the account (owner) or one's own user (co-host)", response: { 204: NoContent, ...errorResponses(401, 404) } },
    },
    async (request, reply) => {
      await deleteMe(app.db, scopeOf(request), app.files);
      return reply.status(204).send(null);
    },
  );
}
