// The routes every remote of this repository publishes, read from their route manifests (what the
// shell gets from their mf-manifest.json at run time), for tests of the route table.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AreaRoute, areaRoutes } from '@art/ui/routes';

const FRONTENDS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export function repositoryAreaRoutes(): AreaRoute[] {
  return readdirSync(FRONTENDS)
    .filter((name) => name !== 'shell')
    .flatMap((name) => {
      let manifest: { area: string; routes: unknown };
      try {
        manifest = JSON.parse(readFileSync(path.join(FRONTENDS, name, 'src', 'routes.manifest.json'), 'utf8'));
      } catch {
        return [];
      }
      return areaRoutes(manifest.area, manifest.routes, (problem) => {
        throw new Error(problem);
      });
    });
}
