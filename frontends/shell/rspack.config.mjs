// Shell host: owns the URL space and loads every area remote at runtime from /remotes.json.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BROWSER_TARGET,
  devtoolFor,
  frontendOutput,
  frontendResolve,
  PrecompressPlugin,
  sharedSingletons,
  typescriptRule,
} from '@art/frontend-build';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { StartupPreloadPlugin } from './rspack-plugins/startupPreloadPlugin.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const identityDev = process.env.IDENTITY_DEV_URL ?? 'http://127.0.0.1:3001';

export default (_env, argv) => {
  const isProduction = argv.mode === 'production';
  // One id per build: baked into the bundle and written to version.json, which the update prompt polls.
  const buildVersion = isProduction ? (process.env.BUILD_VERSION ?? new Date().toISOString()) : 'dev';
  const remotes = readFileSync(process.env.REMOTES_JSON ?? resolve(root, 'remotes.json'), 'utf8');
  const shared = sharedSingletons({ from: root });

  return {
    context: root,
    target: ['web', BROWSER_TARGET],
    entry: { main: './src/index.ts' },
    output: frontendOutput({ root, uniqueName: 'art_shell', publicPath: '/', isProduction }),
    resolve: frontendResolve,
    module: { rules: [typescriptRule(isProduction)] },
    devtool: devtoolFor(isProduction),
    plugins: [
      new rspack.HtmlRspackPlugin({ template: './public/index.html', favicon: './public/favicon.svg' }),
      ...(isProduction ? [new StartupPreloadPlugin({ shared, publicPath: '/' })] : []),
      new rspack.DefinePlugin({ __BUILD_VERSION__: JSON.stringify(buildVersion) }),
      new ModuleFederationPlugin({
        name: 'shell',
        // Remotes are registered at runtime from /remotes.json, never at build time.
        remotes: {},
        runtimePlugins: [resolve(root, 'src/federation/areaFallbackPlugin.ts')],
        shared,
        dts: false,
        manifest: false,
        // The shell carries the federation runtime once for every remote (remotes externalize it).
        // target web: the runtime's Node.js loaders (module loading over fs and vm) are left out of the bundle.
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
      // .br and .gz beside every compressible file; the gateway sends them by Accept-Encoding.
      new PrecompressPlugin(),
      {
        apply(compiler) {
          compiler.hooks.thisCompilation.tap('RuntimeConfig', (compilation) => {
            compilation.hooks.processAssets.tap(
              { name: 'RuntimeConfig', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
              () => {
                compilation.emitAsset('remotes.json', new rspack.sources.RawSource(remotes));
                compilation.emitAsset(
                  'version.json',
                  new rspack.sources.RawSource(JSON.stringify({ version: buildVersion })),
                );
              },
            );
          });
        },
      },
    ],
    optimization: {
      minimize: isProduction,
      // Every start-up needs all the shared libraries the shell provides (Preact's four modules,
      // the router, the query cache, i18next, @art/ui and @art/sdk): they travel as one file, not
      // eight requests — on a phone's connection each request waits its turn for one of the six
      // connections a browser opens to the site. A workspace package's own copy of a library
      // (packages/*/node_modules) is never loaded and stays out.
      splitChunks: {
        cacheGroups: {
          shared: {
            test: (module) =>
              /[\\/](?:node_modules|packages[\\/](?:ui|sdk)[\\/]src)[\\/]/.test(module.resource ?? '') &&
              !/[\\/]packages[\\/][^\\/]+[\\/]node_modules[\\/]/.test(module.resource ?? ''),
            name: 'shared',
            chunks: 'async',
            enforce: true,
          },
        },
      },
    },
    performance: { hints: false },
    devServer: {
      port: Number(process.env.PORT ?? 3000),
      host: '127.0.0.1',
      historyApiFallback: true,
      hot: true,
      proxy: [
        // The identity remote's own dev server; every other area comes from the gateway's build.
        { context: ['/mf/identity'], target: identityDev, changeOrigin: true },
        { context: ['/api', '/media', '/mf', '/live'], target: gateway, changeOrigin: true, ws: true },
      ],
    },
  };
};
