import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../lib/schemas';
import { REGISTRATION_SENT, register } from './service';
import { bodyUserEmail } from '../../lib/rawInput';


const Field = (maxLength: number, example: string) => Type.Optional(Type.String({ maxLength, examples: [example] }));

const RegistrationBody = Type.Object(
  {
    user: Type.Object({
      firstName: Field(100, 'Anna'),
      lastName: Field(100, 'Gospodarska'),
      email: Field(320, 'anna@example.pl'),
      phoneNumber: Field(30, '600-100-200'),
      companyName: Field(200, 'Apartamenty nad Motławą'),
      termsAccepted: Type.Optional(Type.Boolean({ description: 'must be true' })),
    }),
  },
  { description: 'The sign-up form; every field is required and the terms must be accepted' },
);

const MessageAnswer = Type.Object({ message: Type.String({ examples: [REGISTRATION_SENT] }) });

/** Sign-up of a new host: an account with a 30-day trial, confirmed through a link sent by e-mail. */
export default async function registrationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/registrations',
    {
      schema: {
        tags: ['registration'],
        summary: 'Sign up; the link that sets the password goes by e-mail. The same answer whether or not the address is taken',
        body: RegistrationBody,
        response: { 200: MessageAnswer, ...errorResponses(422, 429) },
      },
      // the limits of the reset request, which also mails a link to an address someone typed
      preValidation: app.throttle('passwordReset', bodyUserEmail),
    },
    async (request) => {
      await register(app, request.body.user);
      return { message: REGISTRATION_SENT };
    },
  );
}
