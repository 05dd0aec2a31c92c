import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';

/**
 * The demo accounts (published password 'demo1234') are made on a first start of `npm start` and in development;
 * production makes them only when the operator asks (DEMO_SEED=true) and then with the password they chose.
 * (tests/cluster.test.ts starts production instances and finds no demo account to sign in to.)
 */
describe('the demo seed', () => {
  it('is on by default outside production, with the published password', () => {
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ seedDemo: true, demoPassword: 'demo1234' });
    expect(loadConfig({})).toMatchObject({ seedDemo: true });
    expect(loadConfig({ NODE_ENV: 'development', DEMO_SEED: 'false' })).toMatchObject({ seedDemo: false });
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: 'false' })).toMatchObject({ seedDemo: false });
  });

  it('is off in production unless asked for, whatever the password', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ seedDemo: false });
    expect(loadConfig({ NODE_ENV: 'production', DEMO_PASSWORD: 'Wybrane-haslo-9' })).toMatchObject({ seedDemo: false });
    expect(loadConfig({ NODE_ENV: 'production', DEMO_SEED: 'yes' })).toMatchObject({ seedDemo: false });
  });

  it('refuses to start in production when asked for without a chosen password, saying what to set', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_SEED: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true', DEMO_PASSWORD: '' })).toThrow(/DEMO_PASSWORD/);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_SEED: 'true', DEMO_PASSWORD: 'Wybrane-haslo-9' })).toMatchObject({
      seedDemo: true,
      demoPassword: 'Wybrane-haslo-9',
    });
  });

  it('is asked for by `npm start` (production, with its published password) and by nothing the deployments run', () => {
    const root = path.resolve(__dirname, '..', '..');
    const start = fs.readFileSync(path.join(root, 'scripts', 'start.js'), 'utf8');
    expect(start).toMatch(/DEMO_SEED: 'true', DEMO_PASSWORD: 'demo1234', \.\.\.process\.env/);
    for (const file of ['deploy/Dockerfile.api', 'docker-compose.yml']) {
      const settings = fs.readFileSync(path.join(root, file), 'utf8').replace(/#.*$/gm, ''); // comments may name them
      expect(settings).not.toMatch(/DEMO_SEED|SEED_DEMO|DEMO_PASSWORD/);
    }
  });
});
