import { startTestApi, signedInOwner, type TestApi } from '../../test/harness';
import { createApartment } from '../../test/fixtures';
import { createStay, dayFromToday } from '../../test/stays';
import { guestLinkKey } from '../conversations';
import { guestToken } from '../conversations';

jest.setTimeout(60_000);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const BASE = '/api/v1/householder/reviews';

async function linkOf(accountId: string, reservationId: string) {
  const key = await guestLinkKey(api.db, null);
  return guestToken(api.db, key, accountId, reservationId);
}

async function setup() {
  const owner = await signedInOwner(api);
  const morski = await createApartment(api.db, owner.accountId, { name: 'Apartament Morski' });
  const wawel = await createApartment(api.db, owner.accountId, { name: 'Studio Wawel' });
  return { owner, morski, wawel };
}

describe('reviews', () => {
  it('takes one review per stay from the guest page after check-out, and shows the host’s reply there', async () => {
    const { owner, morski } = await setup();
    const future = await createStay(api.db, owner.accountId, morski, { from: dayFromToday(3), to: dayFromToday(5) });
    const futureToken = await linkOf(owner.accountId, future);
    const early = await api.app.inject({ method: 'POST', url: `/api/v1/guest/${futureToken}/review`, payload: { rating: 5 } });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Opinię można wystawić po wyjeździe.');

    const past = await createStay(api.db, owner.accountId, morski, { from: dayFromToday(-4), to: dayFromToday(-1), fullName: 'Anna Maria Lis' });
    const token = await linkOf(owner.accountId, past);
    expect((await api.app.inject({ method: 'GET', url: `/api/v1/guest/${token}` })).json().data.attributes.canReview).toBe(true);
    const missing = await api.app.inject({ method: 'POST', url: `/api/v1/guest/${token}/review`, payload: { pros: 'Czysto' } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ rating: ['Wybierz ocenę od 1 do 5'] });
    const outOfRange = await api.app.inject({ method: 'POST', url: `/api/v1/guest/${token}/review`, payload: { rating: 6 } });
    expect(outOfRange.statusCode).toBe(422);

    const sent = await api.app.inject({
      method: 'POST',
      url: `/api/v1/guest/${token}/review`,
      payload: { review: { rating: 4, cleanliness: 5, checkIn: 3, pros: 'Czysto', cons: 'Głośno' } },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data.attributes.canReview).toBe(false);
    expect(sent.json().meta.review.attributes).toMatchObject({ rating: 4, categories: { cleanliness: 5, checkIn: 3 }, guestName: 'Anna', source: 'guest_page' });
    const again = await api.app.inject({ method: 'POST', url: `/api/v1/guest/${token}/review`, payload: { rating: 1 } });
    expect(again.statusCode).toBe(409);

    const list = await api.app.inject({ method: 'GET', url: BASE, headers: owner.auth });
    const [review] = list.json().data;
    expect(review.attributes).toMatchObject({ guestName: 'Anna', apartment: { name: 'Apartament Morski' }, pros: 'Czysto', reply: null });
    const replied = await api.app.inject({ method: 'PUT', url: `${BASE}/${review.id}/reply`, headers: owner.auth, payload: { reply: 'Dziękujemy!' } });
    expect(replied.json().data.attributes.reply).toBe('Dziękujemy!');
    const page = await api.app.inject({ method: 'GET', url: `/api/v1/guest/${token}` });
    expect(page.json().meta.review.attributes.reply).toBe('Dziękujemy!');
  });

  it('leaves blocked reviews out of the averages, filters by apartment and unanswered, and undoes a block', async () => {
    const { owner, morski, wawel } = await setup();
    const add = (apartmentId: string, rating: number) =>
      api.app.inject({ method: 'POST', url: BASE, headers: owner.auth, payload: { review: { apartmentId, rating, source: 'booking', reviewedOn: '2026-08-20', guestName: 'Piotr Nowak', pros: 'OK' } } });
    const ids: string[] = [];
    for (const [apartment, rating] of [[morski, 5], [morski, 4], [wawel, 4], [wawel, 1]] as const) {
      const res = await add(apartment, rating);
      expect(res.statusCode).toBe(201);
      ids.push(res.json().data.id);
    }
    let list = await api.app.inject({ method: 'GET', url: BASE, headers: owner.auth });
    expect(list.json().meta).toEqual({ average: 3.5, count: 4 });

    const block = await api.app.inject({ method: 'POST', url: `${BASE}/${ids[3]}/block`, headers: owner.auth, payload: { reason: 'Obraźliwa treść' } });
    expect(block.json().data.attributes).toMatchObject({ blocked: true, blockReason: 'Obraźliwa treść' });
    list = await api.app.inject({ method: 'GET', url: BASE, headers: owner.auth });
    expect(list.json().meta).toEqual({ average: 4.3, count: 3 });
    expect(list.json().data).toHaveLength(4);
    const noReason = await api.app.inject({ method: 'POST', url: `${BASE}/${ids[2]}/block`, headers: owner.auth, payload: {} });
    expect(noReason.statusCode).toBe(422);

    const wawelOnly = await api.app.inject({ method: 'GET', url: `${BASE}?apartmentId=${wawel}`, headers: owner.auth });
    expect(wawelOnly.json().meta).toEqual({ average: 4, count: 1 });
    await api.app.inject({ method: 'PUT', url: `${BASE}/${ids[0]}/reply`, headers: owner.auth, payload: { reply: 'Dzięki' } });
    const unanswered = await api.app.inject({ method: 'GET', url: `${BASE}?unanswered=true`, headers: owner.auth });
    expect(unanswered.json().data.map((r: { id: string }) => r.id).sort()).toEqual([ids[1], ids[2]].sort());

    await api.app.inject({ method: 'DELETE', url: `${BASE}/${ids[3]}/block`, headers: owner.auth });
    list = await api.app.inject({ method: 'GET', url: BASE, headers: owner.auth });
    expect(list.json().meta).toEqual({ average: 3.5, count: 4 });

    const stranger = await signedInOwner(api);
    expect((await api.app.inject({ method: 'PUT', url: `${BASE}/${ids[0]}/reply`, headers: stranger.auth, payload: { reply: 'x' } })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'POST', url: BASE, headers: stranger.auth, payload: { apartmentId: morski, rating: 5, reviewedOn: '2026-01-01' } })).statusCode).toBe(422);
  });
});
