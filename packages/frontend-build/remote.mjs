// The rspack configuration of an area remote, built from its route manifest: it exposes the modules
// the manifest names (pages, and components other areas place through area slots) and publishes the
// routes in its mf-manifest.json; the shell owns the URL space and mounts them.
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { PrecompressPlugin } from './precompress.mjs';
import { exposesOf, RouteManifestPlugin, readRouteManifest } from './routeManifest.mjs';
import { BROWSER_TARGET, cssRule, devtoolFor, frontendOutput, frontendResolve, typescriptRule } from './settings.mjs';
import { sharedSingletons } from './shared.mjs';

/**
 * `remoteConfig({ root, port })` → the function rspack calls with (env, argv). `root` is the
 * remote's folder, whose src/routes.manifest.json names its area (served at /mf/<area>/), the
 * modules it exposes and its routes; `port` is its dev server's.
 */
export function remoteConfig({ root, port: defaultPort }) {
  const manifest = readRouteManifest(root);
  const name = manifest.area;
  return (_env, argv) => {
    const isProduction = argv.mode === 'production';
    const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
    const port = Number(process.env.PORT ?? defaultPort);
    // Where the gateway serves this remote (the dev server mounts it there too).
    const servedAt = `/mf/${name}/`;
    // Chunks load from wherever remoteEntry.js and the manifest were loaded ('auto'), so the same
    // build works behind the gateway and on another origin; PUBLIC_PATH pins it when needed (a CDN).
    const publicPath = process.env.PUBLIC_PATH ?? (isProduction ? 'auto' : servedAt);
    return {
      context: root,
      target: ['web', BROWSER_TARGET],
      entry: { main: './src/index.ts' },
      output: frontendOutput({ root, uniqueName: `art_${name}`, publicPath, isProduction }),
      resolve: frontendResolve,
      module: { rules: [typescriptRule(isProduction), cssRule] },
      devtool: devtoolFor(isProduction),
      plugins: [
        // index.html is only the standalone page for working on this area without the shell.
        new rspack.HtmlRspackPlugin({ template: './public/index.html' }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposesOf(manifest),
          shared: sharedSingletons({ from: root }),
          manifest: true,
          // The shell provides the federation runtime; the standalone dev page keeps its own copy.
          experiments: { externalRuntime: isProduction },
          dts: isProduction
            ? { generateTypes: { tsConfigPath: './tsconfig.json', abortOnError: false }, consumeTypes: false }
            : false,
        }),
        // The routes go into mf-manifest.json, where the shell reads them.
        new RouteManifestPlugin(manifest),
        // .br and .gz beside every compressible file (shared build step).
        new PrecompressPlugin(),
      ],
      optimization: { minimize: isProduction },
      performance: { hints: false },
      devServer: {
        port,
        host: '127.0.0.1',
        historyApiFallback: { index: `${servedAt}index.html` },
        headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
        devMiddleware: { publicPath: servedAt },
        // The shell page (another port) loads this remote; point HMR at this server, not the page's.
        client: { webSocketURL: `ws://127.0.0.1:${port}/ws` },
        proxy: [{ context: ['/api', '/media'], target: gateway, changeOrigin: true }],
      },
    };
  };
}
