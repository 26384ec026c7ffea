// Output layout, module resolution and TypeScript: what the shell and every remote build with.
import { resolve } from 'node:path';

/** Output with content-hashed assets in production (the gateway caches `assets/` for a year). */
export function frontendOutput({ root, uniqueName, publicPath, isProduction }) {
  const name = isProduction ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js';
  const cssName = isProduction ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css';
  return {
    path: resolve(root, 'dist'),
    publicPath,
    uniqueName,
    filename: name,
    chunkFilename: name,
    cssFilename: cssName,
    cssChunkFilename: cssName,
    clean: true,
  };
}

/**
 * What the browser runs for React's API: Preact's compatibility layer, about a sixth of react-dom's
 * weight (the first render's largest part, docs/decisions/0047-preact-in-the-browser.md). The code
 * is written and type-checked against React and its unit tests render with React; only the
 * bundles the browser downloads take Preact, so the browser tests are what prove them.
 */
export const REACT_IN_THE_BROWSER = {
  react$: 'preact/compat',
  // Preact's own JSX runtime (shared as `react/jsx-runtime`), not compat's: compat's is that one
  // plus `import 'preact/compat'`, a share key no build provides (the shell's compat is provided
  // as `react`: one key per file), so every remote loaded and ran a second compat of its own, a
  // request after its first render began. Compat is on the page before any remote renders: the
  // shell starts with it.
  'react/jsx-runtime$': 'preact/jsx-runtime',
  'react/jsx-dev-runtime$': 'preact/jsx-dev-runtime',
  'react-dom$': 'preact/compat',
  'react-dom/client$': 'preact/compat/client',
};

/** Workspace packages are consumed as TypeScript source (`@art/source`), no prebuild needed. */
export const frontendResolve = {
  extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
  conditionNames: ['@art/source', 'browser', 'import', 'module', 'default'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
  alias: REACT_IN_THE_BROWSER,
};

/**
 * The language level of what we ship: ES2022 runs natively in every browser released since 2021
 * (Chrome/Edge 94, Firefox 93, Safari 16.4), which the product's users have (docs/decisions).
 */
export const BROWSER_TARGET = 'es2022';

/** TypeScript and JSX through rspack's built-in SWC; our own packages are compiled too. */
export function typescriptRule(isProduction) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules[\\/](?!@art)/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        // Without a target SWC writes ES5: every async function became a regenerator state machine
        // and every spread or destructuring a helper, about a third of some chunks. The browsers we
        // serve run ES2022 natively (see BROWSER_TARGET).
        target: BROWSER_TARGET,
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !isProduction } },
      },
    },
    type: 'javascript/auto',
  };
}

export const devtoolFor = (isProduction) => (isProduction ? 'source-map' : 'eval-cheap-module-source-map');

/**
 * A component's own stylesheet (`import './X.css'` beside it), through rspack's built-in CSS: each
 * chunk's rules go into a .css file that the remote's runtime links when it loads the chunk, from
 * the same origin as its scripts (the gateway's CSP allows 'self' stylesheets). Plain global class
 * names, prefixed by area (`identity-…`), not CSS modules; tokens come as @art/ui's custom properties.
 */
export const cssRule = { test: /\.css$/, type: 'css' };
