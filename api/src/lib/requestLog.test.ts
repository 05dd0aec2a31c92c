import { migrate } from '../db/migrate';
import { loadConfig } from '../config';
import { buildServer } from '../server';
import { openTestDatabase } from '../test/harness';
import { redactUrl } from './requestLog';

// A link's secret, as long as the real ones: nothing of it may reach the log.
const SECRET = 'Sekret7mnbvcxzlkjhgfdsapoiuytrewq';

describe('the request log', () => {
  it('keeps the secrets of public links out of the URLs it logs at info level', async () => {
    const { db, drop } = await openTestDatabase();
    const lines: string[] = [];
    try {
      await migrate(db);
      const config = { ...loadConfig({ JOB_WORKERS: 'false', APPS_DIR: '', LOG_LEVEL: 'info' }), logLevel: 'info', redisUrl: null };
      const app = await buildServer({ config, db, logStream: { write: (line) => lines.push(line) } });
      try {
        await app.ready();
        const urls = [
          `/api/v1/guest/${SECRET}`,
          `/api/v1/guest/${SECRET}/messages`,
          `/api/v1/provider_page/${SECRET}`,
          `/api/v1/provider_page/${SECRET}/orders/6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b`,
          `/api/v1/calendars/${SECRET}.ics?for=6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b`,
          `/api/v1/users/${SECRET}/set_password`,
          `/api/v1/%67uest/${SECRET}`,
          `/guest/${SECRET}`,
          `/provider?token=${SECRET}`,
          `/reset-password?token=${SECRET}`,
          `/confirm_my_registration?lang=pl&token=${SECRET}`,
          `/api/v1/password?reset_password_token=${SECRET}`,
        ];
        for (const url of urls) await app.inject({ method: url.includes('set_password') ? 'POST' : 'GET', url, payload: url.includes('set_password') ? {} : undefined });
      } finally {
        await app.close();
      }
    } finally {
      await drop();
    }
    const requests = lines.map((line) => JSON.parse(line) as { level: number; msg: string; req?: { url: string } }).filter((entry) => entry.req);
    expect(requests.length).toBe(12);
    expect(requests.every((entry) => entry.level === 30 && entry.req!.url.includes('[redacted]'))).toBe(true);
    expect(lines.join('\n')).not.toContain(SECRET);
    expect(requests[0].req!.url).toBe('/api/v1/guest/[redacted]');
  }, 120_000);

  it('redacts only the secret, keeping the rest of the address readable', () => {
    expect(redactUrl(`/api/v1/calendars/${SECRET}.ics?for=abc`)).toBe('/api/v1/calendars/[redacted]?for=abc');
    expect(redactUrl(`/api/v1/users/${SECRET}/set_password`)).toBe('/api/v1/users/[redacted]/set_password');
    expect(redactUrl(`/api/v1/provider_page/${SECRET}/orders/42`)).toBe('/api/v1/provider_page/[redacted]/orders/42');
    expect(redactUrl(`/api/v1/guest//${SECRET}`)).toBe('/api/v1/guest//[redacted]');
    expect(redactUrl(`/provider?x=1&token=${SECRET}&y=2`)).toBe('/provider?x=1&token=[redacted]&y=2');
    expect(redactUrl(`/reset-password?resetPasswordToken=${SECRET}`)).toBe('/reset-password?resetPasswordToken=[redacted]');
    // what is no secret stays
    expect(redactUrl('/api/v1/users/me')).toBe('/api/v1/users/me');
    expect(redactUrl('/api/v1/householder/reservations?page=2')).toBe('/api/v1/householder/reservations?page=2');
  });
});
