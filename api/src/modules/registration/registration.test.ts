import { startTestApi, signedInOwner, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ PUBLIC_URL: 'https://panel.example.pl' });
}, 60_000);
afterAll(async () => {
  await api.close();
});

let counter = 0;
let ipCounter = 0;

/** A client address of its own, so that tests do not share the per-IP limits. */
function freshIp(): Record<string, string> {
  ipCounter += 1;
  return { 'x-forwarded-for': `10.9.${Math.floor(ipCounter / 250)}.${ipCounter % 250}` };
}

function newEmail() {
  counter += 1;
  return `gospodarz${counter}-${Date.now()}@example.pl`;
}

function signUp(user: Record<string, unknown>, headers = freshIp()) {
  return api.app.inject({ method: 'POST', url: '/api/v1/registrations', headers, payload: { user } });
}

const form = (email: string) => ({
  firstName: 'Anna',
  lastName: 'Nowa',
  email,
  phoneNumber: '600-100-200',
  companyName: 'Apartamenty nad Motławą',
  termsAccepted: true,
});

async function mailsTo(email: string) {
  return api.db.query<{ subject: string; text_body: string; kind: string }>(
    'select subject, text_body, kind from outbox_emails where lower(to_address) = lower($1) order by created_at',
    [email],
  );
}

function linkToken(text: string): string {
  const match = /https:\/\/panel\.example\.pl\/confirm_my_registration\?token=([\w%-]+)/.exec(text);
  if (!match) throw new Error(`no confirmation link in: ${text}`);
  return decodeURIComponent(match[1]);
}

describe('sign-up', () => {
  it('creates an account, its owner and a 30-day trial, and signs the owner in after the link sets the password', async () => {
    const email = newEmail();
    const res = await signUp(form(email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Sprawdź skrzynkę e-mail: wysłaliśmy link, którym dokończysz rejestrację i ustawisz hasło.' });

    const [user] = await api.db.query<{ id: string; account_id: string; owner: boolean; password_hash: string | null; phone_number: string }>(
      'select id, account_id, owner, password_hash, phone_number from users where email = $1',
      [email],
    );
    expect(user).toMatchObject({ owner: true, password_hash: null, phone_number: '600100200' });
    const [account] = await api.db.query<{ name: string; days: number }>(
      'select a.name, (s.valid_until - current_date)::int as days from accounts a join subscriptions s on s.account_id = a.id where a.id = $1',
      [user.account_id],
    );
    expect(account).toEqual({ name: 'Apartamenty nad Motławą', days: 30 });

    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ subject: 'Gospodarz: potwierdź rejestrację', kind: 'registration' });
    const token = linkToken(mail.text_body);
    const [stored] = await api.db.query<{ days: number; kind: string; token_hash: string }>(
      'select round(extract(epoch from expires_at - created_at) / 86400)::int as days, kind, token_hash from user_tokens where user_id = $1',
      [user.id],
    );
    expect(stored).toMatchObject({ days: 7, kind: 'registration' });
    expect(stored.token_hash).not.toBe(token);

    // not signed in before the password is set
    const early = await api.app.inject({ method: 'POST', url: '/api/v1/login', headers: freshIp(), payload: { user: { email, password: 'x' } } });
    expect(early.statusCode).toBe(401);

    const confirm = (password: string) =>
      api.app.inject({
        method: 'POST',
        url: `/api/v1/users/${encodeURIComponent(token)}/set_password`,
        headers: freshIp(),
        payload: { password, passwordConfirmation: password },
      });
    const confirmed = await confirm('Nowe-konto-2026');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({ id: user.id, attributes: { email, owner: true } });
    const me = await api.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: String(confirmed.headers.authorization) } });
    expect(me.statusCode).toBe(200);
    // single use
    expect((await confirm('Inne-haslo-2026')).statusCode).toBe(422);

    const login = await api.app.inject({ method: 'POST', url: '/api/v1/login', headers: freshIp(), payload: { user: { email, password: 'Nowe-konto-2026' } } });
    expect(login.statusCode).toBe(200);
  });

  it('mails the new address nothing typed into the form: no name carries a stranger’s message', async () => {
    const email = newEmail();
    const bait = 'Pilne! Twoje konto bankowe zablokowane, wejdź na https://zly.example.com';
    expect((await signUp({ ...form(email), firstName: bait, lastName: bait, companyName: bait })).statusCode).toBe(200);
    const [mail] = await api.db.query<{ subject: string; text_body: string; html_body: string }>(
      'select subject, text_body, html_body from outbox_emails where to_address = $1',
      [email],
    );
    for (const part of [mail.subject, mail.text_body, mail.html_body]) {
      expect(part).not.toContain('zly.example.com');
      expect(part).not.toContain('Pilne');
    }
    expect(mail.text_body).toMatch(/^Dzień dobry,\n/);
    expect(mail.text_body).toContain('https://panel.example.pl/confirm_my_registration?token=');
  });

  it('refuses the new address or its local part as the password that confirms the sign-up', async () => {
    const email = newEmail();
    await signUp(form(email));
    const [mail] = await mailsTo(email);
    const url = `/api/v1/users/${encodeURIComponent(linkToken(mail.text_body))}/set_password`;
    const own = 'Hasło nie może być Twoim adresem e-mail ani jego częścią przed znakiem @';
    for (const password of [email, email.toUpperCase(), email.split('@')[0]]) {
      const res = await api.app.inject({ method: 'POST', url, headers: freshIp(), payload: { password, passwordConfirmation: password } });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.password).toEqual([own]);
    }
    const good = await api.app.inject({ method: 'POST', url, headers: freshIp(), payload: { password: 'Nowe-konto-2027', passwordConfirmation: 'Nowe-konto-2027' } });
    expect(good.statusCode).toBe(200);
  });

  it('answers a taken e-mail exactly as a new one, creates nothing and tells only the mailbox', async () => {
    const owner = await signedInOwner(api);
    const fresh = await signUp(form(newEmail()));
    const taken = await signUp({ ...form(owner.email.toUpperCase()), companyName: 'Podróbka' });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);
    const accounts = await api.db.query("select 1 from accounts where name = 'Podróbka'");
    expect(accounts).toEqual([]);
    const mails = await mailsTo(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Gospodarz: masz już konto', kind: 'registration-exists' });
    expect(mails[0].text_body).toContain('https://panel.example.pl/forgot-password');
    expect(mails[0].text_body).not.toContain('token=');
  });

  it('refuses missing fields, a bad phone and unaccepted terms with Polish messages', async () => {
    const res = await signUp({ firstName: ' ', email: 'nie-email', phoneNumber: '12', termsAccepted: false });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      firstName: ['Pole jest wymagane'],
      lastName: ['Pole jest wymagane'],
      email: ['Podaj poprawny adres e-mail'],
      phoneNumber: ['Podaj numer telefonu w formacie NNN-NNN-NNN'],
      companyName: ['Pole jest wymagane'],
      termsAccepted: ['Zaakceptuj regulamin, aby założyć konto'],
    });
  });

  it('is rate-limited per e-mail like the reset request', async () => {
    const email = newEmail();
    const answers: number[] = [];
    for (let i = 0; i < 7; i++) answers.push((await signUp(form(email))).statusCode);
    expect(answers.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[6]).toBe(429);
    expect(await api.db.query('select 1 from users where email = $1', [email])).toHaveLength(1);
  });
});
