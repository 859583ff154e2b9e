/**
 * The import direction of engineering.md: engine ← games ← bots ← apps.
 * The engine imports nothing (no node:*, no DOM, no other workspace); a game imports only the engine; games never
 * import each other; nothing in packages/ or games/ imports apps/.
 */
module.exports = {
  forbidden: [
    {
      name: 'engine-imports-nothing',
      comment: 'packages/engine may import only its own files and pure-rand (the seeded generator).',
      severity: 'error',
      from: { path: '^packages/engine/' },
      to: { pathNot: ['^packages/engine/', '^node_modules/pure-rand/'] },
    },
    {
      name: 'games-import-only-engine',
      comment: 'A game imports only the engine (and its own files).',
      severity: 'error',
      from: { path: '^games/([^/]+)/' },
      to: { pathNot: ['^games/$1/', '^packages/engine/', '^node_modules/pure-rand/'] },
    },
    {
      name: 'no-node-builtins-in-core',
      severity: 'error',
      from: { path: '^(packages/(engine|testkit|bots)|games)/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'testkit-imports-engine-only',
      severity: 'error',
      from: { path: '^packages/testkit/src/' },
      to: { pathNot: ['^packages/testkit/', '^packages/engine/', '^node_modules/pure-rand/'] },
    },
    {
      name: 'bots-not-apps',
      severity: 'error',
      from: { path: '^packages/bots/' },
      to: { path: '^apps/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)test/|\\.test\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'node', 'default'] },
  },
};
