import type { ApiFailure } from './client';

// The API's words that say nothing of the thing refused: a screen that names its subject says more.
const API_GENERIC = new Set(['Nie znaleziono.', 'Nie masz uprawnień do tej operacji.', 'Coś poszło nie tak.']);

const BY_STATUS: Record<number, (subject?: string) => string> = {
  0: () => 'Nie udało się połączyć z serwerem. Sprawdź połączenie i spróbuj ponownie.',
  403: (subject) => `Nie masz uprawnień do ${subject ?? 'tej operacji'}.`,
  404: (subject) => (subject ? `Nie znaleziono ${subject}.` : 'Nie znaleziono.'),
  409: () => 'Ktoś zmienił te dane w międzyczasie. Odśwież i spróbuj ponownie.',
  413: () => 'Plik jest za duży.',
  422: () => 'Popraw zaznaczone pola.',
  429: () => 'Zbyt wiele prób. Spróbuj ponownie za chwilę.',
};
const OTHERWISE = 'Coś poszło nie tak. Spróbuj ponownie.';

/**
 * The Polish text a user reads for a failed request: the API's own message first (it names the rule that refused),
 * else a text for the status; `subject` (in the genitive: 'tej rezerwacji', 'cennika') makes a 403 or 404 say what
 * was refused or is missing, where the API's answer only says 'Nie znaleziono.'.
 */
export function messageFor(failure: Pick<ApiFailure, 'status' | 'body'>, subject?: string): string {
  const own = failure.body?.message;
  if (own && !(subject && API_GENERIC.has(own))) return own;
  return (BY_STATUS[failure.status] ?? (() => own || OTHERWISE))(subject);
}
