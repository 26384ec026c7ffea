// The build settings the shell and every area remote must agree on. A remote that shared react
// under other terms than the shell would load a second React and break hooks and contexts, so
// the list lives here once (ARCHITECTURE §7, pitfalls in §10).
import { resolve } from 'node:path';

/** Shared as singletons, never eager; the shell provides them, remotes reuse the shell's copy. */
export const SHARED_SINGLETONS = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom/client': { singleton: true, requiredVersion: '^19.0.0' },
  wouter: { singleton: true, requiredVersion: '^3.0.0' },
  i18next: { singleton: true, requiredVersion: '^25.0.0' },
  'react-i18next': { singleton: true, requiredVersion: '^16.0.0' },
  '@art/ui': { singleton: true, requiredVersion: false },
  '@art/sdk': { singleton: true, requiredVersion: false },
};

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
