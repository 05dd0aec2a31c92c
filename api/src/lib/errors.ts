/** One error type per kind of failure; plugins/errors.ts maps them to HTTP in one place. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export class ValidationError extends AppError {
  constructor(errors: Record<string, string[]>, message = 'Popraw zaznaczone pola.') {
    super(422, message, errors);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Nie znaleziono.') {
    super(404, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, errors?: Record<string, string[]>) {
    super(409, message, errors);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'Nie masz uprawnień do tej operacji.') {
    super(403, message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Zaloguj się, aby kontynuować.') {
    super(401, message);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message = 'Zbyt wiele prób. Spróbuj ponownie za chwilę.') {
    super(429, message);
  }
}

/** PostgreSQL's code for a violated exclusion constraint (e.g. two stays of one apartment overlapping). */
export const PG_EXCLUSION_VIOLATION = '23P01';
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

export function pgCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : undefined;
}
