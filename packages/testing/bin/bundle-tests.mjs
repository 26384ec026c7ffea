// Bundles a workspace's test files with esbuild, so node:test runs plain JavaScript without a
// loader. Under `--import tsx` every module resolution and load crosses to tsx's hook thread: an
// identity test process spent about 4.5 of its 9.7 s of CPU there, and the unit step starts about
// 260 such processes (decision 0052).
//
// What the bundle keeps as it was:
// - the project's own code (the workspace's and every @art/* package's TypeScript, through the
//   @art/source condition) is bundled; everything from node_modules stays an import, loaded by Node
//   as before, so the same copy of fastify, pg or react is used as from source;
// - `import.meta.url`, `.dirname` and `.filename` keep naming the original source file, so a module
//   still finds its fixtures, migrations and templates beside itself;
// - a package that the importing file resolves to a different copy than the bundle's folder would
//   (a package's own nested node_modules) is imported by its absolute path;
// - stylesheets are empty modules (react-dom/server renders markup only), JSX uses React's
//   automatic runtime, and source maps point stack traces at the .ts lines.
import { existsSync, realpathSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const BARE = /^[^./]/;
const OWN_SOURCE = /\.(ts|tsx|mts|js|mjs|jsx)$/;

/** The folder a bare import of `name` resolves to from `dir`, as Node walks up node_modules. */
function packageFolder(dir, name) {
  for (let d = dir; ; d = path.dirname(d)) {
    const candidate = path.join(d, 'node_modules', name);
    if (existsSync(candidate)) return realpathSync(candidate);
    if (d === path.dirname(d)) return null;
  }
}

function packageName(specifier) {
  return specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
}

function keepNodeModulesOutside(outdir) {
  return {
    name: 'node-modules-stay-imports',
    setup(build) {
      build.onResolve({ filter: BARE }, async (args) => {
        if (args.path.startsWith('@art/') || args.path.startsWith('node:') || args.pluginData?.resolving) {
          return undefined;
        }
        const name = packageName(args.path);
        if (packageFolder(args.resolveDir, name) === packageFolder(outdir, name)) {
          return { path: args.path, external: true };
        }
        const found = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          pluginData: { resolving: true },
        });
        if (found.errors.length) return { errors: found.errors };
        return { path: pathToFileURL(found.path).href, external: true };
      });
    },
  };
}

const LOADERS = { ts: 'ts', mts: 'ts', tsx: 'tsx', js: 'js', mjs: 'js', jsx: 'jsx' };

function originalImportMeta() {
  return {
    name: 'original-import-meta',
    setup(build) {
      build.onLoad({ filter: OWN_SOURCE }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        let contents = await readFile(args.path, 'utf8');
        if (contents.includes('import.meta.')) {
          contents = contents
            .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
            .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
            .replaceAll('import.meta.filename', JSON.stringify(args.path));
        }
        return { contents, loader: LOADERS[path.extname(args.path).slice(1)], resolveDir: path.dirname(args.path) };
      });
    },
  };
}

/**
 * Bundles `files` (paths relative to `cwd`) into `outdir`, keeping their relative layout, and
 * returns the bundled entry of each file in the same order.
 */
export async function bundleTests({ files, cwd, outdir }) {
  await rm(outdir, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: cwd,
    entryPoints: files,
    outdir,
    outbase: '.',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    conditions: ['@art/source'],
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [keepNodeModulesOutside(outdir), originalImportMeta()],
  });
  return files.map((file) => path.join(outdir, file.replace(/\.[cm]?[jt]sx?$/, '.mjs')));
}
