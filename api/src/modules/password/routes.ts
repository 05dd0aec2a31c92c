import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { MessageBody, errorResponses } from '../../lib/schemas';
import { toUserDto } from '../users';
import { UserAnswer } from '../users';
import { PASSWORD_CHANGED, RESET_REQUESTED, requestPasswordReset, setPasswordAndSignIn, setPasswordWithToken } from './service';
import { bodyUserEmail, pathParam } from '../../lib/rawInput';

const Secret = Type.String({ maxLength: 1024 });

const ForgotBody = Type.Object(
  { user: Type.Object({ email: Type.String({ format: 'email', maxLength: 320 }) }) },
  { examples: [{ user: { email: 'demo@gospodarz.pl' } }] },
);

// The snake_case names and their camelCase readings, flat or wrapped in `user` as Devise clients send them. Both
// are kept apart (not folded onto one): the errors are reported under the names the client used.
const ResetFields = {
  password: Type.Optional(Secret),
  password_confirmation: Type.Optional(Secret),
  passwordConfirmation: Type.Optional(Secret),
  reset_password_token: Type.Optional(Secret),
  resetPasswordToken: Type.Optional(Secret),
};
const ResetBody = Type.Object(
  { ...ResetFields, user: Type.Optional(Type.Object(ResetFields)) },
  { examples: [{ password: 'Nowe-haslo-555', password_confirmation: 'Nowe-haslo-555', reset_password_token: 'token-z-linku' }] },
);
type ResetBodyT = Static<typeof ResetBody>;

const SetPasswordBody = Type.Object(
  {
    password: Type.Optional(Secret),
    passwordConfirmation: Type.Optional(Secret),
    password_confirmation: Type.Optional(Secret),
  },
  { examples: [{ password: 'Nowe-haslo-555', passwordConfirmation: 'Nowe-haslo-555' }] },
);


function resetTokenOf(request: FastifyRequest): string | undefined {
  const body = (request.body ?? {}) as ResetBodyT;
  const b = { ...body, ...(body.user ?? {}) };
  return typeof b.reset_password_token === 'string' ? b.reset_password_token : typeof b.resetPasswordToken === 'string' ? b.resetPasswordToken : undefined;
}

/** Forgot password, reset by link, and setting the first password of an invited co-host. */
export default async function passwordRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/password',
    {
      schema: {
        tags: ['password'],
        summary: 'Send a reset link (1 hour) to the address; the same answer whether or not an account uses it',
        security: [],
        body: ForgotBody,
        response: { 200: MessageBody, ...errorResponses(422, 429) },
      },
      preValidation: app.throttle('passwordReset', bodyUserEmail),
    },
    async (request) => {
      await requestPasswordReset(app, request.body.user.email);
      return { message: RESET_REQUESTED };
    },
  );

  app.patch(
    '/password',
    {
      schema: {
        tags: ['password'],
        summary: 'Set a new password with a reset link token; signs out every session',
        security: [],
        body: ResetBody,
        response: { 200: MessageBody, ...errorResponses(422, 429) },
      },
      preValidation: app.throttle('token', resetTokenOf),
    },
    async (request) => {
      const body = { ...request.body, ...(request.body.user ?? {}) };
      const camel = body.resetPasswordToken !== undefined || body.passwordConfirmation !== undefined;
      await setPasswordWithToken(
        app,
        {
          token: body.reset_password_token ?? body.resetPasswordToken,
          password: body.password,
          confirmation: body.password_confirmation ?? body.passwordConfirmation,
        },
        camel
          ? { token: 'resetPasswordToken', password: 'password', confirmation: 'passwordConfirmation' }
          : { token: 'reset_password_token', password: 'password', confirmation: 'password_confirmation' },
      );
      return { message: PASSWORD_CHANGED };
    },
  );

  app.post(
    '/users/:token/set_password',
    {
      schema: {
        tags: ['password'],
        summary: 'Set the password with an invitation or reset token and sign in (token in the Authorization header)',
        security: [],
        params: Type.Object({ token: Type.String({ minLength: 1, maxLength: 256 }) }),
        body: SetPasswordBody,
        response: { 200: UserAnswer, ...errorResponses(404, 422, 429) },
      },
      preValidation: app.throttle('token', pathParam('token')),
    },
    async (request, reply) => {
      const { token, user } = await setPasswordAndSignIn(app, {
        token: request.params.token,
        password: request.body.password,
        confirmation: request.body.passwordConfirmation ?? request.body.password_confirmation,
      });
      reply.header('Authorization', `Bearer ${token}`);
      return { data: toUserDto(user) };
    },
  );
}
