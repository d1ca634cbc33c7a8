import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PgliteFolderInUseError } from './errors';
import { claimPgliteFolder } from './pglite-lock';

const folder = () => path.join(mkdtempSync(path.join(tmpdir(), 'pglite-lock-')), 'pglite');

describe('claimPgliteFolder', () => {
  it('refuses a folder another running process holds, naming it', () => {
    const dataDir = folder();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(`${dataDir}.lock`, String(other.pid));
      expect(() => claimPgliteFolder(dataDir)).toThrow(PgliteFolderInUseError);
      expect(() => claimPgliteFolder(dataDir)).toThrow(`in use by process ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it('takes over the claim of a process that is gone, and gives the folder back on release', async () => {
    const dataDir = folder();
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.on('exit', resolve));
    writeFileSync(`${dataDir}.lock`, String(gone.pid));
    const release = claimPgliteFolder(dataDir);
    release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });
});
