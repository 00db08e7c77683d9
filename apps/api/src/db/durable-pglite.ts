import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { PGLITE_EXTENSIONS } from './pglite-extensions.js';

/*
 * PGlite's defaults keep a commit safe from a process crash but not from a power cut:
 * its NodeFS writes every page straight to the kernel (so kill -9 loses nothing that was
 * answered), but PostgreSQL starts with fsync off (`-F`) and Emscripten's NODEFS has no
 * fsync at all, so nothing forces the WAL to the disk. `relaxedDurability` does not help:
 * it only defers PGlite's own sync step, which NodeFS does not have.
 *
 * Here the embedded database gets the durability of a PostgreSQL server: fsync on, the WAL
 * synced with fsync(2) at each commit (Emscripten turns fdatasync into a no-op, fsync
 * reaches the stream's `fsync`), and NODEFS given an fsync that calls the real one.
 */

type EmscriptenOptions = Parameters<NodeFS['init']>[1];
interface NodeStream {
  nfd: number;
}
interface EmscriptenModuleWithNodeFs {
  NODEFS?: { stream_ops?: { fsync?: (stream: NodeStream) => number } };
}

class FsyncingNodeFS extends NodeFS {
  override async init(pg: PGlite, options: EmscriptenOptions) {
    const { emscriptenOpts } = await super.init(pg, options);
    const installFsync = (mod: unknown) => {
      const streamOps = (mod as EmscriptenModuleWithNodeFs).NODEFS?.stream_ops;
      // A PGlite upgrade that moves this must stop the start, not silently drop durability.
      if (!streamOps) throw new Error('PGlite no longer exposes NODEFS: cannot enable fsync.');
      // An fsync error is not retried: like PostgreSQL (data_sync_retry off) the process stops.
      streamOps.fsync = (stream) => {
        fs.fsyncSync(stream.nfd);
        return 0;
      };
    };
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        preRun: [...(emscriptenOpts.preRun ?? []), installFsync],
      },
    };
  }
}

export const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

function listTree(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) return [...listTree(child), child];
    return entry.isFile() ? [child] : [];
  });
}

async function fsyncPath(file: string) {
  const handle = await fs.promises.open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * fsync every file and folder under `dir` (a few at a time: the disk merges them), for
 * clusters PGlite copied in with plain writes (initdb, a restore).
 */
export async function fsyncTree(dir: string): Promise<void> {
  const paths = [...listTree(dir), dir];
  const worker = async () => {
    for (let next = paths.pop(); next !== undefined; next = paths.pop()) await fsyncPath(next);
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

/**
 * A new cluster is built beside `dir` and renamed into place once complete and on disk,
 * so a crash during the first start (or a restore) never leaves a half-made database that
 * the next start would take for a real one.
 */
async function createCluster(dir: string, loadDataDir: Blob | undefined): Promise<void> {
  const staging = `${dir}.creating`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });
  const client = await PGlite.create({
    fs: new FsyncingNodeFS(staging),
    startParams: DURABLE_START_PARAMS,
    extensions: PGLITE_EXTENSIONS,
    loadDataDir,
  });
  await client.close();
  await fsyncTree(staging);
  fs.renameSync(staging, dir);
  await fsyncPath(path.dirname(dir));
}

/**
 * The embedded database in `dir`, durable across kill -9 and power loss, created on first
 * use. `loadDataDir` (a `dumpDataDir()` tarball) fills a new `dir` instead of initdb.
 */
export async function openDurablePglite(
  dir: string,
  options: { loadDataDir?: Blob } = {},
): Promise<PGlite> {
  const exists = fs.existsSync(path.join(dir, 'PG_VERSION'));
  if (exists && options.loadDataDir) throw new Error(`${dir} already holds a database.`);
  if (!exists) await createCluster(dir, options.loadDataDir);
  return PGlite.create({
    fs: new FsyncingNodeFS(dir),
    startParams: DURABLE_START_PARAMS,
    extensions: PGLITE_EXTENSIONS,
  });
}
