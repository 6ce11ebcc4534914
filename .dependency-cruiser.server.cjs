/**
 * The server's layers (docs/architecture.md, "Server layers"): files form no cycle, and infrastructure never
 * imports a domain module — modules register their jobs and real-time handlers with it at start-up.
 * Run by `npm run lint`; src/server/dependency-rules.test.ts plants violations to prove the rules bite.
 */
const infrastructure = [
  '^src/server/(jobs|realtime|services|db|http)/',
  '^src/server/i18n/[^/]+$',
  '^src/server/(config|deps|logger|metrics|graceful-stop)[.]ts$',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-server-cycle',
      comment: 'A file cycle in the server or src/shared: move what the two sides share below both.',
      severity: 'error',
      from: { path: '^src/(server|shared)/' },
      to: { circular: true },
    },
    {
      name: 'infrastructure-not-to-modules',
      comment:
        'Infrastructure stays below the domain: modules register jobs and event handlers at start-up (src/server/modules/index.ts).',
      severity: 'error',
      // Tests may build their fixtures with a module's helpers.
      from: { path: infrastructure, pathNot: '[.]test[.]ts$' },
      to: { path: '^src/server/modules/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
