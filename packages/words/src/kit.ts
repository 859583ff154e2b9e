/**
 * The words' part of a game's kit: `GameKit` (packages/runtime/src/manifest.ts) gets its `renderer` here, since the
 * run-time contract imports only the engine while the renderer's shapes (`GameRenderer`, `RenderOptions`, `MenuItem`)
 * are the words'. Every program that reads a kit's renderer imports @shaju/words, which brings this declaration in.
 */
import type { GameRenderer } from './types.ts';

declare module '@shaju/runtime' {
  interface GameKit {
    /** The game in words for a terminal (tables, menus, events, results, help), in Chinese and English. */
    readonly renderer: GameRenderer;
  }
}
