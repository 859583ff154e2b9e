/**
 * Data check of the 海盗王's skills (boss mode, P-B1; the other characters' skills: test/skills-data.test.ts): every
 * skill of 海盗王 has an implementation in the skill index, an entry with the seed's Chinese text and its behaviour
 * (or a legacy file quoting the text: test/skills-data.test.ts `expectBehaviour`), and a scenario test named with its id
 * beside its entry (content/skills/<id>.test.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { CHARACTERS } from '../../src/index.ts';
import { SKILL_DEFS } from '../../src/skills/index.ts';
import { expectBehaviour } from '../skill-entries.ts';

const BOSS_SKILLS = CHARACTERS.haidaowang.skills;

/** The scenario tests beside skill `id`'s entry (content/skills/<id>.test.ts), or '' when there are none. */
function testText(id: string): string {
  const f = join(import.meta.dirname, '..', '..', 'content', 'skills', `${id}.test.ts`);
  return existsSync(f) ? readFileSync(f, 'utf8') : '';
}

describe("海盗王's skills: data ↔ implementation ↔ tests", () => {
  test('seven skills: 魅力 牛X 强盗 包公普 外公普 中公普 司令部', () => {
    expect(BOSS_SKILLS).toEqual(['meili', 'niux', 'qiangdao', 'baogongpu', 'waigongpu', 'zhonggongpu', 'silingbu']);
  });

  test.each(BOSS_SKILLS)('%s: implemented, with the seed text in its file header and a named scenario test', (id) => {
    expect(SKILL_DEFS[id]?.id).toBe(id);
    expectBehaviour(id, (t: string) => t.replace(/[\s*。]/g, ''));
    const named = new RegExp(`\\b(?:test|it)\\(\\s*['"\`]${id}\\b`);
    expect(named.test(testText(id)), `no test named "${id}: …" in content/skills/${id}.test.ts`).toBe(true);
  });
});
