/**
 * The tables' pictures (games/<id>/table/art.ts): every 跑跑杀 card kind and character and every 杀机四伏 face has a
 * Game Icons icon, every named icon is in the generated module the table loads (art-icons.gen.ts, which must equal
 * what scripts/gen-art.ts makes from the pinned icon package), and the cards and portraits draw them once loaded.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CARD_KIND_IDS, CHARACTER_IDS, DECK_COUNT, kindOf } from '@shaju/paopaosha';
import { DECK_SIZE, isJoker, rankOf } from '@shaju/shajisifu';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { CharacterPortrait } from '../../../games/paopaosha/table/Art.tsx';
import { CARD_ICONS, CHARACTER_ICONS, ART_ICONS as PPS_ART } from '../../../games/paopaosha/table/art.ts';
import { ICONS as PPS_ICONS } from '../../../games/paopaosha/table/art-icons.gen.ts';
import { CardFace as PpsCard } from '../../../games/paopaosha/table/CardFace.tsx';
import { FACE_ARTS, FACE_ICONS, faceArt, ART_ICONS as SSF_ART } from '../../../games/shajisifu/table/art.ts';
import { ICONS as SSF_ICONS } from '../../../games/shajisifu/table/art-icons.gen.ts';
import { CardFace as SsfCard } from '../../../games/shajisifu/table/cards.tsx';
import { artModule } from '../../../scripts/art-module.ts';
import { EMOTE_PICTURES, emoteModule } from '../../../scripts/emote-module.ts';

// Vitest runs from the repository root.
const gen = (game: string) => readFileSync(join(process.cwd(), 'games', game, 'table', 'art-icons.gen.ts'), 'utf8');

/** `body` as this DOM serialises it inside an <svg> (how a rendered icon's innerHTML reads). */
function serialised(body: string | undefined): string {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.innerHTML = body ?? '';
  return svg.innerHTML;
}

/** An icon body as the set ships it: one or more SVG shapes painted in the current colour. */
function expectIcon(body: string | undefined, what: string): void {
  expect(body, what).toMatch(/^<(path|g) /);
  expect(body, what).toContain('currentColor');
}

describe('跑跑杀', () => {
  test('every card kind and every character has an icon in the generated module', () => {
    expect(CARD_KIND_IDS.length).toBeGreaterThan(40);
    for (const k of CARD_KIND_IDS) expectIcon(PPS_ICONS[CARD_ICONS[k]], `card ${k}`);
    expect(CHARACTER_IDS.length).toBeGreaterThan(10);
    for (const c of CHARACTER_IDS) expectIcon(PPS_ICONS[CHARACTER_ICONS[c]], `character ${c}`);
    // Nothing the table does not draw is shipped.
    expect(Object.keys(PPS_ICONS).sort()).toEqual([...new Set(PPS_ART)].sort());
  });

  test('the generated module is what scripts/gen-art.ts makes from the pinned package', () => {
    expect(gen('paopaosha')).toBe(artModule(PPS_ART));
  });

  test('every card of the deck draws its kind’s icon; a portrait draws its emblem and the name’s first character', async () => {
    for (let id = 0; id < DECK_COUNT; id++) {
      const { container, unmount } = render(<PpsCard card={id} lang="zh" />);
      await waitFor(() => expect(container.querySelector('svg.pps-card-art')).not.toBeNull());
      expect(container.querySelector('svg.pps-card-art')?.innerHTML).toBe(
        serialised(PPS_ICONS[CARD_ICONS[kindOf(id)]]),
      );
      unmount();
    }
    const { container } = render(<CharacterPortrait id="haidaowang" name="海盗王" />);
    await waitFor(() => expect(container.querySelector('svg')).not.toBeNull());
    expect(container.querySelector('svg')?.innerHTML).toBe(serialised(PPS_ICONS[CHARACTER_ICONS.haidaowang]));
    expect(container.textContent).toBe('海');
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('杀机四伏', () => {
  test('every face kind has an icon in the generated module, and every card of the deck has a face kind', () => {
    for (const f of FACE_ARTS) expectIcon(SSF_ICONS[FACE_ICONS[f]], `face ${f}`);
    const kinds = new Set<string>();
    for (let c = 0; c < DECK_SIZE; c++) kinds.add(faceArt(c));
    expect([...kinds].sort()).toEqual([...FACE_ARTS].sort());
    expect(Object.keys(SSF_ICONS).sort()).toEqual([...new Set(SSF_ART)].sort());
    expect(gen('shajisifu')).toBe(artModule(SSF_ART));
  });

  test('number cards draw the suit as the pip, court cards and jokers their emblem', async () => {
    for (let c = 0; c < DECK_SIZE; c++) {
      const { container, unmount } = render(<SsfCard card={c} size="lg" lang="zh" />);
      await waitFor(() => expect(container.querySelector('svg.ssf-art')).not.toBeNull());
      expect(container.querySelector('svg.ssf-art')?.innerHTML).toBe(serialised(SSF_ICONS[FACE_ICONS[faceArt(c)]]));
      const where = isJoker(c) ? '.ssf-mid' : rankOf(c) >= 11 ? '.ssf-court' : '.ssf-pip';
      expect(container.querySelector(`${where} svg`)).not.toBeNull();
      unmount();
    }
  });
});

test('the chat’s emotes: every one a picture in the generated module, which is what scripts/gen-art.ts makes', async () => {
  const { EMOTES } = await import('@shaju/protocol/chat');
  const { EMOTE_ICONS } = await import('../src/social/emote-icons.gen.ts');
  expect(Object.keys(EMOTE_PICTURES).sort()).toEqual(EMOTES.map((e) => e.id).sort());
  for (const e of EMOTES) expect(EMOTE_ICONS[e.id], e.id).toMatch(/^<path /);
  const path = join(process.cwd(), 'apps', 'web', 'src', 'social', 'emote-icons.gen.ts');
  expect(readFileSync(path, 'utf8')).toBe(emoteModule());
});
