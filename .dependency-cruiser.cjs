/**
 * Import cycles between files of the app, refused by `npm run lint` (the layer rules themselves are in
 * eslint.config.js): a cycle makes load order matter and hides which of two files is the lower one.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A file may not import, directly or through others, a file that imports it.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', 'src/app/locales', 'styled-system'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
