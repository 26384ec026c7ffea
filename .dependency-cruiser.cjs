/** Area boundaries (docs/architecture.md): what crosses areas goes through packages/ only. */
module.exports = {
  forbidden: [
    {
      name: 'service-imports-other-service',
      comment: 'A service never imports another service: share through packages/contracts.',
      severity: 'error',
      from: { path: '^services/([^/]+)/' },
      to: { path: '^services/([^/]+)/', pathNot: '^services/$1/' },
    },
    {
      name: 'service-imports-gateway-or-frontend',
      severity: 'error',
      from: { path: '^services/' },
      to: { path: '^(gateway|frontends)/' },
    },
    {
      name: 'gateway-imports-service-or-frontend-code',
      severity: 'error',
      from: { path: '^gateway/' },
      to: { path: '^(services|frontends)/' },
    },
    {
      name: 'frontend-imports-service-or-gateway',
      severity: 'error',
      from: { path: '^frontends/' },
      to: { path: '^(services|gateway)/' },
    },
    {
      name: 'frontend-imports-other-frontend',
      comment: 'Remotes meet only through module federation at run time and through packages/.',
      severity: 'error',
      from: { path: '^frontends/([^/]+)/' },
      to: { path: '^frontends/([^/]+)/', pathNot: '^frontends/$1/' },
    },
    {
      name: 'package-imports-app-code',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^(services|gateway|frontends)/' },
    },
    {
      name: 'react-i18next-only-in-the-shell',
      comment:
        'react-i18next is not shared (a shared package is bundled whole): a remote, or a part of @art/ui a remote bundles, gets a copy of its own with no i18next bound to it. Use useLanguageTexts from @art/ui.',
      severity: 'error',
      from: {
        path: '^(frontends/(?!shell/)[^/]+/src/|packages/ui/src/(refusals|trust)/)',
        pathNot: '/__tests__/',
      },
      to: { path: 'node_modules/react-i18next/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules stay in the graph as leaves (doNotFollow) so rules can name a library.
    exclude: { path: '(^|/)dist/' },
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@art/source', 'import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    tsPreCompilationDeps: true,
  },
};
