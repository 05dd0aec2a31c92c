import { startTestApi, signedInOwner, type TestApi } from '../../test/harness';
import { openSession } from '../session';
import { apartmentIdsOf } from '.';
import { APARTMENT_NOT_HELD, BEYOND_YOUR_RIGHTS, EMAIL_FIXED, PERMISSION_NOT_HELD } from './service';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ PUBLIC_URL: 'https://panel.example.pl' });
}, 60_000);
afterAll(async () => {
  await api.close();
});

const BASE = '/api/v1/householder/householders';
let counter = 0;
let ipCounter = 0;

/** A client address of its own, so that tests do not share the per-IP limits of the token endpoints. */
function freshIp(): Record<string, string> {
  ipCounter += 1;
  return { 'x-forwarded-for': `10.7.${Math.floor(ipCounter / 250)}.${ipCounter % 250}` };
}

async function apartment(accountId: string, name: string): Promise<string> {
  const [{ id: listingId }] = await api.db.query<{ id: string }>('insert into accommodations (account_id, name) values ($1, $2) returning id', [
    accountId,
    `Obiekt ${name}`,
  ]);
  const [{ id }] = await api.db.query<{ id: string }>('insert into apartments (account_id, accommodation_id, name) values ($1, $2, $3) returning id', [
    accountId,
    listingId,
    name,
  ]);
  return id;
}

function newEmail() {
  counter += 1;
  return `wspolgospodarz${counter}-${Date.now()}@example.pl`;
}

function create(auth: Record<string, string>, user: Record<string, unknown>) {
  return api.app.inject({ method: 'POST', url: BASE, headers: auth, payload: { user } });
}

function patch(auth: Record<string, string>, id: string, user: Record<string, unknown>) {
  return api.app.inject({ method: 'PATCH', url: `${BASE}/${id}`, headers: auth, payload: { user } });
}

async function mailsTo(email: string) {
  return api.db.query<{ subject: string; text_body: string; kind: string }>(
    'select subject, text_body, kind from outbox_emails where to_address = $1 order by created_at',
    [email],
  );
}

async function lastInvitationToken(email: string): Promise<string> {
  const mails = await mailsTo(email);
  const match = /https:\/\/panel\.example\.pl\/confirm_my_registration\?token=([\w%-]+)/.exec(mails[mails.length - 1]?.text_body ?? '');
  if (!match) throw new Error(`no invitation link mailed to ${email}`);
  return decodeURIComponent(match[1]);
}

function setPassword(token: string, password = 'Recepcja-haslo-7') {
  return api.app.inject({
    method: 'POST',
    url: `/api/v1/users/${encodeURIComponent(token)}/set_password`,
    headers: freshIp(),
    payload: { password, passwordConfirmation: password },
  });
}

function me(authorization: Record<string, string>) {
  return api.app.inject({ method: 'GET', url: '/api/v1/me', headers: authorization });
}

/** A co-host created through the API, with a session of their own opened straight in the database. */
async function coHostOf(owner: { auth: Record<string, string> }, user: Record<string, unknown>) {
  const email = newEmail();
  const res = await create(owner.auth, { firstName: 'Ewa', email, phoneNumber: '600-100-200', ...user });
  expect(res.statusCode).toBe(201);
  const id = res.json().data.id as string;
  const token = await openSession(api.db, id);
  return { id, email, auth: { authorization: `Bearer ${token}` } };
}

describe('co-hosts', () => {
  it('creates a co-host with apartments and permissions, lists them 15 a page and invites them by e-mail', async () => {
    const owner = await signedInOwner(api);
    const morski = await apartment(owner.accountId, 'Morski');
    const email = newEmail();
    const res = await create(owner.auth, {
      firstName: ' Ewa ',
      lastName: 'Recepcyjna',
      email,
      phoneNumber: '600-100-200',
      apartmentsIds: [morski],
      permissions: ['reservations', 'invoices'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      type: 'householder',
      attributes: {
        firstName: 'Ewa',
        lastName: 'Recepcyjna',
        email,
        phoneNumber: '600100200',
        apartments: [{ id: morski, name: 'Morski' }],
        permissions: ['reservations', 'invoices'],
        role: 'householder',
        owner: false,
        invitationPending: true,
      },
    });

    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ subject: 'Gospodarz: zaproszenie do współpracy', kind: 'invitation' });
    expect(mail.text_body).toContain('https://panel.example.pl/confirm_my_registration?token=');
    const [token] = await api.db.query<{ days: number }>(
      `select round(extract(epoch from expires_at - created_at) / 86400)::int as days from user_tokens where user_id = $1`,
      [res.json().data.id],
    );
    expect(token.days).toBe(7);

    for (let i = 0; i < 15; i++) await create(owner.auth, { firstName: `Osoba ${String(i).padStart(2, '0')}`, email: newEmail(), phoneNumber: '600100200' });
    const page1 = await api.app.inject({ method: 'GET', url: BASE, headers: owner.auth });
    expect(page1.statusCode).toBe(200);
    expect(page1.json().data).toHaveLength(15);
    expect(page1.json().pagination).toEqual({ page: 1, perPage: 15, pages: 2, count: 16 });
    // the owner is not a co-host
    expect(page1.json().data.map((c: { attributes: { owner: boolean } }) => c.attributes.owner)).not.toContain(true);
    const page2 = await api.app.inject({ method: 'GET', url: `${BASE}?page=2`, headers: owner.auth });
    expect(page2.json().data).toHaveLength(1);
  });

  it('requires first name, e-mail and a nine-digit phone, with Polish messages', async () => {
    const owner = await signedInOwner(api);
    const res = await create(owner.auth, { firstName: '', email: '', phoneNumber: '12-34' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      firstName: ['Pole jest wymagane'],
      email: ['Pole jest wymagane'],
      phoneNumber: ['Podaj numer telefonu w formacie NNN-NNN-NNN'],
    });
    const badEmail = await create(owner.auth, { firstName: 'Ewa', email: 'nie-email', phoneNumber: '600100200' });
    expect(badEmail.json().errors).toEqual({ email: ['Podaj poprawny adres e-mail'] });
    const badPermission = await create(owner.auth, { firstName: 'Ewa', email: newEmail(), phoneNumber: '600100200', permissions: ['admin'] });
    expect(badPermission.statusCode).toBe(422);
  });

  it('refuses an e-mail of another account’s user with a clear message on the field, and one of this account too', async () => {
    const owner = await signedInOwner(api);
    const other = await signedInOwner(api);
    const res = await create(owner.auth, { firstName: 'Ewa', email: other.email.toUpperCase(), phoneNumber: '600100200' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email[0]).toMatch(/należy już do użytkownika innego konta/);
    const own = await create(owner.auth, { firstName: 'Ewa', email: owner.email, phoneNumber: '600100200' });
    expect(own.json().errors).toEqual({ email: ['Ten adres e-mail ma już inny użytkownik Twojego konta.'] });
    expect(await mailsTo(other.email)).toEqual([]);
  });

  it('refuses an apartment of another account', async () => {
    const owner = await signedInOwner(api);
    const other = await signedInOwner(api);
    const foreign = await apartment(other.accountId, 'Cudzy');
    const res = await create(owner.auth, { firstName: 'Ewa', email: newEmail(), phoneNumber: '600100200', apartmentsIds: [foreign] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ apartmentsIds: ['Wybierz apartamenty z listy'] });
  });

  it('lets the invited co-host set a password through the link and sign in; the link works once', async () => {
    const owner = await signedInOwner(api);
    const coHost = await coHostOf(owner, { permissions: ['reservations'] });
    const token = await lastInvitationToken(coHost.email);
    const res = await setPassword(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: coHost.id, attributes: { email: coHost.email, owner: false } });
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: freshIp(),
      payload: { user: { email: coHost.email, password: 'Recepcja-haslo-7' } },
    });
    expect(login.statusCode).toBe(200);
    expect((await setPassword(token)).statusCode).toBe(422);
    const shown = await api.app.inject({ method: 'GET', url: `${BASE}/${coHost.id}`, headers: owner.auth });
    expect(shown.json().data.attributes.invitationPending).toBe(false);
    // an active co-host needs no invitation
    const again = await api.app.inject({ method: 'POST', url: `${BASE}/${coHost.id}/invitation`, headers: owner.auth });
    expect(again.statusCode).toBe(409);
  });

  it('retires the old link when the invitation is sent again', async () => {
    const owner = await signedInOwner(api);
    const coHost = await coHostOf(owner, {});
    const first = await lastInvitationToken(coHost.email);
    const res = await api.app.inject({ method: 'POST', url: `${BASE}/${coHost.id}/invitation`, headers: owner.auth });
    expect(res.statusCode).toBe(200);
    const second = await lastInvitationToken(coHost.email);
    expect(second).not.toBe(first);
    expect((await setPassword(first)).statusCode).toBe(422);
    expect((await setPassword(second)).statusCode).toBe(200);
  });

  it('edits a co-host; taking a permission or an apartment away ends their sessions, giving more does not', async () => {
    const owner = await signedInOwner(api);
    const a1 = await apartment(owner.accountId, 'A1');
    const a2 = await apartment(owner.accountId, 'A2');
    const coHost = await coHostOf(owner, { apartmentsIds: [a1], permissions: ['reservations', 'clients'] });
    expect((await me(coHost.auth)).statusCode).toBe(200);

    const more = await patch(owner.auth, coHost.id, { apartmentsIds: [a1, a2], permissions: ['reservations', 'clients', 'reviews'] });
    expect(more.statusCode).toBe(200);
    expect(more.json().data.attributes.apartments.map((a: { name: string }) => a.name)).toEqual(['A1', 'A2']);
    expect((await me(coHost.auth)).statusCode).toBe(200);

    const fewerPermissions = await patch(owner.auth, coHost.id, { permissions: ['reservations', 'reviews'] });
    expect(fewerPermissions.statusCode).toBe(200);
    expect((await me(coHost.auth)).statusCode).toBe(401);

    const second = { authorization: `Bearer ${await openSession(api.db, coHost.id)}` };
    expect((await me(second)).statusCode).toBe(200);
    const fewerApartments = await patch(owner.auth, coHost.id, { apartmentIds: [a2] });
    expect(fewerApartments.statusCode).toBe(200);
    expect(fewerApartments.json().data.attributes).toMatchObject({ apartments: [{ id: a2, name: 'A2' }], permissions: ['reservations', 'reviews'] });
    expect((await me(second)).statusCode).toBe(401);
    expect(await apartmentIdsOf(api.db, coHost.id)).toEqual([a2]);

    const renamed = await patch(owner.auth, coHost.id, { firstName: 'Ewelina', phoneNumber: '700 800 900' });
    expect(renamed.json().data.attributes).toMatchObject({ firstName: 'Ewelina', phoneNumber: '700800900', permissions: ['reservations', 'reviews'] });
  });

  it('removes a co-host: their sessions end at once and their link stops working', async () => {
    const owner = await signedInOwner(api);
    const coHost = await coHostOf(owner, { permissions: ['reservations'] });
    const token = await lastInvitationToken(coHost.email);
    const res = await api.app.inject({ method: 'DELETE', url: `${BASE}/${coHost.id}`, headers: owner.auth });
    expect(res.statusCode).toBe(204);
    expect((await me(coHost.auth)).statusCode).toBe(401);
    expect((await setPassword(token)).statusCode).toBe(422);
    expect((await api.app.inject({ method: 'GET', url: `${BASE}/${coHost.id}`, headers: owner.auth })).statusCode).toBe(404);
  });

  it('answers 404 for another account’s co-host and for the owner', async () => {
    const owner = await signedInOwner(api);
    const other = await signedInOwner(api);
    const theirs = await coHostOf(other, {});
    for (const [method, url] of [
      ['GET', `${BASE}/${theirs.id}`],
      ['PATCH', `${BASE}/${theirs.id}`],
      ['DELETE', `${BASE}/${theirs.id}`],
      ['POST', `${BASE}/${theirs.id}/invitation`],
      ['GET', `${BASE}/${owner.userId}`],
    ] as const) {
      const res = await api.app.inject({ method, url, headers: owner.auth, ...(method === 'PATCH' ? { payload: { user: { firstName: 'X' } } } : {}) });
      expect(res.statusCode).toBe(404);
    }
    expect((await me(theirs.auth)).statusCode).toBe(200);
  });

  it('lets only the owner and co-hosts holding “householders” manage co-hosts', async () => {
    const owner = await signedInOwner(api);
    const plain = await coHostOf(owner, { permissions: ['reservations'] });
    expect((await api.app.inject({ method: 'GET', url: BASE, headers: plain.auth })).statusCode).toBe(403);
    expect((await create(plain.auth, { firstName: 'X', email: newEmail(), phoneNumber: '600100200' })).statusCode).toBe(403);
    expect((await api.app.inject({ method: 'GET', url: BASE })).statusCode).toBe(401);
  });

  it('lets the owner correct the e-mail of an invited co-host only: the invitation goes to the new address', async () => {
    const owner = await signedInOwner(api);
    const invited = await coHostOf(owner, { permissions: ['reservations'] });
    const oldLink = await lastInvitationToken(invited.email);
    const corrected = newEmail();
    const res = await patch(owner.auth, invited.id, { email: corrected });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes.email).toBe(corrected);
    expect((await setPassword(oldLink)).statusCode).toBe(422);
    expect((await setPassword(await lastInvitationToken(corrected))).statusCode).toBe(200);

    // once they have set a password the address is theirs: the owner cannot redirect it (and then reset the password)
    const taken = newEmail();
    const refused = await patch(owner.auth, invited.id, { email: taken });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(EMAIL_FIXED);
    expect((await api.app.inject({ method: 'GET', url: `${BASE}/${invited.id}`, headers: owner.auth })).json().data.attributes.email).toBe(corrected);
    expect(await mailsTo(taken)).toEqual([]);
    // the form sends the address back unchanged (in any case) with the other fields: that is no change
    const same = await patch(owner.auth, invited.id, { email: corrected.toUpperCase(), lastName: 'Nowak' });
    expect(same.statusCode).toBe(200);
    expect(same.json().data.attributes).toMatchObject({ email: corrected, lastName: 'Nowak' });
  });
});

describe('a co-host managing co-hosts', () => {
  /** An owner, two apartments, and a co-host of theirs created by the owner with a session. */
  async function account() {
    const owner = await signedInOwner(api);
    const a1 = await apartment(owner.accountId, 'A1');
    const a2 = await apartment(owner.accountId, 'A2');
    return { owner, a1, a2 };
  }

  function listed(auth: Record<string, string>) {
    return api.app.inject({ method: 'GET', url: `${BASE}?perPage=100`, headers: auth });
  }

  it('cannot see, change, re-invite or remove a co-host with more rights: only householders against the others', async () => {
    const { owner, a1, a2 } = await account();
    const manager = await coHostOf(owner, { permissions: ['householders'] });
    // invited and not yet active; one holding more permissions; one holding an apartment the manager does not
    const invited = await coHostOf(owner, { apartmentsIds: [a1, a2], permissions: ['householders', 'reservations', 'invoices'] });
    const active = await coHostOf(owner, { permissions: ['householders', 'reports'] });
    expect((await setPassword(await lastInvitationToken(active.email))).statusCode).toBe(200);
    active.auth = { authorization: `Bearer ${await openSession(api.db, active.id)}` };
    const apartmentOnly = await coHostOf(owner, { apartmentsIds: [a2], permissions: [] });
    const peer = await coHostOf(owner, { permissions: ['householders'] });

    const list = await listed(manager.auth);
    expect(list.statusCode).toBe(200);
    const ids = list.json().data.map((c: { id: string }) => c.id);
    expect(ids.sort()).toEqual([manager.id, peer.id].sort());
    expect(list.json().pagination.count).toBe(2);
    expect((await listed(owner.auth)).json().pagination.count).toBe(5);

    const attacker = newEmail();
    for (const target of [invited, active, apartmentOnly]) {
      const before = await mailsTo(target.email);
      const answers = [
        await api.app.inject({ method: 'GET', url: `${BASE}/${target.id}`, headers: manager.auth }),
        await patch(manager.auth, target.id, { email: attacker }),
        await patch(manager.auth, target.id, { lastName: 'Przejęty', permissions: [] }),
        await api.app.inject({ method: 'POST', url: `${BASE}/${target.id}/invitation`, headers: manager.auth }),
        await api.app.inject({ method: 'DELETE', url: `${BASE}/${target.id}`, headers: manager.auth }),
      ];
      expect(answers.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403]);
      expect(answers[0].json().message).toBe(BEYOND_YOUR_RIGHTS);
      const kept = await api.app.inject({ method: 'GET', url: `${BASE}/${target.id}`, headers: owner.auth });
      expect(kept.json().data.attributes).toMatchObject({ email: target.email, lastName: '' });
      expect(kept.json().data.attributes.permissions.length > 0 || kept.json().data.attributes.apartments.length > 0).toBe(true);
      expect(await mailsTo(target.email)).toEqual(before);
      expect((await me(target.auth)).statusCode).toBe(200);
    }
    expect(await mailsTo(attacker)).toEqual([]);

    // a peer holding the same rights is within them: the manager may edit them, but not their e-mail
    const peerEmail = await patch(manager.auth, peer.id, { email: attacker });
    expect(peerEmail.statusCode).toBe(403);
    expect(peerEmail.json().message).toBe(EMAIL_FIXED);
    expect(await mailsTo(attacker)).toEqual([]);
    expect((await patch(manager.auth, peer.id, { lastName: 'Kolega' })).statusCode).toBe(200);
  });

  it('manages co-hosts within their own rights, gives no one more (422 on the field) and changes no one’s e-mail, their own neither', async () => {
    const { owner, a1, a2 } = await account();
    const manager = await coHostOf(owner, { apartmentsIds: [a1], permissions: ['householders', 'reservations'] });
    const user = (extra: Record<string, unknown>) => ({ firstName: 'Nowa', email: newEmail(), phoneNumber: '600100200', ...extra });

    const morePermissions = await create(manager.auth, user({ permissions: ['reservations', 'invoices'] }));
    expect(morePermissions.statusCode).toBe(422);
    expect(morePermissions.json().errors).toEqual({ permissions: [PERMISSION_NOT_HELD] });
    const moreApartments = await create(manager.auth, user({ apartmentsIds: [a1, a2] }));
    expect(moreApartments.statusCode).toBe(422);
    expect(moreApartments.json().errors).toEqual({ apartmentsIds: [APARTMENT_NOT_HELD] });

    // equal rights are within their own
    const created = await create(manager.auth, user({ apartmentsIds: [a1], permissions: ['householders', 'reservations'] }));
    expect(created.statusCode).toBe(201);
    const sub = { id: created.json().data.id as string, email: created.json().data.attributes.email as string };
    expect((await listed(manager.auth)).json().data.map((c: { id: string }) => c.id)).toContain(sub.id);

    const grantPermission = await patch(manager.auth, sub.id, { permissions: ['householders', 'reservations', 'reports'] });
    expect(grantPermission.statusCode).toBe(422);
    expect(grantPermission.json().errors).toEqual({ permissions: [PERMISSION_NOT_HELD] });
    const grantApartment = await patch(manager.auth, sub.id, { apartmentIds: [a1, a2] });
    expect(grantApartment.statusCode).toBe(422);
    expect(grantApartment.json().errors).toEqual({ apartmentsIds: [APARTMENT_NOT_HELD] });
    const self = await patch(manager.auth, manager.id, { permissions: ['householders', 'reservations', 'invoices'], apartmentsIds: [a1, a2] });
    expect(self.statusCode).toBe(422);

    // not even an invitation not yet accepted goes to another address: only the owner corrects that
    const redirected = newEmail();
    const subEmail = await patch(manager.auth, sub.id, { email: redirected });
    expect(subEmail.statusCode).toBe(403);
    expect(subEmail.json().message).toBe(EMAIL_FIXED);
    const ownEmail = await patch(manager.auth, manager.id, { email: redirected });
    expect(ownEmail.statusCode).toBe(403);
    expect(await mailsTo(redirected)).toEqual([]);

    const within = await patch(manager.auth, sub.id, { email: sub.email, lastName: 'Recepcja', permissions: ['reservations'] });
    expect(within.statusCode).toBe(200);
    expect(within.json().data.attributes).toMatchObject({ email: sub.email, lastName: 'Recepcja', permissions: ['reservations'], apartments: [{ id: a1, name: 'A1' }] });
    const before = (await mailsTo(sub.email)).length;
    expect((await api.app.inject({ method: 'POST', url: `${BASE}/${sub.id}/invitation`, headers: manager.auth })).statusCode).toBe(200);
    expect(await mailsTo(sub.email)).toHaveLength(before + 1);
    expect((await api.app.inject({ method: 'DELETE', url: `${BASE}/${sub.id}`, headers: manager.auth })).statusCode).toBe(204);
  });

  it('loses the co-hosts it managed as soon as the owner gives them more than the manager holds', async () => {
    const { owner, a1, a2 } = await account();
    const manager = await coHostOf(owner, { apartmentsIds: [a1], permissions: ['householders', 'reservations'] });
    const sub = await coHostOf(owner, { apartmentsIds: [a1], permissions: ['reservations'] });
    expect((await api.app.inject({ method: 'GET', url: `${BASE}/${sub.id}`, headers: manager.auth })).statusCode).toBe(200);
    expect((await patch(owner.auth, sub.id, { apartmentsIds: [a1, a2] })).statusCode).toBe(200);
    expect((await api.app.inject({ method: 'GET', url: `${BASE}/${sub.id}`, headers: manager.auth })).statusCode).toBe(403);
    expect((await api.app.inject({ method: 'DELETE', url: `${BASE}/${sub.id}`, headers: manager.auth })).statusCode).toBe(403);
    expect((await listed(manager.auth)).json().data.map((c: { id: string }) => c.id)).not.toContain(sub.id);
    // the owner is no co-host to anyone
    expect((await api.app.inject({ method: 'DELETE', url: `${BASE}/${owner.userId}`, headers: manager.auth })).statusCode).toBe(404);
    expect((await patch(manager.auth, owner.userId, { email: newEmail() })).statusCode).toBe(404);
  });
});
