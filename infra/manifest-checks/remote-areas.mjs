import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './config-schemas.mjs';

/**
 * The areas that ship a remote: the frontends that declare pages in `src/routes.manifest.json`,
 * sorted. The checks of images, compose and Kubernetes compare their objects with this list, so a
 * new remote is checked the moment its folder exists, and a remote left out of one of them fails.
 */
export function remoteAreas(root = ROOT) {
  const frontends = path.join(root, 'frontends');
  return readdirSync(frontends)
    .filter((name) => existsSync(path.join(frontends, name, 'src', 'routes.manifest.json')))
    .sort();
}
