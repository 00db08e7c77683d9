import fs from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/*
 * PGlite does not stop a second process from opening the same data directory (its
 * postmaster.pid holds a placeholder pid), and two PostgreSQL instances writing one
 * cluster corrupt it. This lock file is held by whatever has the embedded database open:
 * the server, `npm run seed`, `npm run backup` or `restore`.
 */

export const LOCK_FILE_NAME = 'database.lock';
/** A holder on another machine (a shared volume) touches the file this often ... */
const HEARTBEAT_MS = 10_000;
/** ... and is taken for gone when it has not for this long. */
const STALE_AFTER_MS = 30_000;

interface Holder {
  pid: number;
  host: string;
  purpose: string;
  since: string;
}

/** Lock files this process holds: its own pid in a file means "held" only if listed here. */
const heldHere = new Set<string>();

export interface DataDirLock {
  release(): void;
}

function readHolder(file: string): Holder | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Holder;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the holder still has the database open (one killed with -9 leaves its file behind). */
function isHeld(file: string, holder: Holder | undefined): holder is Holder {
  if (!holder) return false;
  // Our own pid in a file we do not hold: a previous life of this container, restarted.
  if (holder.host === hostname()) {
    return holder.pid === process.pid ? heldHere.has(file) : isRunning(holder.pid);
  }
  const touched = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  return Date.now() - touched < STALE_AFTER_MS;
}

/** Takes `dataDir`'s lock or throws, naming the process that holds it. */
export function lockDataDir(dataDir: string, purpose: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const me: Holder = {
    pid: process.pid,
    host: hostname(),
    purpose,
    since: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (isHeld(file, holder)) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by process ${holder.pid} on ` +
            `${holder.host} (${holder.purpose}, since ${holder.since}). Stop it first; if that ` +
            `process is gone, delete ${file}.`,
        );
      }
      // Left by a process that is gone: take it over. (Two processes taking over the same
      // stale file in the same instant could both win; starting twice at once is not a case.)
      fs.rmSync(file, { force: true });
      continue;
    }
    heldHere.add(file);
    const heartbeat = setInterval(() => {
      const now = new Date();
      fs.utimes(file, now, now, () => {});
    }, HEARTBEAT_MS).unref();
    return {
      release() {
        clearInterval(heartbeat);
        heldHere.delete(file);
        if (readHolder(file)?.pid === process.pid) fs.rmSync(file, { force: true });
      },
    };
  }
  throw new Error(`Could not lock ${dataDir}: another process keeps taking ${file}.`);
}
