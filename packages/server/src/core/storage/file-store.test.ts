import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { createLocalFileStore, newStorageKey } from './file-store';

const root = path.join(await mkdtemp(path.join(tmpdir(), 'preauth-store-test-')), 'uploads');
afterAll(() => rm(path.dirname(root), { recursive: true, force: true }));
const store = createLocalFileStore(root);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('local file store', () => {
  it('creates its folder on demand and reads back what it stored', async () => {
    // A folder of its own: the file's other tests store into the shared one in any order.
    const root = path.join(await mkdtemp(path.join(tmpdir(), 'preauth-store-test-')), 'uploads');
    onTestFinished(() => rm(path.dirname(root), { recursive: true, force: true }));
    const store = createLocalFileStore(root);
    const key = newStorageKey();
    async function* chunks() {
      yield Buffer.from('%PDF-');
      yield Buffer.from('1.7');
    }

    await store.put(key, chunks());

    const stored = await store.get(key);
    expect((await buffer(stored!)).toString()).toBe('%PDF-1.7');
    expect(await filesUnder(root)).toEqual([path.join(root, key.slice(0, 2), key)]);
  });

  it('leaves nothing behind when the bytes fail part-way', async () => {
    const key = newStorageKey();
    async function* failing() {
      yield Buffer.from('partial');
      throw new Error('refused');
    }
    const before = await filesUnder(root);

    await expect(store.put(key, failing())).rejects.toThrow('refused');

    expect(await filesUnder(root)).toEqual(before);
    expect(await store.get(key)).toBeNull();
  });

  it('writes under partial/ while the bytes arrive, and moves the file into place at the end', async () => {
    const key = newStorageKey();
    let whileWriting: string[] = [];
    async function* chunks() {
      yield Buffer.from('%PDF-');
      whileWriting = await filesUnder(path.join(root, 'partial'));
      yield Buffer.from('1.7');
    }

    await store.put(key, chunks());

    expect(whileWriting).toEqual([
      expect.stringMatching(new RegExp(`/partial/${key}\\.[0-9a-f]{8}$`)),
    ]);
    expect(await filesUnder(path.join(root, 'partial'))).toEqual([]);
  });

  it('removes partial files last written before the given time, and no others', async () => {
    const partials = path.join(root, 'partial');
    await mkdir(partials, { recursive: true });
    const now = Date.now();
    const stale = path.join(partials, `${newStorageKey()}.0badf00d`);
    const fresh = path.join(partials, `${newStorageKey()}.0c0ffee0`);
    await writeFile(stale, 'dead process');
    await writeFile(fresh, 'in progress');
    await utimes(stale, new Date(now - 2 * 3600_000), new Date(now - 2 * 3600_000));
    const storedKey = newStorageKey();
    await store.put(storedKey, Buffer.from('stored'));

    expect(await store.removeStalePartials(new Date(now - 3600_000))).toBe(1);

    const left = await filesUnder(root);
    expect(left).toContain(fresh);
    expect(left).not.toContain(stale);
    expect(left).toContain(path.join(root, storedKey.slice(0, 2), storedKey));
    await rm(fresh);
  });

  it('deletes, and deleting twice is harmless', async () => {
    const key = newStorageKey();
    await store.put(key, Buffer.from('x'));
    await store.delete(key);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
  });

  it.each(['../../etc/passwd', 'abc', `${newStorageKey()}/..`, newStorageKey().toUpperCase()])(
    'refuses the key %j',
    async (key) => {
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow('Invalid storage key');
      await expect(store.get(key)).rejects.toThrow('Invalid storage key');
    },
  );
});
