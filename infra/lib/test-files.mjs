// Finds test files without a shell glob (node 20's --test does not expand globs itself).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Every file under `dir` (recursively, node_modules and dot-folders skipped) ending in `suffix`. */
export function findTestFiles(dir, suffix = '.test.ts') {
  if (!existsSync(dir)) return [];
  const out = [];
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(suffix)) out.push(full);
    }
  };
  walk(dir);
  return out.sort();
}
