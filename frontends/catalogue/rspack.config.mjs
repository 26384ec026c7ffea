// Catalogue area remote: exposes its route components; the shell owns the URLs and mounts them.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  devtoolFor,
  frontendOutput,
  frontendResolve,
  PrecompressPlugin,
  SHARED_SINGLETONS,
  typescriptRule,
} from '@art/frontend-build';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';

const root = dirname(fileURLToPath(import.meta.url));
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const port = Number(process.env.PORT ?? 3002);

// One exposed module per route; the shell's route table names these keys.
const exposes = {
  './HomeRoute': './src/Routes/Home/HomeRoute.tsx',
  './GalleryRoute': './src/Routes/Gallery/GalleryRoute.tsx',
  './StoreRoute': './src/Routes/Store/StoreRoute.tsx',
  './ArtworkRoute': './src/Routes/Artwork/ArtworkRoute.tsx',
  './LikedArtworksRoute': './src/Routes/LikedArtworks/LikedArtworksRoute.tsx',
  './StudiosRoute': './src/Routes/Studios/StudiosRoute.tsx',
  './EditArtworkRoute': './src/Routes/EditArtwork/EditArtworkRoute.tsx',
  './UploadArtworkRoute': './src/Routes/UploadArtwork/UploadArtworkRoute.tsx',
  './SearchRoute': './src/Routes/Search/SearchRoute.tsx',
  './SearchDropdown': './src/Routes/SearchDropdown/SearchDropdown.tsx',
  './ExhibitionsRoute': './src/Routes/Exhibitions/ExhibitionsRoute.tsx',
  './ExhibitionRoute': './src/Routes/Exhibition/ExhibitionRoute.tsx',
};

export default (_env, argv) => {
  const isProduction = argv.mode === 'production';
  // Where the gateway serves this remote (the dev server mounts it there too).
  const servedAt = '/mf/catalogue/';
  // Chunks load from wherever remoteEntry.js and the manifest were loaded ('auto'), so the same
  // build works behind the gateway and on another origin; PUBLIC_PATH pins it when needed (a CDN).
  const publicPath = process.env.PUBLIC_PATH ?? (isProduction ? 'auto' : servedAt);

  return {
    context: root,
    entry: { main: './src/index.ts' },
    output: frontendOutput({ root, uniqueName: 'art_catalogue', publicPath, isProduction }),
    resolve: frontendResolve,
    module: { rules: [typescriptRule(isProduction)] },
    devtool: devtoolFor(isProduction),
    plugins: [
      // index.html is only the standalone page for working on this area without the shell.
      new rspack.HtmlRspackPlugin({ template: './public/index.html' }),
      new ModuleFederationPlugin({
        name: 'catalogue',
        filename: 'remoteEntry.js',
        exposes,
        shared: SHARED_SINGLETONS,
        manifest: true,
        // The shell provides the federation runtime; the standalone dev page keeps its own copy.
        experiments: { externalRuntime: isProduction },
        dts: isProduction
          ? { generateTypes: { tsConfigPath: './tsconfig.json', abortOnError: false }, consumeTypes: false }
          : false,
      }),
      // .br and .gz beside every compressible file (shared build step, see @art/frontend-build).
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
