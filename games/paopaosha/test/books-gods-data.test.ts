/**
 * Data check: every skill book and every god card has an implementation and a scenario test file under
 * content/cards/<id>.test.ts beside its entry that names its id.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { CARD_KIND_IDS, CARD_KINDS } from '../src/index.ts';
import { HANDLERS } from '../src/rules/handlers.ts';
import { SKILL_DEFS } from '../src/skills/index.ts';

const EXCEPT = new Set<string>();
const BOOKS = CARD_KIND_IDS.filter((id) => CARD_KINDS[id].subtype === 'book');
const GODS = CARD_KIND_IDS.filter((id) => CARD_KINDS[id].type === 'god' && !EXCEPT.has(id));

function testTexts(dir: string): string[] {
  const abs = join(import.meta.dirname, dir);
  return readdirSync(abs)
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => readFileSync(join(abs, f), 'utf8'));
}

describe('skill books and god cards: implemented and tested', () => {
  test('the deck has 4 skill books and 5 god cards (P-D1)', () => {
    expect(BOOKS.length).toBe(4);
    expect(GODS.length + EXCEPT.size).toBe(5);
  });

  test.each(BOOKS)(
    'skill book %s has a SkillDef under its card id and a test beside its entry (content/cards)',
    (id) => {
      expect(SKILL_DEFS[id]?.id).toBe(id);
      expect(testTexts('../content/cards').some((t) => t.includes(id))).toBe(true);
    },
  );

  test.each(GODS)('god card %s has an effect frame and a test beside its entry (content/cards)', (id) => {
    expect(typeof HANDLERS[`god:${id}`]).toBe('function');
    expect(testTexts('../content/cards').some((t) => t.includes(id))).toBe(true);
  });
});
