import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApartment } from '../src/test/fixtures';
import { signedInOwner, startTestApi, type TestApi } from '../src/test/harness';

/** Deleting data deletes its files: a photo leaves the disk with its account, its listing or itself. */
let api: TestApi;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gospodarz-files-'));
  api = await startTestApi({ DATA_DIR: dataDir });
}, 120_000);
afterAll(async () => {
  await api?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a0' +
    'a10000000049454e44ae426082',
  'hex',
);

async function uploadPhoto(owner: { auth: Record<string, string> }, apartmentId: string): Promise<string> {
  const boundary = `----gospodarz${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="images[]"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await api.app.inject({
    method: 'POST',
    url: `/api/v1/householder/apartments/${apartmentId}/images`,
    headers: { ...owner.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode).toBe(201);
  return (res.json().data as Array<{ id: string }>)[0].id;
}

const photoFile = (accountId: string, imageId: string) => path.join(dataDir, 'uploads', accountId, imageId);

it("removes an account's photo files when the owner deletes the account", async () => {
  const owner = await signedInOwner(api);
  const other = await signedInOwner(api);
  const photo = await uploadPhoto(owner, await createApartment(api.db, owner.accountId, { name: 'Morski' }));
  const kept = await uploadPhoto(other, await createApartment(api.db, other.accountId, { name: 'Leśny' }));
  expect(fs.existsSync(photoFile(owner.accountId, photo))).toBe(true);

  const res = await api.app.inject({ method: 'DELETE', url: '/api/v1/me', headers: owner.auth });
  expect(res.statusCode).toBe(204);
  expect(fs.existsSync(photoFile(owner.accountId, photo))).toBe(false);
  expect(fs.existsSync(path.join(dataDir, 'uploads', owner.accountId))).toBe(false);
  // another account's photos stay
  expect(fs.existsSync(photoFile(other.accountId, kept))).toBe(true);
});

it("removes a listing's photo files when the listing is deleted", async () => {
  const owner = await signedInOwner(api);
  const apartmentId = await createApartment(api.db, owner.accountId, { name: 'Morski' });
  const photo = await uploadPhoto(owner, apartmentId);
  const [{ accommodation_id: listingId }] = await api.db.query<{ accommodation_id: string }>('select accommodation_id from apartments where id = $1', [
    apartmentId,
  ]);
  const res = await api.app.inject({ method: 'DELETE', url: `/api/v1/householder/accommodations/${listingId}`, headers: owner.auth });
  expect(res.statusCode).toBe(204);
  expect(fs.existsSync(photoFile(owner.accountId, photo))).toBe(false);
});
