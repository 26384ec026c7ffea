// A remote's route manifest (src/routes.manifest.json, typed as RouteManifest in '@art/ui/routes')
// feeds its build: the modules it exposes, and the routes the shell reads at run time from the
// remote's federation manifest, so a page is declared once, in its own area.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const ROUTE_MANIFEST_FILE = 'src/routes.manifest.json';

/** Where the routes go inside mf-manifest.json (the federation runtime ignores keys it does not know). */
export const MF_MANIFEST_KEY = 'art';

export function readRouteManifest(root) {
  return JSON.parse(readFileSync(resolve(root, ROUTE_MANIFEST_FILE), 'utf8'));
}

/** The `exposes` option of ModuleFederationPlugin: `{ './LoginRoute': './src/…/LoginRoute.tsx', … }`. */
export function exposesOf(manifest) {
  return Object.fromEntries(Object.entries(manifest.exposes).map(([name, file]) => [`./${name}`, file]));
}

/** mf-manifest.json with the area's routes added under `art.routes`. */
export function withRoutes(mfManifest, manifest) {
  return { ...mfManifest, [MF_MANIFEST_KEY]: { routes: manifest.routes } };
}

/**
 * rspack plugin: writes the routes into the federation manifest once the federation plugin has
 * made it (it does so at the optimize-transfer stage; this runs at the report stage, after it).
 */
export class RouteManifestPlugin {
  constructor(manifest, fileName = 'mf-manifest.json') {
    this.manifest = manifest;
    this.fileName = fileName;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RouteManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RouteManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset(this.fileName);
          if (!asset) {
            compilation.errors.push(new Error(`RouteManifestPlugin: no ${this.fileName} to add the routes to`));
            return;
          }
          const mfManifest = JSON.parse(asset.source.source().toString());
          compilation.updateAsset(
            this.fileName,
            new sources.RawSource(JSON.stringify(withRoutes(mfManifest, this.manifest), null, 2)),
          );
        },
      );
    });
  }
}
