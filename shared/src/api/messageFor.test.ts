/** @jest-environment node */
import { messageFor } from './messageFor';

describe('the message of a failure', () => {
  it("gives the API's own Polish message first", () => {
    expect(messageFor({ status: 409, body: { message: 'Ten termin jest już zajęty.' } }, 'rezerwacji')).toBe('Ten termin jest już zajęty.');
    expect(messageFor({ status: 0, body: { message: 'Brak połączenia.' } })).toBe('Brak połączenia.');
  });

  it("names the subject where the API's answer is generic", () => {
    expect(messageFor({ status: 404, body: { message: 'Nie znaleziono.' } }, 'tej faktury')).toBe('Nie znaleziono tej faktury.');
    expect(messageFor({ status: 403, body: { message: 'Nie masz uprawnień do tej operacji.' } }, 'cennika')).toBe('Nie masz uprawnień do cennika.');
    expect(messageFor({ status: 403, body: { message: 'Nie masz uprawnień do tej operacji.' } })).toBe('Nie masz uprawnień do tej operacji.');
  });

  it('says something in Polish for each status when the answer has no message', () => {
    const texts = [0, 403, 404, 409, 413, 422, 429, 500, 503].map((status) => messageFor({ status, body: { message: '' } }));
    expect(texts).toEqual([
      'Nie udało się połączyć z serwerem. Sprawdź połączenie i spróbuj ponownie.',
      'Nie masz uprawnień do tej operacji.',
      'Nie znaleziono.',
      'Ktoś zmienił te dane w międzyczasie. Odśwież i spróbuj ponownie.',
      'Plik jest za duży.',
      'Popraw zaznaczone pola.',
      'Zbyt wiele prób. Spróbuj ponownie za chwilę.',
      'Coś poszło nie tak. Spróbuj ponownie.',
      'Coś poszło nie tak. Spróbuj ponownie.',
    ]);
  });
});
