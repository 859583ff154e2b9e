/**
 * The import direction of engineering.md: engine ← games ← bots ← apps.
 * The engine imports nothing (no node:*, no DOM, no other workspace); a game imports only the engine; games never
 * import each other; nothing in packages/ or games/ imports apps/; the web client imports neither the server nor
 * the CLI, nor Node built-ins.
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
      name: 'words-import-games-only',
      comment: 'packages/words (the games in words) imports only the engine, the games and picocolors.',
      severity: 'error',
      from: { path: '^packages/words/src/' },
      to: {
        pathNot: ['^packages/words/', '^packages/engine/', '^games/', '^node_modules/(picocolors|pure-rand)/'],
      },
    },
    {
      name: 'web-client-is-a-browser-app',
      comment: 'The web client never imports the server or the CLI, nor Node built-ins.',
      severity: 'error',
      from: { path: '^apps/web/src/' },
      to: { path: ['^apps/(server|cli)/', '^packages/(testkit|bots)/'] },
    },
    {
      name: 'web-client-no-node-builtins',
      severity: 'error',
      from: { path: '^apps/web/src/' },
      to: { dependencyTypes: ['core'] },
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
    exclude: { path: '(^|/)(test|e2e|dist)/|\\.test\\.tsx?$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'node', 'default'] },
  },
};
