import { startTestApi, type TestApi } from '../test/harness';
import { login } from '../test/harness';
import { DEMO_EMAIL, seedDemo } from './index';

jest.setTimeout(120_000);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await seedDemo(api.db, { password: 'demo1234' });
});
afterAll(async () => {
  await api.close();
});

describe('the demo guests', () => {
  it('shows 45 reviews averaging 4,3, conversations with unread replies, and three automated templates', async () => {
    const auth = { authorization: `Bearer ${await login(api, DEMO_EMAIL, 'demo1234')}` };
    const reviews = await api.app.inject({ method: 'GET', url: '/api/v1/householder/reviews', headers: auth });
    expect(reviews.json().meta).toEqual({ average: 4.3, count: 45 });
    expect(reviews.json().pagination.count).toBe(46);

    const unread = await api.app.inject({ method: 'GET', url: '/api/v1/householder/conversations/unread', headers: auth });
    expect(unread.json().data).toEqual({ messages: 3, conversations: 2 });
    const list = await api.app.inject({ method: 'GET', url: '/api/v1/householder/conversations', headers: auth });
    expect(list.json().data).toHaveLength(5);

    const templates = await api.app.inject({ method: 'GET', url: '/api/v1/householder/message_templates', headers: auth });
    const triggers = new Set(templates.json().data.map((t: { attributes: { trigger: string | null } }) => t.attributes.trigger).filter(Boolean));
    expect(triggers).toEqual(new Set(['booking_confirmed', 'before_check_in', 'after_check_out']));
    // nothing overdue is sent when the demo starts
    const sentAtStart = await api.db.query(`select 1 from scheduled_messages where status = 'scheduled' and send_at <= now()`);
    expect(sentAtStart).toEqual([]);
  });
});
