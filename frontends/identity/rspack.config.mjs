// Identity area remote: exposes its route components; the shell owns the URLs and mounts them.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';

const root = dirname(fileURLToPath(import.meta.url));
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const port = Number(process.env.PORT ?? 3001);

// One exposed module per route; the shell's route table names these keys.
const exposes = {
  './LoginRoute': './src/Routes/Login/LoginRoute.tsx',
  './ResetRequestRoute': './src/Routes/ResetRequest/ResetRequestRoute.tsx',
  './ResetWithTokenRoute': './src/Routes/ResetWithToken/ResetWithTokenRoute.tsx',
  './VerifyEmailRoute': './src/Routes/VerifyEmail/VerifyEmailRoute.tsx',
  './EditInformationRoute': './src/Routes/EditInformation/EditInformationRoute.tsx',
  './GetIntoStudioRoute': './src/Routes/GetIntoStudio/GetIntoStudioRoute.tsx',
  './ArtistCodeRoute': './src/Routes/ArtistCode/ArtistCodeRoute.tsx',
  './DeleteAccountRequestRoute': './src/Routes/DeleteAccountRequest/DeleteAccountRequestRoute.tsx',
  './PrivacyPolicyRoute': './src/Routes/PrivacyPolicy/PrivacyPolicyRoute.tsx',
  './TermsRoute': './src/Routes/Terms/TermsRoute.tsx',
};

export default (_env, argv) => {
  const isProduction = argv.mode === 'production';
  // Where the gateway serves this remote; override when it is hosted elsewhere (e.g. a CDN).
  const publicPath = process.env.PUBLIC_PATH ?? '/mf/identity/';

  return {
    context: root,
    entry: { main: './src/index.ts' },
    output: {
      path: resolve(root, 'dist'),
      publicPath,
      uniqueName: 'art_identity',
      filename: isProduction ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: isProduction ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      conditionNames: ['@art/source', 'browser', 'import', 'module', 'default'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !isProduction } },
            },
          },
          type: 'javascript/auto',
        },
      ],
    },
    devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
    plugins: [
      // index.html is only the standalone page for working on this area without the shell.
      new rspack.HtmlRspackPlugin({ template: './public/index.html' }),
      new ModuleFederationPlugin({
        name: 'identity',
        filename: 'remoteEntry.js',
        exposes,
        shared: {
          react: { singleton: true, requiredVersion: '^19.0.0' },
          'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
          'react-dom/client': { singleton: true, requiredVersion: '^19.0.0' },
          wouter: { singleton: true, requiredVersion: '^3.0.0' },
          i18next: { singleton: true, requiredVersion: '^25.0.0' },
          'react-i18next': { singleton: true, requiredVersion: '^16.0.0' },
          '@art/ui': { singleton: true, requiredVersion: false },
          '@art/sdk': { singleton: true, requiredVersion: false },
        },
        manifest: true,
        // The shell provides the federation runtime; the standalone dev page keeps its own copy.
        experiments: { externalRuntime: isProduction },
        dts: isProduction
          ? { generateTypes: { tsConfigPath: './tsconfig.json', abortOnError: false }, consumeTypes: false }
          : false,
      }),
    ],
    optimization: { minimize: isProduction },
    performance: { hints: false },
    devServer: {
      port,
      host: '127.0.0.1',
      historyApiFallback: { index: `${publicPath}index.html` },
      headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
      devMiddleware: { publicPath },
      // The shell page (another port) loads this remote; point HMR at this server, not the page's.
      client: { webSocketURL: `ws://127.0.0.1:${port}/ws` },
      proxy: [{ context: ['/api', '/media'], target: gateway, changeOrigin: true }],
    },
  };
};
