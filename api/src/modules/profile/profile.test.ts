import { hashPassword } from '../../lib/passwords';
import { startTestApi, signedInOwner, type TestApi } from '../../test/harness';
import { enqueueEmail } from '../mail';
import { openSession } from '../session';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 120_000);
afterAll(async () => {
  await api.close();
});

const me = (authorization: string) => api.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization } });

async function coHostOf(accountId: string, password = 'Haslo-wspolgospodarza-1') {
  const email = `co-${Math.random().toString(36).slice(2, 8)}@example.pl`;
  const [{ id }] = await api.db.query<{ id: string }>(
    `insert into users (account_id, email, password_hash, first_name, owner, permissions) values ($1, $2, $3, 'Ewa', false, '{reservations}') returning id`,
    [accountId, email, await hashPassword(password)],
  );
  const token = await openSession(api.db, id);
  return { id, email, auth: { authorization: `Bearer ${token}` } };
}

describe('profile', () => {
  it('saves first name, last name and phone and gives them back on the next read', async () => {
    const owner = await signedInOwner(api);
    const res = await api.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: owner.auth,
      payload: { user: { firstName: ' Jan ', lastName: 'Kowalski', phoneNumber: '600 100 200' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({ firstName: 'Jan', lastName: 'Kowalski', phoneNumber: '600 100 200', email: owner.email });
    const after = await me(owner.auth.authorization);
    expect(after.json().data.attributes).toMatchObject({ firstName: 'Jan', lastName: 'Kowalski', phoneNumber: '600 100 200' });

    // a partial, flat update keeps the other fields
    await api.app.inject({ method: 'PATCH', url: '/api/v1/me', headers: owner.auth, payload: { lastName: 'Nowak' } });
    expect((await me(owner.auth.authorization)).json().data.attributes).toMatchObject({ firstName: 'Jan', lastName: 'Nowak' });
  });

  it('refuses a phone that is not a phone, and a too long name, with 422', async () => {
    const owner = await signedInOwner(api);
    const phone = await api.app.inject({ method: 'PATCH', url: '/api/v1/me', headers: owner.auth, payload: { user: { phoneNumber: 'zadzwoń' } } });
    expect(phone.statusCode).toBe(422);
    expect(phone.json().errors).toEqual({ phoneNumber: ['Podaj poprawny numer telefonu'] });
    const long = await api.app.inject({ method: 'PATCH', url: '/api/v1/me', headers: owner.auth, payload: { user: { firstName: 'x'.repeat(101) } } });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.firstName).toEqual(['Maksymalna długość to 100 znaków']);
  });

  it('refuses to empty the first or last name (422 on the field) and keeps the names', async () => {
    const owner = await signedInOwner(api);
    await api.app.inject({ method: 'PATCH', url: '/api/v1/me', headers: owner.auth, payload: { user: { firstName: 'Jan', lastName: 'Kowalski' } } });
    const res = await api.app.inject({ method: 'PATCH', url: '/api/v1/me', headers: owner.auth, payload: { user: { firstName: '  ', lastName: '' } } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ firstName: ['Pole jest wymagane'], lastName: ['Pole jest wymagane'] });
    expect((await me(owner.auth.authorization)).json().data.attributes).toMatchObject({ firstName: 'Jan', lastName: 'Kowalski' });
  });

  it('needs a session', async () => {
    expect((await api.app.inject({ method: 'PATCH', url: '/api/v1/me', payload: { user: { firstName: 'X' } } })).statusCode).toBe(401);
  });
});

describe('change password (PATCH /me/password)', () => {
  it('says a wrong old password on its field', async () => {
    const owner = await signedInOwner(api);
    const res = await api.app.inject({
      method: 'PATCH',
      url: '/api/v1/me/password',
      headers: owner.auth,
      payload: { oldPassword: 'nie-to-haslo', newPassword: 'Nowe-haslo-555', passwordConfirmation: 'Nowe-haslo-555' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ oldPassword: ['Nieprawidłowe hasło'] });
  });

  it('applies the rules to the new password', async () => {
    const owner = await signedInOwner(api);
    const res = await api.app.inject({
      method: 'PATCH',
      url: '/api/v1/me/password',
      headers: owner.auth,
      payload: { oldPassword: owner.password, newPassword: 'qwertyuiop', passwordConfirmation: 'qwertyuiop2' },
    });
    expect(res.json().errors).toEqual({ newPassword: ['To hasło jest zbyt popularne'], passwordConfirmation: ['Hasła się nie zgadzają'] });
    const empty = await api.app.inject({ method: 'PATCH', url: '/api/v1/me/password', headers: owner.auth, payload: {} });
    expect(empty.json().errors).toEqual({
      oldPassword: ['Pole jest wymagane'],
      newPassword: ['Pole jest wymagane'],
      passwordConfirmation: ['Pole jest wymagane'],
    });
  });

  it('refuses the user’s own e-mail or its local part as the new password', async () => {
    const owner = await signedInOwner(api);
    for (const newPassword of [owner.email, owner.email.split('@')[0]]) {
      const res = await api.app.inject({
        method: 'PATCH',
        url: '/api/v1/me/password',
        headers: owner.auth,
        payload: { oldPassword: owner.password, newPassword, passwordConfirmation: newPassword },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ newPassword: ['Hasło nie może być Twoim adresem e-mail ani jego częścią przed znakiem @'] });
    }
  });

  it("changes the password, keeps this session and signs out the user's other sessions only", async () => {
    const owner = await signedInOwner(api);
    const otherDevice = `Bearer ${await openSession(api.db, owner.userId)}`;
    const coHost = await coHostOf(owner.accountId);
    const res = await api.app.inject({
      method: 'PATCH',
      url: '/api/v1/me/password',
      headers: owner.auth,
      payload: { user: { oldPassword: owner.password, newPassword: 'Zmienione-haslo-1', passwordConfirmation: 'Zmienione-haslo-1' } },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(owner.auth.authorization)).statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await me(coHost.auth.authorization)).statusCode).toBe(200);
    const oldLogin = await api.app.inject({ method: 'POST', url: '/api/v1/login', payload: { user: { email: owner.email, password: owner.password } } });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await api.app.inject({ method: 'POST', url: '/api/v1/login', payload: { user: { email: owner.email, password: 'Zmienione-haslo-1' } } });
    expect(newLogin.statusCode).toBe(200);
  });
});

/** A listing with an apartment, a guest and a reservation (which restricts deleting its apartment). */
async function withListingsAndStays(accountId: string) {
  const [{ id: accommodationId }] = await api.db.query<{ id: string }>(
    `insert into accommodations (account_id, name) values ($1, 'Willa') returning id`,
    [accountId],
  );
  const [{ id: apartmentId }] = await api.db.query<{ id: string }>(
    `insert into apartments (account_id, accommodation_id, name) values ($1, $2, 'Apartament 1') returning id`,
    [accountId, accommodationId],
  );
  const [{ id: clientId }] = await api.db.query<{ id: string }>(
    `insert into clients (account_id, full_name) values ($1, 'Jan Gość') returning id`,
    [accountId],
  );
  await api.db.query(
    `insert into reservations (account_id, apartment_id, client_id, from_date, to_date, full_name)
     values ($1, $2, $3, current_date, current_date + 2, 'Jan Gość')`,
    [accountId, apartmentId, clientId],
  );
}

describe('links after a password change', () => {
  it('an outstanding reset link stops working once the password is changed', async () => {
    const owner = await signedInOwner(api);
    await api.app.inject({ method: 'POST', url: '/api/v1/password', headers: { 'x-forwarded-for': '10.8.0.1' }, payload: { user: { email: owner.email } } });
    const [mail] = await api.db.query<{ text_body: string }>('select text_body from outbox_emails where to_address = $1', [owner.email]);
    const token = decodeURIComponent(/reset-password\?token=([\w%-]+)/.exec(mail.text_body)![1]);
    await api.app.inject({
      method: 'PATCH',
      url: '/api/v1/me/password',
      headers: owner.auth,
      payload: { oldPassword: owner.password, newPassword: 'Zmienione-haslo-2', passwordConfirmation: 'Zmienione-haslo-2' },
    });
    const reset = await api.app.inject({
      method: 'PATCH',
      url: '/api/v1/password',
      headers: { 'x-forwarded-for': '10.8.0.2' },
      payload: { password: 'Przejete-haslo-1', password_confirmation: 'Przejete-haslo-1', reset_password_token: token },
    });
    expect(reset.statusCode).toBe(422);
    expect(Object.keys(reset.json().errors)).toEqual(['reset_password_token']);
  });
});

describe('change password rate limit', () => {
  it('stops guessing the old password through one session', async () => {
    const owner = await signedInOwner(api);
    const guess = (i: number) =>
      api.app.inject({
        method: 'PATCH',
        url: '/api/v1/me/password',
        headers: { ...owner.auth, 'x-forwarded-for': `10.9.0.${i}` },
        payload: { oldPassword: `zgaduje-${i}`, newPassword: 'Nowe-haslo-555', passwordConfirmation: 'Nowe-haslo-555' },
      });
    for (let i = 0; i < 10; i++) expect((await guess(i)).statusCode).toBe(422);
    const blocked = await guess(10);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Zbyt wiele prób. Spróbuj ponownie za 15 min.' });
  });
});

describe('account deletion (DELETE /me)', () => {
  it("removes the owner's whole account and its data, keeps other accounts, and keeps only the log of sent mail", async () => {
    const { accountId, auth } = await signedInOwner(api);
    await withListingsAndStays(accountId);
    const coHost = await coHostOf(accountId);
    const sent = await enqueueEmail(api.db, { accountId, to: 'gosc@example.pl', subject: 'Płatność', text: 'x', kind: 'payment-request' });
    await api.db.query(`update outbox_emails set status = 'sent', sent_at = now() where id = $1`, [sent]);
    const pending = await enqueueEmail(api.db, { accountId, to: 'gosc@example.pl', subject: 'Płatność 2', text: 'x', kind: 'payment-request' });
    const bystander = await signedInOwner(api);

    const counted = async () => {
      const [row] = await api.db.query<Record<string, number>>(
        `select (select count(*) from users where account_id = $1)::int as users,
                (select count(*) from reservations where account_id = $1)::int as reservations,
                (select count(*) from apartments where account_id = $1)::int as apartments,
                (select count(*) from clients where account_id = $1)::int as clients,
                (select count(*) from accounts where id = $1)::int as accounts`,
        [accountId],
      );
      return row;
    };
    const before = await counted();
    expect(before.reservations).toBeGreaterThan(0);
    expect(before.apartments).toBeGreaterThan(0);

    const res = await api.app.inject({ method: 'DELETE', url: '/api/v1/me', headers: auth });
    expect(res.statusCode).toBe(204);
    expect(await counted()).toEqual({ users: 0, reservations: 0, apartments: 0, clients: 0, accounts: 0 });
    expect((await me(auth.authorization)).statusCode).toBe(401);
    expect((await me(coHost.auth.authorization)).statusCode).toBe(401);
    const mail = await api.db.query<{ id: string; account_id: string | null }>('select id, account_id from outbox_emails where id = any($1::uuid[])', [[sent, pending]]);
    expect(mail).toEqual([{ id: sent, account_id: null }]);
    expect((await me(bystander.auth.authorization)).statusCode).toBe(200);
  });

  it("removes only the co-host's own user when a co-host deletes their account", async () => {
    const owner = await signedInOwner(api);
    const coHost = await coHostOf(owner.accountId);
    const res = await api.app.inject({ method: 'DELETE', url: '/api/v1/me', headers: coHost.auth });
    expect(res.statusCode).toBe(204);
    expect((await me(coHost.auth.authorization)).statusCode).toBe(401);
    expect(await api.db.query('select 1 from users where id = $1', [coHost.id])).toEqual([]);
    expect((await me(owner.auth.authorization)).statusCode).toBe(200);
  });
});
