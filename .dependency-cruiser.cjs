/**
 * The import direction (README, "Layout"): engine ← runtime ← games ← catalogue ← lab ← apps.
 * - The engine imports nothing (no node:*, no DOM, no other workspace); the run-time contract imports only the engine.
 * - A game's rules (`games/<id>/src`) import only the engine; its bots, words and kit import its rules and the generic
 *   packages; the rules never import its bots, words or table. Games never import each other.
 * - A game's web table (`games/<id>/table`) imports its own rules, words and table files, @shaju/ui, the protocol, the
 *   engine, the run-time contract and libraries; nothing of a game but the web shell's table loader reaches it.
 * - The catalogue (`games/catalog`) imports only the games' manifests; apps reach a game only through the catalogue
 *   (the web shell loads `games/<id>/table/index.tsx` by folder with Vite's `import.meta.glob`, which names no game).
 * - The lab (`packages/lab`, @shaju/lab) reaches the games through the catalogue, like the apps, and imports no app;
 *   the CLI, the server and the benchmarks import it, so that no app imports another.
 * - The web client imports neither the server nor the CLI, nor Node built-ins.
 */
const GENERIC = '^packages/(engine|runtime)/';

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
      name: 'runtime-imports-engine-only',
      comment: 'packages/runtime (deciders, playouts, records, the manifest contract) imports only the engine.',
      severity: 'error',
      from: { path: '^packages/runtime/' },
      to: { pathNot: ['^packages/runtime/', '^packages/engine/'] },
    },
    {
      name: 'rules-import-only-engine',
      comment:
        "A game's rules import only the engine, their own files and their content entries (games/<id>/content/*.json): " +
        'never its bots, words or table. The content schema (src/content/schema) also imports zod.',
      severity: 'error',
      from: { path: '^games/([^/]+)/src/', pathNot: ['^games/catalog/', '^games/[^/]+/src/content/schema/'] },
      to: {
        pathNot: ['^games/$1/src/', '^games/$1/content/.+[.]json$', '^packages/engine/', '^node_modules/pure-rand/'],
      },
    },
    {
      name: 'content-schema-imports-zod',
      comment: "A game's content schema (src/content/schema) imports zod and its own files only.",
      severity: 'error',
      from: { path: '^games/([^/]+)/src/content/schema/' },
      to: { pathNot: ['^games/$1/src/content/schema/', '^node_modules/zod/'] },
    },
    {
      name: 'rules-never-load-the-schema',
      comment:
        'The rules read the content schema for its types only: zod checks untrusted entries where they come in (the ' +
        'CLI, the server, tests), never while a game runs, and stays out of the web table.',
      severity: 'error',
      from: { path: '^games/([^/]+)/src/', pathNot: '^games/[^/]+/src/content/schema/' },
      to: { path: '^games/$1/src/content/schema/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'game-bots',
      comment: "A game's bots import its rules, the engine, the run-time contract and the generic bots.",
      severity: 'error',
      from: { path: '^games/([^/]+)/bot/' },
      to: { pathNot: ['^games/$1/(src|bot)/', GENERIC, '^packages/bots/', '^node_modules/pure-rand/'] },
    },
    {
      name: 'game-words',
      comment: "A game's words import its rules, the engine, the run-time contract and the generic words.",
      severity: 'error',
      from: { path: '^games/([^/]+)/words/' },
      to: { pathNot: ['^games/$1/(src|words)/', GENERIC, '^packages/words/'] },
    },
    {
      name: 'game-table',
      comment:
        "A game's web table imports its own rules, words and table files, @shaju/ui, the protocol, the engine, the " +
        'run-time contract and libraries (React, i18next).',
      severity: 'error',
      from: { path: '^games/([^/]+)/table/' },
      to: {
        pathNot: ['^games/$1/(src|words|table)/', '^packages/(ui|protocol|engine|runtime)/', '^node_modules/'],
      },
    },
    {
      name: 'nothing-of-a-game-imports-its-table',
      comment: "A game's rules, bots, words, kit and manifest never import a table (the server loads them; no DOM).",
      severity: 'error',
      from: { path: ['^games/[^/]+/(src|bot|words)/', '^games/[^/]+/(kit|manifest)\\.ts$', '^games/catalog/'] },
      to: { path: '^games/[^/]+/table/' },
    },
    {
      name: 'ui-is-generic',
      comment:
        '@shaju/ui (what the web shell and the tables share) imports the protocol, the generic words and libraries.',
      severity: 'error',
      from: { path: '^packages/ui/' },
      to: { pathNot: ['^packages/(ui|protocol|words)/', '^node_modules/'] },
    },
    {
      name: 'games-never-import-each-other',
      severity: 'error',
      from: { path: '^games/([^/]+)/', pathNot: '^games/catalog/' },
      to: { path: '^games/', pathNot: '^games/$1/' },
    },
    {
      name: 'catalog-imports-manifests',
      comment: 'The catalogue lists the games by their manifests; kits load on demand.',
      severity: 'error',
      from: { path: '^games/catalog/' },
      to: { path: '^games/', pathNot: ['^games/catalog/', '^games/[^/]+/(manifest|kit)\\.ts$'] },
    },
    {
      name: 'no-node-builtins-in-core',
      severity: 'error',
      from: { path: '^(packages/(engine|runtime|testkit|bots|words|ui)|games)/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'testkit-is-test-only',
      comment: 'Scenarios are for tests; what runs (bots, CLI, server, benchmarks) uses @shaju/runtime.',
      severity: 'error',
      from: { pathNot: '^packages/testkit/' },
      to: { path: '^packages/testkit/' },
    },
    {
      name: 'testkit-imports-engine-only',
      severity: 'error',
      from: { path: '^packages/testkit/src/' },
      to: { pathNot: ['^packages/testkit/', GENERIC, '^node_modules/pure-rand/'] },
    },
    {
      name: 'generic-packages-name-no-game',
      comment: 'packages/ holds what every game shares; nothing there imports a game (the lab: see below).',
      severity: 'error',
      from: { path: '^packages/', pathNot: '^packages/lab/' },
      to: { path: ['^games/', '^apps/'] },
    },
    {
      name: 'lab-reaches-games-through-the-catalogue',
      comment:
        'The lab (@shaju/lab) plays every game through the catalogue (@shaju/games), never a game directly, and ' +
        'imports no app: the CLI, the server and the benchmarks import it.',
      severity: 'error',
      from: { path: '^packages/lab/' },
      to: { path: ['^games/', '^apps/'], pathNot: '^games/catalog/' },
    },
    {
      name: 'no-app-imports-another',
      comment: 'An app (server, CLI, web shell) never imports another app: what two apps share is a package.',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'apps-reach-games-through-the-catalogue',
      comment: 'The server, the CLI and the web shell read the catalogue (@shaju/games), never a game directly.',
      severity: 'error',
      from: { path: '^apps/' },
      to: { path: '^games/', pathNot: '^games/catalog/' },
    },
    {
      name: 'web-client-is-a-browser-app',
      comment: 'The web client never imports the server or the CLI, nor Node built-ins.',
      severity: 'error',
      from: { path: '^apps/web/src/' },
      to: { path: ['^apps/(server|cli)/', '^packages/testkit/'] },
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
