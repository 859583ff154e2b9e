/**
 * The game tables, found by folder: every `games/<id>/table/index.tsx` is the table of game `<id>` (its default
 * export, props `TableProps` of @shaju/ui), each loaded lazily as its own chunk when a room or a replay of that game
 * opens. Vite's `import.meta.glob` lists them at build time, so adding a game adds its table without a line here.
 */
import type { TableComponent, TableModule } from '@shaju/ui';
import { lazy } from 'react';

const loaders = import.meta.glob<TableModule>('../../../../games/*/table/index.tsx');

/** Table loaders by game id (the folder name under `games/`). */
const byGame = new Map<string, () => Promise<TableModule>>();
for (const [path, load] of Object.entries(loaders)) {
  const id = /\/games\/([^/]+)\/table\/index\.tsx$/.exec(path)?.[1];
  if (id) byGame.set(id, load);
}

const components = new Map<string, TableComponent>();

/**
 * The table component of game `game`, a `React.lazy` component (render it inside `<Suspense>`); the same component
 * for every call. Null for a game without a table.
 */
export function tableOf(game: string): TableComponent | null {
  let c = components.get(game);
  if (c) return c;
  const load = byGame.get(game);
  if (!load) return null;
  c = lazy(async () => ({ default: (await load()).default as TableComponent }));
  components.set(game, c);
  return c;
}
