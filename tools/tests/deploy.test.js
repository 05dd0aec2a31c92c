const fs = require('fs');
const os = require('os');
const path = require('path');
const { deployFiles, staleFiles, SECURITY_HEADERS, NETWORK } = require('../../scripts/generate-deploy');
const { HOST, REMOTES, ROOT, ENTRIES, registryOf } = require('../apps');

describe('the deploy files', () => {
  it('are committed as scripts/generate-deploy.js writes them from apps.json', () => {
    expect(staleFiles()).toEqual([]);
  });

  it('run every app of apps.json on its deploy port, and give the host their registry', () => {
    const compose = deployFiles()['docker-compose.yml'];
    for (const app of [HOST, ...REMOTES]) {
      expect(compose).toContain(`args: { APP: ${app.dir} } }`);
      expect(compose).toContain(`ports: ["${app.deployPort}:80"]`);
      expect(fs.existsSync(path.join(ROOT, 'deploy', `nginx-${app.dir}.conf`))).toBe(true);
    }
    expect(JSON.parse(fs.readFileSync(path.join(ROOT, 'deploy', 'remotes.json'), 'utf8'))).toEqual(registryOf(ENTRIES.deploy));
  });

  it("let the API trust only the host's nginx, at a fixed address Docker never hands out, to name the client", () => {
    const compose = deployFiles()['docker-compose.yml'];
    const trusted = /^\s+TRUST_PROXY: (\S+)/m.exec(compose)?.[1];
    expect(trusted).toBe(NETWORK.proxy);
    // one fixed address, and it is the host's (the proxy that passes /api on)
    expect(compose.match(/ipv4_address: (\S+) }/g)).toEqual([`ipv4_address: ${NETWORK.proxy} }`]);
    const hostService = compose.slice(compose.indexOf(`\n  ${HOST.dir}:\n`), compose.indexOf('\n\n', compose.indexOf(`\n  ${HOST.dir}:\n`)));
    expect(hostService).toContain(`default: { ipv4_address: ${NETWORK.proxy} }`);
    expect(compose).toContain(`- subnet: ${NETWORK.subnet}\n          ip_range: ${NETWORK.dynamicRange}`);
    const octets = (ip) => ip.split('.').map(Number);
    const inRange = (ip, cidr) => {
      const [base, bits] = cidr.split('/');
      const n = (a) => octets(a).reduce((acc, o) => acc * 256 + o, 0);
      return Math.floor(n(ip) / 2 ** (32 - Number(bits))) === Math.floor(n(base) / 2 ** (32 - Number(bits)));
    };
    expect(inRange(NETWORK.proxy, NETWORK.subnet)).toBe(true);
    expect(inRange(NETWORK.proxy, NETWORK.dynamicRange)).toBe(false);
  });

  it('run the API as a cluster: three restarted, health-checked instances behind the host, keeping no files and no demo', () => {
    const compose = deployFiles()['docker-compose.yml'];
    const start = compose.indexOf('\n  api:\n');
    const api = compose.slice(start, compose.indexOf('\n\n', start));
    expect(api).toContain('deploy: { replicas: 3 }');
    expect(api).toContain('restart: unless-stopped');
    expect(api).toMatch(/healthcheck:\n\s+test: \[.*"http:\/\/127\.0\.0\.1:8080\/api\/health\/ready"\]/);
    expect(api).toContain('DATABASE_URL: postgres://');
    expect(api).toContain('REDIS_URL: redis://');
    // nothing on an instance's disk (photos are in the database), no port of its own, no demo accounts
    expect(api).not.toMatch(/volumes:|ports:|DATA_DIR|S3_|DEMO_SEED|DEMO_PASSWORD/);
    for (const service of ['postgres', 'redis']) {
      const at = compose.indexOf(`\n  ${service}:\n`);
      expect(compose.slice(at, compose.indexOf('\n\n', at))).toContain('healthcheck:');
    }
    const host = compose.slice(compose.indexOf(`\n  ${HOST.dir}:\n`), compose.indexOf('\n\n', compose.indexOf(`\n  ${HOST.dir}:\n`)));
    expect(host).toContain('api: { condition: service_healthy }');
    // the host's nginx balances /api over the instances, looking them up again, and passes over one that is down
    const nginx = deployFiles()[`deploy/nginx-${HOST.dir}.conf`];
    expect(nginx).toContain('resolver 127.0.0.11 valid=10s');
    expect(nginx).toMatch(/set \$api \$\{API_URL\};\s+proxy_pass \$api;/);
    expect(nginx).toContain('proxy_next_upstream error timeout http_502 http_503;');
  });

  it('make every location of every app include the security headers when the deployment has them', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-'));
    fs.mkdirSync(path.join(root, 'deploy'));
    fs.writeFileSync(path.join(root, SECURITY_HEADERS), 'add_header X-Content-Type-Options nosniff always;\n');
    const files = deployFiles(root);
    for (const [file, content] of Object.entries(files).filter(([name]) => name.endsWith('.conf'))) {
      const withHeaders = content.split('\n').filter((line) => line.includes('add_header'));
      expect(withHeaders.length).toBeGreaterThan(0);
      for (const line of withHeaders.filter((l) => l.includes('location'))) expect(`${file}: ${line}`).toContain('include /etc/nginx/gospodarz/security-headers.conf;');
    }
    fs.rmSync(root, { recursive: true, force: true });
  });
});
