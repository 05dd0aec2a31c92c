import type { FastifyRequest } from 'fastify';

/*
 * What a preValidation hook (a throttle's key) reads of a request before its schema has checked it: the raw input,
 * read as unknown and narrowed, never cast to the type the schema will give the handler.
 */

/** The raw text of the path parameter `name`, or undefined. */
export function pathParam(name: string): (request: FastifyRequest) => string | undefined {
  return (request) => {
    const value: unknown = Reflect.get(Object(request.params), name);
    return typeof value === 'string' ? value : undefined;
  };
}

/** The `user.email` of a raw `{user: {email}}` body (sign-in, registration, a password reset), or null. */
export function bodyUserEmail(request: FastifyRequest): string | null {
  const user: unknown = Reflect.get(Object(request.body), 'user');
  const email: unknown = Reflect.get(Object(user), 'email');
  return typeof email === 'string' ? email : null;
}
