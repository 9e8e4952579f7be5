// Dependencies point one way (docs/style.md): server platform -> modules -> app; web ui/lib -> features -> app;
// a feature (web) or module (server) uses another only through its index; server and web never import each other.
module.exports = {
  forbidden: [
    { name: 'server-web-apart', severity: 'error', from: { path: '^apps/server' }, to: { path: '^apps/web' } },
    { name: 'web-server-apart', severity: 'error', from: { path: '^apps/web' }, to: { path: '^apps/server' } },
    {
      name: 'server-platform-below-modules',
      severity: 'error',
      from: { path: '^apps/server/src/platform' },
      to: { path: '^apps/server/src/(modules|app\\.ts)' },
    },
    {
      name: 'server-modules-below-app',
      severity: 'error',
      from: { path: '^apps/server/src/modules' },
      to: { path: '^apps/server/src/(app|main|cli)\\.ts' },
    },
    {
      name: 'server-entries-through-index',
      comment:
        'app.ts, main.ts, cli.ts, worker.ts and check-worker.ts wire modules together through their faces, so every module they use has an index.ts.',
      severity: 'error',
      from: { path: '^apps/server/src/[^/]+\\.ts$', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/modules/[^/]+/.+', pathNot: '^apps/server/src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'server-module-through-index',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/([^/]+)/.+',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'prom-client-only-in-platform-metrics',
      comment: 'Modules count through the Tally they are given (docs/style.md: adapters below modules).',
      severity: 'error',
      from: { pathNot: '^apps/server/src/platform/metrics/' },
      to: { path: '^node_modules/prom-client/' },
    },
    {
      name: 'web-lib-and-ui-below-features',
      severity: 'error',
      from: { path: '^apps/web/src/(lib|components)' },
      to: { path: '^apps/web/src/(features|app)' },
    },
    {
      name: 'web-features-below-app',
      severity: 'error',
      from: { path: '^apps/web/src/features' },
      to: { path: '^apps/web/src/app' },
    },
    {
      name: 'web-feature-through-index',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/([^/]+)/.+',
        // index.ts is a feature's face; admin.ts, where there is one, its admin area's, page.ts its own
        // screen's, and menu.ts its part of the station menu (all lazy chunks).
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/(index|admin|page|menu)\\.tsx?$'],
      },
    },
    {
      name: 'contract-testing-only-in-tests',
      comment: 'The test builders of @sauti/contract/testing never reach shipped code (and so never the web bundle).',
      severity: 'error',
      from: {
        pathNot: [
          '\\.test\\.tsx?$',
          '^apps/server/src/test-support/',
          '^packages/contract/src/testing(\\.ts$|/)',
          '^apps/web/e2e/',
          '^apps/web/src/lib/station-builder\\.ts$',
        ],
      },
      to: { path: ['^packages/contract/src/testing(\\.ts$|/)', '^apps/web/src/lib/station-builder\\.ts$'] },
    },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // npm packages are listed (so a rule can name one) but never followed.
    exclude: { path: 'dist' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
