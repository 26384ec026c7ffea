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
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@art/source', 'import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    tsPreCompilationDeps: true,
  },
};
