import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { createApartment } from '../src/test/fixtures';
import { signedInOwner, startTestApi, type TestApi } from '../src/test/harness';
import { movePhotosFromDisk, photoKey } from '../src/modules/accommodations';
import { FILES_UNAVAILABLE } from '../src/lib/fileStore';

/**
 * Photos live in the shared file store, in the database by default or in S3-compatible storage (here s3rver, a
 * local S3 server) when S3_BUCKET is set: served from there, and deleting data deletes their bytes — a photo's with
 * its account, its listing or itself. Photos of earlier versions are moved there from the instance's disk.
 */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a0' +
    'a10000000049454e44ae426082',
  'hex',
);

interface Store {
  env(): Record<string, string>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

const BUCKET = 'zdjecia';
let s3: S3rver | null = null;
let s3Port = 0;
let s3Dir = '';
const stores: Array<[string, Store]> = [
  ['the database (default)', { env: () => ({}), start: async () => undefined, stop: async () => undefined }],
  [
    'S3-compatible storage (S3_BUCKET)',
    {
      env: () => {
        return {
          S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
          S3_BUCKET: BUCKET,
          S3_REGION: 'eu-central-1',
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
          S3_FORCE_PATH_STYLE: 'true',
        };
      },
      async start() {
        s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gospodarz-s3-'));
        s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
        ({ port: s3Port } = await s3.run());
      },
      async stop() {
        await s3?.close();
        fs.rmSync(s3Dir, { recursive: true, force: true });
      },
    },
  ],
];

describe.each(stores)('photos in %s', (_name, store) => {
  let api: TestApi;
  let dataDir: string;
  beforeAll(async () => {
    await store.start();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gospodarz-files-'));
    api = await startTestApi({ DATA_DIR: dataDir, ...store.env() });
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await store.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

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
    return (res.json().data as Array<{ id: string }>).at(-1)!.id;
  }

  const stored = async (accountId: string, imageId: string) => (await api.app.files.get(api.db, photoKey(accountId, imageId)))?.data ?? null;
  const served = (imageId: string) => api.app.inject({ method: 'GET', url: `/api/v1/images/${imageId}` });
  const listingOf = async (apartmentId: string) =>
    (await api.db.query<{ accommodation_id: string }>('select accommodation_id from apartments where id = $1', [apartmentId]))[0].accommodation_id;

  it('keeps an uploaded photo in the store, nothing on the disk, and serves it with its type and caching headers', async () => {
    const owner = await signedInOwner(api);
    const photo = await uploadPhoto(owner, await createApartment(api.db, owner.accountId, { name: 'Morski' }));
    expect(await stored(owner.accountId, photo)).toEqual(PNG);
    expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false);
    const res = await served(photo);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(PNG);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'");
  });

  it("deletes a photo's bytes with the photo, and answers 404 for it afterwards", async () => {
    const owner = await signedInOwner(api);
    const apartmentId = await createApartment(api.db, owner.accountId, { name: 'Morski' });
    const photo = await uploadPhoto(owner, apartmentId);
    const res = await api.app.inject({ method: 'DELETE', url: `/api/v1/householder/apartments/${apartmentId}/images/${photo}`, headers: owner.auth });
    expect(res.statusCode).toBe(204);
    expect(await stored(owner.accountId, photo)).toBeNull();
    expect((await served(photo)).statusCode).toBe(404);
  });

  it("copies a listing's photo bytes under the copy's new ids", async () => {
    const owner = await signedInOwner(api);
    const apartmentId = await createApartment(api.db, owner.accountId, { name: 'Morski' });
    const photo = await uploadPhoto(owner, apartmentId);
    const res = await api.app.inject({ method: 'POST', url: `/api/v1/householder/accommodations/${await listingOf(apartmentId)}/copy`, headers: owner.auth });
    expect(res.statusCode).toBe(201);
    const copies = await api.db.query<{ id: string }>(
      `select i.id from apartment_images i join apartments a on a.id = i.apartment_id where a.accommodation_id = $1`,
      [res.json().data.id],
    );
    expect(copies).toHaveLength(1);
    expect(copies[0].id).not.toBe(photo);
    expect((await served(copies[0].id)).rawPayload).toEqual(PNG);
  });

  it("removes an account's photo bytes when the owner deletes the account, and no other account's", async () => {
    const owner = await signedInOwner(api);
    const other = await signedInOwner(api);
    const photo = await uploadPhoto(owner, await createApartment(api.db, owner.accountId, { name: 'Morski' }));
    const kept = await uploadPhoto(other, await createApartment(api.db, other.accountId, { name: 'Leśny' }));
    const res = await api.app.inject({ method: 'DELETE', url: '/api/v1/me', headers: owner.auth });
    expect(res.statusCode).toBe(204);
    expect(await stored(owner.accountId, photo)).toBeNull();
    expect(await stored(other.accountId, kept)).toEqual(PNG);
  });

  it("removes a listing's photo bytes when the listing is deleted", async () => {
    const owner = await signedInOwner(api);
    const apartmentId = await createApartment(api.db, owner.accountId, { name: 'Morski' });
    const photo = await uploadPhoto(owner, apartmentId);
    const res = await api.app.inject({ method: 'DELETE', url: `/api/v1/householder/accommodations/${await listingOf(apartmentId)}`, headers: owner.auth });
    expect(res.statusCode).toBe(204);
    expect(await stored(owner.accountId, photo)).toBeNull();
  });

  it('moves the photos an earlier version kept on the disk into the store, leaving files of no photo alone', async () => {
    const owner = await signedInOwner(api);
    const photo = await uploadPhoto(owner, await createApartment(api.db, owner.accountId, { name: 'Morski' }));
    // as an earlier version left it: the bytes on the disk only
    await api.app.files.remove(api.db, [photoKey(owner.accountId, photo)]);
    const folder = path.join(dataDir, 'uploads', owner.accountId);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, photo), PNG);
    fs.writeFileSync(path.join(folder, 'not-a-photo'), 'x');
    expect((await served(photo)).statusCode).toBe(404);

    expect(await movePhotosFromDisk(api.db, api.app.files, dataDir)).toEqual({ moved: 1, left: 1 });
    expect((await served(photo)).rawPayload).toEqual(PNG);
    expect(fs.existsSync(path.join(folder, photo))).toBe(false);
    expect(fs.existsSync(path.join(folder, 'not-a-photo'))).toBe(true);
    // a second start finds nothing more to move
    expect(await movePhotosFromDisk(api.db, api.app.files, dataDir)).toEqual({ moved: 0, left: 1 });
  });
});

describe('photos in S3-compatible storage out of reach', () => {
  let api: TestApi;
  beforeAll(async () => {
    // a port nobody listens on
    const closed = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    api = await startTestApi({ S3_ENDPOINT: `http://127.0.0.1:${closed}`, S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: 'x', S3_SECRET_ACCESS_KEY: 'y', S3_FORCE_PATH_STYLE: 'true' });
  }, 120_000);
  afterAll(async () => api?.close());

  it('answers 503 with a Polish message, and keeps no photo whose bytes were not stored', async () => {
    const owner = await signedInOwner(api);
    const apartmentId = await createApartment(api.db, owner.accountId, { name: 'Morski' });
    const boundary = '----gospodarzS3';
    const res = await api.app.inject({
      method: 'POST',
      url: `/api/v1/householder/apartments/${apartmentId}/images`,
      headers: { ...owner.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="images[]"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
        PNG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: FILES_UNAVAILABLE });
    expect(await api.db.query('select 1 from apartment_images where apartment_id = $1', [apartmentId])).toEqual([]);

    const [{ id }] = await api.db.query<{ id: string }>(
      `insert into apartment_images (account_id, apartment_id, position, file_name, content_type, size_bytes)
       values ($1, $2, 0, 'a.png', 'image/png', 1) returning id`,
      [owner.accountId, apartmentId],
    );
    const served = await api.app.inject({ method: 'GET', url: `/api/v1/images/${id}` });
    expect(served.statusCode).toBe(503);
    expect(served.json()).toEqual({ message: FILES_UNAVAILABLE });
  });
});
