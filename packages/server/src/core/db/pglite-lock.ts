import { openSync, readFileSync, rmSync, writeFileSync, closeSync } from 'node:fs';
import { PgliteFolderInUseError } from './errors';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims the embedded database's folder for this process: PGlite is one process's database, and
 * two processes writing one folder corrupt it. The claim is a file beside the folder holding this
 * process's id; a claim whose process is gone (killed, crashed) is taken over. Answers the release.
 */
export function claimPgliteFolder(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  for (;;) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockFile, 'utf8'));
      if (holder !== process.pid && isRunning(holder)) {
        throw new PgliteFolderInUseError(dataDir, holder);
      }
      rmSync(lockFile, { force: true });
    }
  }
  return () => {
    try {
      if (Number(readFileSync(lockFile, 'utf8')) === process.pid) rmSync(lockFile);
    } catch {
      // Already gone: nothing to release.
    }
  };
}
