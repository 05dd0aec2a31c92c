import http from 'node:http';
import type net from 'node:net';
import { fetchFeed, isPrivateAddress } from './fetchFeed';

describe('reading a feed over HTTP', () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/slow') return; // never answers
      if (req.url === '/ok') return res.writeHead(200).end('BEGIN:VCALENDAR');
      if (req.url?.startsWith('/hop/')) {
        const n = Number(req.url.split('/')[2]);
        return res.writeHead(301, { location: n > 1 ? `/hop/${n - 1}` : '/ok' }).end();
      }
      res.writeHead(500).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('gives up on a server that does not answer within the time limit', async () => {
    await expect(fetchFeed(`${base}/slow`, { allowPrivate: true, timeoutMs: 300 })).rejects.toThrow('Serwer kalendarza nie odpowiedział w ciągu 1 s.');
  });

  it('follows up to three redirects and no more', async () => {
    await expect(fetchFeed(`${base}/hop/3`, { allowPrivate: true })).resolves.toEqual({ status: 200, body: 'BEGIN:VCALENDAR' });
    await expect(fetchFeed(`${base}/hop/4`, { allowPrivate: true })).rejects.toThrow('Zbyt wiele przekierowań (więcej niż 3).');
  });

  it('knows the server’s own networks', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.10', '169.254.169.254', '::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '0.0.0.0'])
      expect([address, isPrivateAddress(address)]).toEqual([address, true]);
    for (const address of ['8.8.8.8', '195.164.1.1', '2a00:1450:4001::1']) expect([address, isPrivateAddress(address)]).toEqual([address, false]);
  });

  it('refuses what is not http(s)', async () => {
    await expect(fetchFeed('ftp://example.pl/a.ics', { allowPrivate: true })).rejects.toThrow('Adres kalendarza musi zaczynać się od http:// lub https://.');
    await expect(fetchFeed('nie adres', { allowPrivate: true })).rejects.toThrow('Adres kalendarza nie jest poprawnym adresem URL.');
  });
});
