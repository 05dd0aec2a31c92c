import fs from 'node:fs';
import os from 'node:os';

/**
 * An exclusive lock on the embedded database's folder. PGlite runs PostgreSQL in single-user mode inside the
 * process, with nothing that keeps a second process off the same files: two servers on one folder each believe
 * they own it, and the folder ends up missing acknowledged writes or refusing to start. The lock is a file beside
 * the folder, created with O_EXCL, naming its holder.
 *
 * A lock left by a process that died (kill -9, power cut, a container restarted) is taken over:
 * - on the same host, when its pid is gone, or is alive but started at another time (the pid was reused, as a
 *   container's pid 1 is after a restart), or belongs to this very process;
 * - held from another host (a folder shared between containers or machines, whose pids cannot be checked), when the
 *   holder has not refreshed the file for `STALE_FOREIGN_MS`.
 * Two processes finding one stale lock at once take turns through a second O_EXCL file, and each removes the stale
 * lock only if it still holds what it judged stale, so exactly one of them gets it.
 */
export interface LockHolder {
  pid: number;
  host: string;
  /** the holder's start, as /proc reports it (Linux), to tell a reused pid from the holder */
  processStart: string | null;
  since: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly holder: LockHolder,
    readonly lockFile: string,
  ) {
    const where = holder.host === os.hostname() ? `proces ${holder.pid}` : `proces ${holder.pid} na hoście ${holder.host}`;
    super(
      `Folder bazy danych ${folder} jest już używany przez ${where} (od ${holder.since}). ` +
        'Dwa procesy na jednym folderze PGlite tracą dane: zatrzymaj tamten proces albo ustaw inny DATA_DIR. ' +
        `Jeśli tamten proces na pewno już nie działa, usuń plik ${lockFile}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface FolderLock {
  readonly file: string;
  /** Removes the lock file if it is still this process's (idempotent). */
  release(): void;
}

/** The holder's heartbeat: a lock from another host not refreshed for this long is taken as abandoned. */
export const HEARTBEAT_MS = 10_000;
export const STALE_FOREIGN_MS = 6 * HEARTBEAT_MS;
// A lock file is written right after it is created; one still empty after this long was left by a crash in between.
const UNFINISHED_MS = 5_000;
// The takeover turn is held for a few file operations; one older than this was left by a crash.
const STALE_TURN_MS = 10_000;
const RETRY_MS = 50;

const held = new Set<string>();

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** When the process started, in clock ticks since boot (field 22 of /proc/<pid>/stat); null off Linux. */
export function processStart(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name (field 2) may contain spaces and parentheses: count fields after its closing parenthesis
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(file: string): { raw: string; holder: LockHolder | null; ageMs: number } | null {
  try {
    const raw = fs.readFileSync(file, 'utf8');
    const ageMs = Date.now() - fs.statSync(file).mtimeMs;
    let holder: LockHolder | null = null;
    try {
      const parsed = JSON.parse(raw) as LockHolder;
      if (Number.isInteger(parsed.pid) && typeof parsed.host === 'string') holder = parsed;
    } catch {
      holder = null;
    }
    return { raw, holder, ageMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Whether the lock's holder is still running; 'unknown' for a file still being written. */
function holderState(lock: { holder: LockHolder | null; ageMs: number }): 'alive' | 'dead' | 'unknown' {
  const { holder, ageMs } = lock;
  if (!holder) return ageMs > UNFINISHED_MS ? 'dead' : 'unknown';
  if (holder.host !== os.hostname()) return ageMs > STALE_FOREIGN_MS ? 'dead' : 'alive';
  if (holder.pid === process.pid) return 'dead'; // not ours (see `held`): left by an earlier process with our pid
  if (!pidAlive(holder.pid)) return 'dead';
  const start = processStart(holder.pid);
  if (holder.processStart && start && start !== holder.processStart) return 'dead';
  return 'alive';
}

/** Removes `file` if it still holds `raw`, taking turns with any other process doing the same. */
function removeStale(file: string, raw: string): void {
  const turn = `${file}.takeover`;
  let fd: number;
  try {
    fd = fs.openSync(turn, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const other = readLock(turn);
    if (other && other.ageMs > STALE_TURN_MS) fs.rmSync(turn, { force: true });
    sleepSync(RETRY_MS);
    return;
  }
  try {
    if (readLock(file)?.raw === raw) fs.rmSync(file, { force: true });
  } finally {
    fs.closeSync(fd);
    fs.rmSync(turn, { force: true });
  }
}

/**
 * Takes the lock for `folder` (the file `<folder>.lock`), or throws DataDirLockedError naming the process that holds
 * it. The lock is refreshed while held, and released by `release()` or when the process exits.
 */
export function lockFolder(folder: string, options: { timeoutMs?: number } = {}): FolderLock {
  const file = `${folder}.lock`;
  if (held.has(file)) throw new Error(`Folder bazy danych ${folder} jest już otwarty w tym procesie.`);
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  const me: LockHolder = { pid: process.pid, host: os.hostname(), processStart: processStart(process.pid), since: new Date().toISOString() };
  const content = `${JSON.stringify(me)}\n`;
  for (;;) {
    try {
      const fd = fs.openSync(file, 'wx');
      try {
        fs.writeSync(fd, content);
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const lock = readLock(file);
    if (!lock) continue;
    const state = holderState(lock);
    if (state === 'alive') throw new DataDirLockedError(folder, lock.holder!, file);
    if (state === 'dead') removeStale(file, lock.raw);
    else sleepSync(RETRY_MS);
    if (Date.now() > deadline) {
      throw new Error(`Nie udało się założyć blokady folderu bazy danych ${folder} (plik ${file}).`);
    }
  }
  held.add(file);

  const mine = () => readLock(file)?.raw === content;
  const heartbeat = setInterval(() => {
    try {
      if (mine()) {
        const now = new Date();
        fs.utimesSync(file, now, now);
      }
    } catch {
      // a missed beat only matters after several: the next one retries
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    process.removeListener('exit', release);
    held.delete(file);
    try {
      if (mine()) fs.rmSync(file, { force: true });
    } catch {
      // nothing left to release
    }
  };
  // process.exit() after a failure still releases; only a kill leaves the file, to be taken over as above
  process.on('exit', release);
  return { file, release };
}
