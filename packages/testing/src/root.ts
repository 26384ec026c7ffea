import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/** The monorepo's root: the nearest folder above this package whose package.json has workspaces. */
export function repoRoot(): string {
  if (cached) return cached;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file) && 'workspaces' in JSON.parse(readFileSync(file, 'utf8'))) {
      cached = dir;
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('repoRoot: no package.json with workspaces above @art/testing');
    dir = parent;
  }
}
