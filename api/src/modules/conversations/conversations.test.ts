import { startTestApi, signedInOwner, type TestApi } from '../../test/harness';
import { createApartment } from '../../test/fixtures';
import { createStay, dayFromToday } from '../../test/stays';
import { processOutbox } from '../mail';

jest.setTimeout(60_000);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ PUBLIC_URL: 'https://gospodarz.example', INBOUND_MAIL_DOMAIN: 'odpowiedzi.example' });
});
afterAll(async () => {
  await api.close();
});

const BASE = '/api/v1/householder/conversations';
type Owner = Awaited<ReturnType<typeof signedInOwner>>;

async function setup(stay: Partial<Parameters<typeof createStay>[3]> = {}) {
  const owner = await signedInOwner(api);
  const apartment = await createApartment(api.db, owner.accountId, { name: 'Apartament Morski', street: 'Morska', city: 'Sopot' });
  const reservationId = await createStay(api.db, owner.accountId, apartment, { from: dayFromToday(5), to: dayFromToday(8), ...stay });
  return { owner, apartment, reservationId };
}

function send(owner: Owner, reservationId: string, body: string) {
  return api.app.inject({ method: 'POST', url: `${BASE}/${reservationId}/messages`, headers: owner.auth, payload: { message: { body } } });
}

async function latestMailTo(address: string) {
  const [mail] = await api.db.query<{ subject: string; text_body: string; reply_to: string; kind: string }>(
    `select subject, text_body, reply_to, kind from outbox_emails where to_address = $1 order by created_at desc limit 1`,
    [address],
  );
  return mail;
}

const tokenIn = (text: string) => /\/guest\/([a-z2-7]{32})/.exec(text)?.[1] ?? '';

describe('conversations', () => {
  it('e-mails a message through the outbox with the guest page link and the reply address', async () => {
    const { owner, reservationId } = await setup({ email: 'gosc1@example.pl' });
    const res = await send(owner, reservationId, 'Dzień dobry, klucze są w skrytce.');
    expect(res.statusCode).toBe(201);
    const [message] = res.json().meta.messages;
    expect(message.attributes).toMatchObject({ author: 'host', body: 'Dzień dobry, klucze są w skrytce.', delivery: 'queued' });

    const mail = await latestMailTo('gosc1@example.pl');
    expect(mail.kind).toBe('guest-message');
    expect(mail.subject).toBe('Wiadomość w sprawie pobytu: Apartament Morski');
    expect(mail.text_body).toContain('Dzień dobry, klucze są w skrytce.');
    const token = tokenIn(mail.text_body);
    expect(mail.text_body).toContain(`https://gospodarz.example/guest/${token}`);
    expect(mail.reply_to).toBe(`reply+${token}@odpowiedzi.example`);

    // a second message carries the same link: one per reservation
    await send(owner, reservationId, 'Parking jest za budynkiem.');
    expect(tokenIn((await latestMailTo('gosc1@example.pl')).text_body)).toBe(token);
    expect(await api.db.query('select 1 from guest_links where reservation_id = $1', [reservationId])).toHaveLength(1);

    await processOutbox(api.app);
    const after = await api.app.inject({ method: 'GET', url: `${BASE}/${reservationId}`, headers: owner.auth });
    expect(after.json().meta.messages.map((m: { attributes: { delivery: string } }) => m.attributes.delivery)).toEqual(['sent', 'sent']);
    // the kept copy of a delivered mail no longer opens the page
    expect(tokenIn((await latestMailTo('gosc1@example.pl')).text_body)).toBe('');
  });

  it('writes in the guest language and marks a message failed when the guest has no e-mail', async () => {
    const { owner, reservationId } = await setup({ email: 'guest2@example.com', language: 'eng' });
    await send(owner, reservationId, 'Hello!');
    const mail = await latestMailTo('guest2@example.com');
    expect(mail.subject).toBe('A message about your stay: Apartament Morski');
    expect(mail.text_body).toContain('You can reply to this e-mail');

    const none = await setup({ email: '' });
    const res = await send(none.owner, none.reservationId, 'Dzień dobry');
    expect(res.json().meta.messages[0].attributes).toMatchObject({ delivery: 'failed', deliveryError: 'Gość nie ma adresu e-mail: wiadomość jest tylko na stronie gościa.' });
  });

  it('takes the guest reply from the page, counts it unread until the host opens the conversation', async () => {
    const { owner, reservationId } = await setup({ email: 'gosc3@example.pl', fullName: 'Maria Nowak' });
    await send(owner, reservationId, 'Zapraszamy!');
    const token = tokenIn((await latestMailTo('gosc3@example.pl')).text_body);

    const page = await api.app.inject({ method: 'GET', url: `/api/v1/guest/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.attributes).toMatchObject({ apartmentName: 'Apartament Morski', guestName: 'Maria Nowak', canReview: false, language: 'pol' });
    expect(page.json().meta.messages.map((m: { attributes: { body: string } }) => m.attributes.body)).toEqual(['Zapraszamy!']);

    const reply = await api.app.inject({ method: 'POST', url: `/api/v1/guest/${token}/messages`, payload: { body: 'Czy jest parking?' } });
    expect(reply.statusCode).toBe(201);
    expect((await api.app.inject({ method: 'POST', url: `/api/v1/guest/${token}/messages`, payload: { body: '   ' } })).statusCode).toBe(422);

    const unread = await api.app.inject({ method: 'GET', url: `${BASE}/unread`, headers: owner.auth });
    expect(unread.json().data).toEqual({ messages: 1, conversations: 1 });
    const list = await api.app.inject({ method: 'GET', url: `${BASE}?conversation[search]=nowak`, headers: owner.auth });
    expect(list.json().data).toHaveLength(1);
    expect(list.json().data[0].attributes).toMatchObject({ recipient: 'Maria Nowak', content: 'Czy jest parking?', read: false, unreadCount: 1 });
    expect((await api.app.inject({ method: 'GET', url: `${BASE}?search=kowalski`, headers: owner.auth })).json().data).toEqual([]);

    // the bell says so too, until the conversation is opened
    const bell = () => api.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: owner.auth });
    const notice = (await bell()).json().data.find((n: { attributes: { kind: string } }) => n.attributes.kind === 'guest_message');
    expect(notice.attributes).toMatchObject({ link: `/front-desk/messages?reservation=${reservationId}`, read: false });

    const read = await api.app.inject({ method: 'POST', url: `${BASE}/${reservationId}/read`, headers: owner.auth });
    expect(read.json().data).toEqual({ messages: 0, conversations: 0 });
    const after = (await bell()).json();
    expect(after.data.find((n: { id: string }) => n.id === notice.id).attributes.read).toBe(true);
    const opened = await api.app.inject({ method: 'GET', url: `${BASE}/${reservationId}`, headers: owner.auth });
    expect(opened.json().data.attributes.read).toBe(true);
  });

  it('answers 404 for a token that is unknown, malformed or whose stay ended more than 30 days ago', async () => {
    const { owner, reservationId } = await setup({ email: 'gosc4@example.pl' });
    await send(owner, reservationId, 'Zapraszamy!');
    const token = tokenIn((await latestMailTo('gosc4@example.pl')).text_body);
    for (const bad of ['a'.repeat(32), 'nie-token', token.toUpperCase()]) {
      const res = await api.app.inject({ method: 'GET', url: `/api/v1/guest/${bad}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Ten link jest nieważny lub wygasł.' });
    }
    await api.db.query('update reservations set from_date = $2, to_date = $3 where id = $1', [reservationId, dayFromToday(-40), dayFromToday(-31)]);
    expect((await api.app.inject({ method: 'GET', url: `/api/v1/guest/${token}` })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'POST', url: `/api/v1/guest/${token}/messages`, payload: { body: 'x' } })).statusCode).toBe(404);
    await api.db.query('update reservations set to_date = $2 where id = $1', [reservationId, dayFromToday(-30)]);
    expect((await api.app.inject({ method: 'GET', url: `/api/v1/guest/${token}` })).statusCode).toBe(200);
  });

  it("keeps conversations to the account: another host's reservation is 404", async () => {
    const { reservationId } = await setup();
    const stranger = await signedInOwner(api);
    expect((await api.app.inject({ method: 'GET', url: `${BASE}/${reservationId}`, headers: stranger.auth })).statusCode).toBe(404);
    expect((await send(stranger, reservationId, 'x')).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: BASE, headers: stranger.auth })).json().data).toEqual([]);
  });

  it('fills a template with the reservation and names the placeholders left empty', async () => {
    const { owner, reservationId } = await setup({ paymentStatus: 'paid', totalPrice: '1234.56' });
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/v1/householder/message_templates',
      headers: owner.auth,
      payload: { name: 'Test', channel: 'email', subject: 'Pobyt {{from}}', body: '{{guestFirstName}}: {{nights}} nocy, {{totalPrice}}, do zapłaty {{amountDue}}. {{guestPageUrl}}' },
    });
    const res = await api.app.inject({ method: 'GET', url: `${BASE}/${reservationId}/template?templateId=${created.json().data.id}`, headers: owner.auth });
    expect(res.statusCode).toBe(200);
    const { subject, body, empty } = res.json().data;
    expect(subject).toBe(`Pobyt ${dayFromToday(5).split('-').reverse().join('.')}`);
    expect(body).toMatch(/^Jan: 3 nocy, 1 234,56 zł, do zapłaty \. https:\/\/gospodarz\.example\/guest\/[a-z2-7]{32}$/);
    expect(empty).toEqual(['amountDue']);
  });

  it('changes the guest language', async () => {
    const { owner, reservationId } = await setup();
    const res = await api.app.inject({ method: 'PATCH', url: `${BASE}/${reservationId}`, headers: owner.auth, payload: { language: 'esp' } });
    expect(res.json().data.attributes.language).toBe('esp');
    const bad = await api.app.inject({ method: 'PATCH', url: `${BASE}/${reservationId}`, headers: owner.auth, payload: { language: 'deu' } });
    expect(bad.statusCode).toBe(422);
  });
});
