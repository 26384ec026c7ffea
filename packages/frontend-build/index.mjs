// The build settings the shell and every area remote must agree on: shared singletons (with their
// versions), output layout, TypeScript, and precompressed output for the gateway.
import { resolve } from 'node:path';
import { sharedSingletons } from './shared.mjs';

export { PrecompressPlugin, precompressDirectory } from './precompress.mjs';
export { SHARED_PACKAGES, sharedEntry, sharedSingletons } from './shared.mjs';

/**
 * Shared as singletons, never eager; the shell provides them, remotes reuse the shell's copy.
 * Versions come from the packages installed for the frontend being built (the build runs in its
 * folder); a config built from elsewhere calls `sharedSingletons({ from: root })` instead.
 */
export const SHARED_SINGLETONS = sharedSingletons();

/** Output with content-hashed assets in production (the gateway caches `assets/` for a year). */
export function frontendOutput({ root, uniqueName, publicPath, isProduction }) {
  const name = isProduction ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js';
  return { path: resolve(root, 'dist'), publicPath, uniqueName, filename: name, chunkFilename: name, clean: true };
}

/** Workspace packages are consumed as TypeScript source (`@art/source`), no prebuild needed. */
export const frontendResolve = {
  extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
  conditionNames: ['@art/source', 'browser', 'import', 'module', 'default'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
};

/** TypeScript and JSX through rspack's built-in SWC; our own packages are compiled too. */
export function typescriptRule(isProduction) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules[\\/](?!@art)/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !isProduction } },
      },
    },
    type: 'javascript/auto',
  };
}

export const devtoolFor = (isProduction) => (isProduction ? 'source-map' : 'eval-cheap-module-source-map');
