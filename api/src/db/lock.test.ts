import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirLockedError, lockFolder, processStart, STALE_FOREIGN_MS, type LockHolder } from './lock';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'gospodarz-lock-'));
});
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

function writeLock(folder: string, holder: Partial<LockHolder>, ageMs = 0) {
  const file = `${folder}.lock`;
  const content: LockHolder = { pid: 1, host: os.hostname(), processStart: null, since: new Date().toISOString(), ...holder };
  fs.writeFileSync(file, JSON.stringify(content));
  const then = new Date(Date.now() - ageMs);
  fs.utimesSync(file, then, then);
  return file;
}

function holderOf(file: string): LockHolder {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as LockHolder;
}

/** A process that stays alive until killed. */
function idleProcess(): ChildProcess {
  return spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
}

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
}

describe('the embedded database folder lock', () => {
  it('is held by one opener at a time, names its holder, and is gone once released', () => {
    const folder = path.join(root, 'pg');
    const lock = lockFolder(folder);
    expect(holderOf(lock.file)).toMatchObject({ pid: process.pid, host: os.hostname() });
    expect(() => lockFolder(folder)).toThrow(/jest już otwarty w tym procesie/);
    lock.release();
    expect(fs.existsSync(lock.file)).toBe(false);
    lockFolder(folder).release();
  });

  it('refuses a folder held by a running process, naming the folder and the process', async () => {
    const folder = path.join(root, 'pg');
    const other = idleProcess();
    try {
      await new Promise((resolve) => other.once('spawn', resolve));
      const file = writeLock(folder, { pid: other.pid!, processStart: processStart(other.pid!) });
      let error: unknown;
      try {
        lockFolder(folder);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect((error as Error).message).toContain(folder);
      expect((error as Error).message).toContain(`proces ${other.pid}`);
      expect(holderOf(file).pid).toBe(other.pid); // untouched
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over a lock whose process is gone', () => {
    const folder = path.join(root, 'pg');
    writeLock(folder, { pid: deadPid() });
    const lock = lockFolder(folder);
    expect(holderOf(lock.file).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock whose pid now belongs to another process (pid reused after a restart)', async () => {
    const folder = path.join(root, 'pg');
    const other = idleProcess();
    try {
      await new Promise((resolve) => other.once('spawn', resolve));
      writeLock(folder, { pid: other.pid!, processStart: '1' });
      const lock = lockFolder(folder);
      expect(holderOf(lock.file).pid).toBe(process.pid);
      lock.release();
      // a lock with this process's own pid was left by an earlier process (a container's pid 1 after a restart)
      writeLock(folder, { pid: process.pid });
      lockFolder(folder).release();
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('respects a lock from another host while it is refreshed, and takes it over once it is not', () => {
    const folder = path.join(root, 'pg');
    writeLock(folder, { pid: 4242, host: 'inny-serwer' });
    expect(() => lockFolder(folder)).toThrow(/proces 4242 na hoście inny-serwer/);
    writeLock(folder, { pid: 4242, host: 'inny-serwer' }, STALE_FOREIGN_MS + 1000);
    lockFolder(folder).release();
  });

  it('waits for a lock file being written, and takes over one left empty by a crash', () => {
    const folder = path.join(root, 'pg');
    fs.writeFileSync(`${folder}.lock`, '');
    expect(() => lockFolder(folder, { timeoutMs: 200 })).toThrow(/Nie udało się założyć blokady/);
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(`${folder}.lock`, old, old);
    lockFolder(folder).release();
  });

  it('lets exactly one of several processes racing for a stale lock have it', async () => {
    const folder = path.join(root, 'pg');
    writeLock(folder, { pid: deadPid() });
    // The children run this very module, compiled the way jest compiles it.
    const { transformFileSync } = await import('@swc/core');
    const compiled = path.join(root, 'lock.js');
    fs.writeFileSync(
      compiled,
      transformFileSync(path.join(__dirname, 'lock.ts'), { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }).code,
    );
    const script = `
      const { lockFolder } = require(${JSON.stringify(compiled)});
      const start = Number(process.argv[1]);
      while (Date.now() < start) {}
      try { lockFolder(${JSON.stringify(folder)}); console.log('held'); setTimeout(() => {}, 1500); }
      catch (e) { console.log(e.name === 'DataDirLockedError' ? 'refused' : 'error ' + e.message); }`;
    const start = Date.now() + 700;
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () =>
        new Promise<string>((resolve) => {
          const child = spawn(process.execPath, ['-e', script, String(start)], { stdio: ['ignore', 'pipe', 'inherit'] });
          let out = '';
          child.stdout.on('data', (chunk) => (out += chunk));
          child.on('exit', () => resolve(out.trim()));
        }),
      ),
    );
    expect(outcomes.filter((o) => o === 'held')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'refused')).toHaveLength(5);
    // the holder released it as it exited
    lockFolder(folder).release();
  }, 30_000);
});
