import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded files live: the local disk (here) or an S3-compatible bucket (`s3-file-store`);
 * `openFileStore` picks one. Keys are generated (`newStorageKey`), never taken from a user's file
 * name.
 */
export interface FileStore {
  /**
   * Stores the bytes under `key`. Atomic: if `bytes` throws part-way (too large, wrong type), or
   * writing fails, nothing is left under the key and the error is rethrown.
   */
  put(key: string, bytes: Uint8Array | AsyncIterable<Uint8Array>): Promise<void>;
  /** The stored bytes, or null when there is nothing under the key. */
  get(key: string): Promise<Readable | null>;
  /** Removes the file; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /**
   * Removes what unfinished `put`s left behind (a process that died mid-upload) and was last
   * written before `before`; answers how many. `put` removes its own on any failure it sees.
   */
  removeStalePartials(before: Date): Promise<number>;
}

const KEY_PATTERN = /^[0-9a-f]{32}$/;

/** A random 128-bit key, hex. */
export function newStorageKey(): string {
  return randomBytes(16).toString('hex');
}

export function assertKey(key: string): void {
  // Keys come from us, but a key is also a path or an object name: refuse anything else.
  if (!KEY_PATTERN.test(key)) throw new Error('Invalid storage key');
}

/** Files being written, beside the stored ones (the same file system, so a rename moves them). */
const PARTIALS = 'partial';

/**
 * Files under `root`, in a sub-folder named by the key's first two characters
 * (`root/3f/3fa9…`), so no folder grows too large. Created on demand. A file is written under
 * `root/partial/` and renamed into place once complete.
 */
export function createLocalFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    assertKey(key);
    return path.join(root, key.slice(0, 2), key);
  };
  const partials = path.join(root, PARTIALS);

  return {
    async put(key, bytes) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      await mkdir(partials, { recursive: true });
      const partial = path.join(partials, `${key}.${randomBytes(4).toString('hex')}`);
      // Opened before streaming (not lazily by the stream), so a failure cannot race the removal.
      const handle = await open(partial, 'wx', 0o600);
      try {
        const source = bytes instanceof Uint8Array ? [bytes] : bytes;
        await pipeline(source, handle.createWriteStream());
        await rename(partial, target);
      } catch (error) {
        await handle.close().catch(() => {});
        await rm(partial, { force: true });
        throw error;
      }
    },

    async get(key) {
      const target = pathOf(key);
      try {
        await stat(target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      return createReadStream(target);
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    removeStalePartials: (before) => removeFilesOlderThan(partials, before),
  };
}

/** Removes every file under `dir` (at any depth) last written before `before`; answers how many. */
export async function removeFilesOlderThan(dir: string, before: Date): Promise<number> {
  let entries;
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let removed = 0;
  for (const entry of entries.filter((e) => e.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    // Gone meanwhile (renamed into place, or removed by its own put): nothing to do.
    const stats = await stat(file).catch(() => null);
    if (!stats || stats.mtime >= before) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
