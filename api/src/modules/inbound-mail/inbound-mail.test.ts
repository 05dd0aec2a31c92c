import nodemailer from 'nodemailer';
import { startTestApi, signedInOwner, type TestApi } from '../../test/harness';
import { createApartment } from '../../test/fixtures';
import { createStay, dayFromToday } from '../../test/stays';
import { guestLinkKey } from '../conversations';
import { guestToken } from '../conversations';
import { trimQuoted } from './trim';

jest.setTimeout(60_000);

// a port of this module's range, on the loopback only
const PORT = 4425;
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ INBOUND_SMTP_PORT: String(PORT), INBOUND_SMTP_HOST: '127.0.0.1', INBOUND_MAIL_DOMAIN: 'odpowiedzi.example', INBOUND_MAX_BYTES: '20000' });
});
afterAll(async () => {
  await api.close();
});

const transport = nodemailer.createTransport({ host: '127.0.0.1', port: PORT, secure: false, ignoreTLS: true });

describe('replies by e-mail', () => {
  it('adds a reply to the conversation with the quoted text trimmed, and refuses unknown addresses and oversized mail', async () => {
    const owner = await signedInOwner(api);
    const apartment = await createApartment(api.db, owner.accountId, { name: 'Apartament Morski' });
    const reservationId = await createStay(api.db, owner.accountId, apartment, { from: dayFromToday(3), to: dayFromToday(5) });
    const token = await guestToken(api.db, await guestLinkKey(api.db, null), owner.accountId, reservationId);

    await transport.sendMail({
      from: 'jan@example.pl',
      to: `reply+${token.toUpperCase()}@odpowiedzi.example`,
      subject: 'Re: Wiadomość w sprawie pobytu',
      text: 'Będziemy około 17:00.\nPozdrawiam\n\nW dniu 20.11.2026 o 10:00 Gospodarz pisze:\n> Dzień dobry, o której Państwo przyjadą?\n> —\n',
    });
    const messages = await api.db.query<{ author: string; body: string; via: string }>('select author, body, via from messages where reservation_id = $1', [reservationId]);
    expect(messages).toEqual([{ author: 'guest', body: 'Będziemy około 17:00.\nPozdrawiam', via: 'email' }]);
    const unread = await api.app.inject({ method: 'GET', url: '/api/v1/householder/conversations/unread', headers: owner.auth });
    expect(unread.json().data.messages).toBe(1);

    await expect(
      transport.sendMail({ from: 'x@example.pl', to: `reply+${'a'.repeat(32)}@odpowiedzi.example`, subject: 'x', text: 'x' }),
    ).rejects.toMatchObject({ responseCode: 550, command: 'RCPT TO' });
    await expect(transport.sendMail({ from: 'x@example.pl', to: 'ktos@odpowiedzi.example', subject: 'x', text: 'x' })).rejects.toMatchObject({ responseCode: 550 });
    await expect(
      transport.sendMail({ from: 'jan@example.pl', to: `reply+${token}@odpowiedzi.example`, subject: 'duży', text: 'x'.repeat(30_000) }),
    ).rejects.toMatchObject({ responseCode: 552 });
    expect(await api.db.query('select 1 from messages where reservation_id = $1', [reservationId])).toHaveLength(1);
  });

  it('trims the quotes of the usual mail programs', () => {
    expect(trimQuoted('Dziękuję!\r\n\r\nOn Mon, 23 Nov 2026 at 10:00, Gospodarz <a@b.pl> wrote:\r\n> Hello')).toBe('Dziękuję!');
    expect(trimQuoted('Ok\n-----Original Message-----\nFrom: x')).toBe('Ok');
    expect(trimQuoted('Gracias\n\nEl lun, 23 nov 2026 escribió:\n> Hola')).toBe('Gracias');
    expect(trimQuoted('Спасибо\n\n23.11.2026, Gospodarz писал:\n> Привет')).toBe('Спасибо');
    expect(trimQuoted('Tak\n-- \nJan Kowalski\ntel. 500')).toBe('Tak');
  });
});
