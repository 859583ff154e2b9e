/**
 * Data check of the character skills: every skill of data/characters.ts has an implementation in the skill
 * index, an entry of its own (content/skills/<id>.json) whose text is the seed's Chinese text and which says what it
 * does — or, for a skill whose behaviour is still code, a file skills/<id>.ts whose header quotes that text — and a
 * scenario test named with its id beside its entry (content/skills/<id>.test.ts). 海盗王's skills (boss mode) are checked by the boss mode's own tests.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { CHARACTERS, SKILL_IDS, SKILLS } from '../src/index.ts';
import { SKILL_DEFS } from '../src/skills/index.ts';
import { expectBehaviour } from './skill-entries.ts';

const here = dirname(fileURLToPath(import.meta.url));
const skillTestDir = join(here, '..', 'content', 'skills');
const _skillSrcDir = join(here, '..', 'src', 'skills');

/** The character skills checked here: all but the boss's. */
const CHECKED = SKILL_IDS.filter((id) => !(CHARACTERS.haidaowang.skills as readonly string[]).includes(id));

/** The scenario tests beside skill `id`'s entry (content/skills/<id>.test.ts), or '' when there are none. */
function testText(id: string): string {
  const f = join(skillTestDir, `${id}.test.ts`);
  return existsSync(f) ? readFileSync(f, 'utf8') : '';
}

/** Whether the tests beside `id`'s entry include one named with `id` (`test('id: …'` or `it('id …'`). */
function hasNamedTest(id: string): boolean {
  const re = new RegExp(`\\b(?:test|it)\\(\\s*['"\`]${id}\\b(?!_)`);
  return re.test(testText(id));
}

/** Text with whitespace, comment stars and full stops removed (headers wrap long texts over several lines). */
function squash(t: string): string {
  return t.replace(/[\s*。]/g, '');
}

describe('character skills: data ↔ implementation ↔ tests', () => {
  test('the checked list is every skill of the 11 pool characters (海盗王 excluded)', () => {
    expect(CHECKED).toHaveLength(22);
    expect(CHECKED).not.toContain('silingbu');
  });

  test.each(CHECKED)('%s has an implementation in SKILL_DEFS under its own id', (id) => {
    expect(SKILL_DEFS[id], `no implementation of ${id} (${SKILLS[id].zh}) in skills/index.ts`).toBeDefined();
    expect(SKILL_DEFS[id]?.id).toBe(id);
  });

  test.each(CHECKED)('%s has an entry with the seed text and its behaviour, or a legacy file quoting it', (id) => {
    expectBehaviour(id, squash);
  });

  test.each(CHECKED)(
    '%s has a scenario test named with its id beside its entry (content/skills/<id>.test.ts)',
    (id) => {
      expect(hasNamedTest(id), `no test named "${id}: …" in content/skills/${id}.test.ts`).toBe(true);
    },
  );

  test('every entry of SKILL_DEFS is keyed by its own id', () => {
    for (const [k, def] of Object.entries(SKILL_DEFS)) expect(def.id).toBe(k);
  });
});
