import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder, found from this file whether it runs from src/ (tsx, tests) or
 * from the bundle in dist/.
 */
export function packageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the server package folder');
    dir = parent;
  }
  return dir;
}

/** The built web app, served by the same process. */
export function defaultWebDistDir(): string {
  return path.resolve(packageRoot(), '..', 'web', 'dist');
}
