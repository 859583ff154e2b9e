/**
 * @shaju/words — what every game's words share: languages, render options (with the `Painter` that marks styled
 * text; plain by default), menu items, event printers, a game's renderer, and the text helpers (display width,
 * aligned tables). Each game's words are its own package subpath (`@shaju/paopaosha/words`,
 * `@shaju/shajisifu/words`), so a client loads only the game it shows.
 */

export type {} from './kit.ts';
export * from './marks.ts';
export * from './paint.ts';
export * from './text.ts';
export * from './types.ts';
