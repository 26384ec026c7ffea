// The libraries the shell and every remote share as singletons, with the version each build was
// made with. A remote built against other terms than the shell's would load a second React (or a
// second @art/ui, so a second session context), hence one list, here
// (docs/decisions/0015-frontend-build-and-start-up.md).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Shared by every frontend; the shell provides them, remotes reuse the shell's copy. A shared
 * package is bundled whole (no tree shaking), so react-i18next is not one: remotes reach it only
 * through @art/ui's `useLanguageTexts` (the shell's copy, bound to the shared i18next), which
 * keeps its Trans and HTML parser (never used) out of the first render.
 */
export const SHARED_PACKAGES = [
  'react',
  // Resolves to Preact's JSX runtime (settings.mjs); every JSX module asks for it by this name.
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  // React's names resolve to Preact (settings.mjs): its core, hooks and compat must be one copy
  // on the page too, or a remote's elements and hooks would belong to another renderer's state.
  'preact',
  'preact/hooks',
  'preact/compat',
  'wouter',
  'i18next',
  '@tanstack/react-query',
  '@art/ui',
  '@art/sdk',
];

/** `react-dom/client` is versioned by `react-dom`'s package.json. */
export function packageNameOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * The share terms for one package at `version`: the build provides that version and asks for a
 * compatible one (caret: same major, or same minor while the major is 0). Without a version the
 * federation runtime would accept any copy, which is how two Reacts end up on one page. Not strict:
 * for a singleton a mismatch is a console warning and the shell's copy is used, where a strict
 * check would fail the whole remote over a patch release.
 */
export function sharedEntry(version) {
  if (!/^\d+\.\d+\.\d+/.test(version ?? '')) throw new Error(`not a semantic version: ${JSON.stringify(version)}`);
  return { singleton: true, version, requiredVersion: `^${version}`, strictVersion: false };
}

/**
 * Reads the version of the package as node would find it from `from` (workspace packages are
 * linked into node_modules, so @art/ui reads packages/ui/package.json). Walks node_modules by
 * hand: several packages (wouter…) do not export their package.json.
 */
export function installedVersion(name, from = process.cwd()) {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')).version;
    if (dirname(dir) === dir) break;
  }
  // This package sits in the workspace too, so its own node_modules chain is the last resort.
  const here = dirname(fileURLToPath(import.meta.url));
  if (from !== here) return installedVersion(name, here);
  throw new Error(`${name} is not installed: npm install it in the frontend that shares it`);
}

/**
 * The `shared` option of ModuleFederationPlugin, every version read from the package.json that the
 * frontend at `from` (its folder; the build's working directory by default) bundles.
 */
export function sharedSingletons({ from = process.cwd(), versionOf = installedVersion } = {}) {
  return Object.fromEntries(
    SHARED_PACKAGES.map((specifier) => [specifier, sharedEntry(versionOf(packageNameOf(specifier), from))]),
  );
}
