import http from 'node:http';
import type net from 'node:net';
import { loadConfig } from '../../config';
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
    await expect(fetchFeed(`${base}/hop/3`, { allowPrivate: true })).resolves.toMatchObject({ status: 200, body: 'BEGIN:VCALENDAR', notModified: false });
    await expect(fetchFeed(`${base}/hop/4`, { allowPrivate: true })).rejects.toThrow('Zbyt wiele przekierowań (więcej niż 3).');
  });

  it('knows the server’s own networks and every other address that is not public unicast', () => {
    const refused = [
      ...['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.10', '169.254.169.254', '0.0.0.0', '100.64.0.1', '100.127.255.254'],
      // multicast, broadcast, reserved, documentation, benchmarking
      ...['224.0.0.1', '239.255.255.250', '255.255.255.255', '240.0.0.1', '192.0.2.10', '198.18.0.1'],
      // IPv6 loopback, unspecified, unique-local (fc00::/7), link-local (fe80::/10), multicast, documentation
      ...['::1', '::', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'febf::1', 'ff02::1', '2001:db8::1'],
      // IPv4 inside IPv6: mapped, NAT64, 6to4, Teredo
      ...['::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '64:ff9b::7f00:1', '2002:7f00:1::1', '2001:0:4136:e378::1'],
      'not an address',
    ];
    for (const address of refused) expect([address, isPrivateAddress(address)]).toEqual([address, true]);
    for (const address of ['8.8.8.8', '195.164.1.1', '100.128.0.1', '2a00:1450:4001::1', '::ffff:8.8.8.8']) expect([address, isPrivateAddress(address)]).toEqual([address, false]);
  });

  it('refuses such addresses unless private networks are allowed, an IPv4-mapped loopback included', async () => {
    const port = new URL(base).port;
    const refused = 'Adres kalendarza prowadzi do sieci wewnętrznej serwera: pobieranie zablokowane.';
    for (const url of [`http://[::ffff:127.0.0.1]:${port}/ok`, `http://localhost:${port}/ok`, `${base}/ok`, 'http://[fd00::1]/a.ics', 'http://[fe80::1]/a.ics', 'http://100.64.0.1/a.ics', 'http://[64:ff9b::a9fe:a9fe]/latest'])
      await expect(fetchFeed(url, { allowPrivate: false, timeoutMs: 2000 })).rejects.toThrow(refused);
    await expect(fetchFeed(`http://[::ffff:127.0.0.1]:${port}/ok`, { allowPrivate: true })).resolves.toMatchObject({ status: 200, body: 'BEGIN:VCALENDAR', notModified: false });
  });

  it('allows private networks only when ICAL_ALLOW_PRIVATE_NETWORK=true, in development too', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).icalAllowPrivateNetwork).toBe(false);
    expect(loadConfig({}).icalAllowPrivateNetwork).toBe(false);
    expect(loadConfig({ ICAL_ALLOW_PRIVATE_NETWORK: 'true' }).icalAllowPrivateNetwork).toBe(true);
  });

  it('refuses what is not http(s)', async () => {
    await expect(fetchFeed('ftp://example.pl/a.ics', { allowPrivate: true })).rejects.toThrow('Adres kalendarza musi zaczynać się od http:// lub https://.');
    await expect(fetchFeed('nie adres', { allowPrivate: true })).rejects.toThrow('Adres kalendarza nie jest poprawnym adresem URL.');
  });
});
