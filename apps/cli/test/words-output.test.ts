/**
 * The words of both games, printed byte for byte as the terminal shows them, with colours on and off: tables, briefs,
 * questions, menus, offers, events (a player's and a spectator's), results and help of a few whole bot games, compared
 * with `test/fixtures/words/*.txt`, captured from the words before they moved to message catalogues and a painter.
 * `WRITE_WORDS_FIXTURES=1` rewrites the fixtures (only ever from a commit whose output is known good).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { kitOf } from '@shaju/games/loaded';
import { paopaoshaRenderer } from '@shaju/paopaosha/words';
import { shajisifuRenderer } from '@shaju/shajisifu/words';
import { playout } from '@shaju/testkit';
import type { GameRenderer, MenuItem, Painter, RenderOptions } from '@shaju/words';
import { describe, expect, test } from 'vitest';
import { painter } from '../src/paint.ts';

/** The render options of the terminal: colours on (the CLI's painter) or off. */
function opts(lang: 'zh' | 'en', colour: boolean): RenderOptions {
  return { lang, paint: painter(colour) };
}

interface Game {
  readonly id: 'paopaosha' | 'shajisifu';
  readonly config: Record<string, unknown>;
  readonly seed: number;
  readonly renderer: GameRenderer;
}

const GAMES: readonly Game[] = [
  { id: 'paopaosha', config: { players: 6 }, seed: 7, renderer: paopaoshaRenderer },
  { id: 'paopaosha', config: { players: 5, mode: 'boss' }, seed: 3, renderer: paopaoshaRenderer },
  { id: 'paopaosha', config: { players: 8 }, seed: 11, renderer: paopaoshaRenderer },
  { id: 'shajisifu', config: { players: 6 }, seed: 5, renderer: shajisifuRenderer },
  { id: 'shajisifu', config: { players: 5, pong: true }, seed: 9, renderer: shajisifuRenderer },
];

function menuLines(items: readonly MenuItem[], depth = 0): string[] {
  const out: string[] = [];
  for (const m of items) {
    out.push(`${'  '.repeat(depth)}- ${m.decline ? '[0] ' : ''}${m.title ? `${m.title} | ` : ''}${m.label}`);
    if (m.sub) out.push(...menuLines(m.sub, depth + 1));
  }
  return out;
}

/** Everything the words say of one whole bot game, as one text. */
function transcript(g: Game, o: RenderOptions): string {
  const kit = kitOf(g.id);
  const m = kit.module as unknown as {
    validateConfig(c: unknown): unknown;
    setup(c: unknown, seed: number, ev: unknown[]): unknown;
    view(s: unknown, seat: number | null): { legal: readonly unknown[] };
    redactEvent(e: unknown, viewer: number | null): unknown;
  };
  const ev: unknown[] = [];
  const s = m.setup(m.validateConfig(g.config), g.seed, ev);
  const n = (g.config.players as number) ?? 4;
  const out: string[] = [];
  let step = 0;
  const printers = [g.renderer.events(0, o), g.renderer.events(null, o)];
  const flushEvents = () => {
    for (const [i, p] of printers.entries()) {
      const viewer = i === 0 ? 0 : null;
      out.push(`## events for ${viewer}`, ...p.print(ev.map((e) => m.redactEvent(e, viewer))));
    }
    ev.length = 0;
  };
  const snapshot = (seat: number) => {
    const v = m.view(s, seat);
    out.push(`## step ${step} seat ${seat}`, ...g.renderer.table(v, o), '# brief', ...g.renderer.brief(v, o));
    out.push('# question', g.renderer.question?.(v, o) ?? '');
    if (v.legal.length > 0) out.push('# menu', ...menuLines(g.renderer.menu(v.legal, v, o)));
    const offer = g.renderer.offer(v, o);
    if (offer) out.push('# offer', offer.question, ...offer.choices.map((c) => `- ${c.label}`));
  };
  playout(
    kit.module,
    s,
    Array.from({ length: n }, (_, i) => kit.makeBot('heuristic', g.seed * 100 + i)),
    {
      record: false,
      events: ev,
      onStep: (seat) => {
        step++;
        if (step % 37 === 0) {
          flushEvents();
          snapshot(seat);
          snapshot((seat + 1) % n);
        }
      },
    },
  );
  flushEvents();
  out.push('## result 0', ...g.renderer.result(s, 0, o), '## result spectator', ...g.renderer.result(s, null, o));
  out.push('## help', ...g.renderer.help(o));
  return `${out.join('\n')}\n`;
}

describe('the words print as before', () => {
  for (const [gi, g] of GAMES.entries()) {
    for (const lang of ['zh', 'en'] as const) {
      for (const colour of [false, true]) {
        const name = `${g.id}-${gi}-${lang}-${colour ? 'colour' : 'plain'}`;
        test(name, () => {
          const text = transcript(g, opts(lang, colour));
          const file = new URL(`./fixtures/words/${name}.txt`, import.meta.url);
          if (process.env.WRITE_WORDS_FIXTURES === '1') writeFileSync(file, text);
          expect(text).toBe(readFileSync(file, 'utf8'));
        });
      }
    }
  }
});

describe('the painter', () => {
  const g = GAMES[0] as Game;
  const marks: Painter = (style, text) => `<${style}>${text}</${style}>`;

  test('words are plain text by default: no escape sequence without a painter', () => {
    const text = transcript(g, { lang: 'zh' });
    expect(text.includes('\u001b')).toBe(false);
    expect(text).toBe(transcript(g, opts('zh', false)));
  });

  test('styled text is marked with the style names the caller paints', () => {
    const text = transcript(g, { lang: 'en', paint: marks });
    for (const style of ['title', 'dim', 'strong', 'you', 'suit-red', 'hp', 'question', 'damage', 'heal'])
      expect(text, style).toContain(`<${style}>`);
    expect(text.includes('\u001b')).toBe(false);
  });
});

test('each game names its response windows for an auto-pass note (EventPrinter.askName), and no other kind', () => {
  const zh = { lang: 'zh' } as RenderOptions;
  const en = { lang: 'en' } as RenderOptions;
  const pps = paopaoshaRenderer.events(0, zh);
  expect(['wuxie', 'shan', 'sha', 'rescue', 'play'].map((k) => pps.askName?.(k))).toEqual([
    '无懈可击',
    '闪',
    '杀',
    '濒死求救',
    null,
  ]);
  expect(paopaoshaRenderer.events(0, en).askName?.('rescue')).toBe('rescue');
  const sjsf = shajisifuRenderer.events(0, zh);
  expect(['claim', 'play'].map((k) => sjsf.askName?.(k))).toEqual(['碰', null]);
});
