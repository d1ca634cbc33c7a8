import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../../test/s3-server';
import { newStorageKey } from './file-store';
import { createS3FileStore } from './s3-file-store';

const s3 = await startS3Server();
const spoolDir = await mkdtemp(path.join(tmpdir(), 'preauth-spool-test-'));
afterAll(async () => {
  await s3.close();
  await rm(spoolDir, { recursive: true, force: true });
});
const store = await createS3FileStore(s3.config, { spoolDir });

async function spooledFiles(): Promise<string[]> {
  const entries = await readdir(spoolDir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => e.name);
}

describe('S3 file store', () => {
  it('stores the bytes under the key alone, with SSE-S3 and their SHA-256, and reads them back', async () => {
    const key = newStorageKey();
    async function* chunks() {
      yield Buffer.from('%PDF-');
      yield Buffer.from('1.7');
    }

    await store.put(key, chunks());

    expect((await buffer((await store.get(key))!)).toString()).toBe('%PDF-1.7');
    expect(await s3.objectKeys()).toContain(key);
    const put = s3.requests.find((r) => r.method === 'PUT' && r.url?.includes(`/${key}?`));
    expect(put?.headers['x-amz-server-side-encryption']).toBe('AES256');
    expect(put?.headers['x-amz-checksum-sha256']).toBe(
      createHash('sha256').update('%PDF-1.7').digest('base64'),
    );
    expect(await spooledFiles()).toEqual([]);
  });

  it('streams a file of several megabytes through unchanged', async () => {
    const key = newStorageKey();
    const bytes = randomBytes(6 * 1024 * 1024);

    await store.put(key, bytes);

    expect((await buffer((await store.get(key))!)).equals(bytes)).toBe(true);
  });

  it('leaves nothing in the bucket or the spool when the bytes fail part-way', async () => {
    const key = newStorageKey();
    async function* failing() {
      yield randomBytes(100_000);
      throw new Error('refused');
    }
    const before = await s3.objectKeys();

    await expect(store.put(key, failing())).rejects.toThrow('refused');

    expect(s3.requests.filter((r) => r.url?.includes(key))).toEqual([]);
    expect(await s3.objectKeys()).toEqual(before);
    expect(await spooledFiles()).toEqual([]);
    expect(await store.get(key)).toBeNull();
  });

  it('rejects, leaving no spooled file, when S3 refuses the object', async () => {
    const elsewhere = await createS3FileStore(
      { ...s3.config, bucket: 'no-such-bucket' },
      { spoolDir },
    );

    await expect(elsewhere.put(newStorageKey(), Buffer.from('%PDF-1.7'))).rejects.toThrow();

    expect(await spooledFiles()).toEqual([]);
  });

  it('removes spooled files a dead process left behind, and no fresh ones', async () => {
    const key = newStorageKey();
    const folder = path.join(spoolDir, key.slice(0, 2));
    await mkdir(folder, { recursive: true });
    const now = Date.now();
    await writeFile(path.join(folder, key), 'spooled, never sent');
    await utimes(path.join(folder, key), new Date(now - 7200_000), new Date(now - 7200_000));
    await writeFile(path.join(folder, `${key}.fresh`), 'on its way');

    expect(await store.removeStalePartials(new Date(now - 3600_000))).toBe(1);

    expect(await spooledFiles()).toEqual([`${key}.fresh`]);
    await rm(path.join(folder, `${key}.fresh`));
  });

  it('deletes, and deleting twice is harmless', async () => {
    const key = newStorageKey();
    await store.put(key, Buffer.from('x'));

    await store.delete(key);
    await store.delete(key);

    expect(await store.get(key)).toBeNull();
    expect(await s3.objectKeys()).not.toContain(key);
  });

  it.each(['../../etc/passwd', 'abc', newStorageKey().toUpperCase()])(
    'refuses the key %j',
    async (key) => {
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow('Invalid storage key');
      await expect(store.get(key)).rejects.toThrow('Invalid storage key');
      await expect(store.delete(key)).rejects.toThrow('Invalid storage key');
    },
  );
});
