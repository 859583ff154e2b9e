/**
 * Data check of the 海盗王's skills (boss mode, P-B1; the other characters' skills: test/skills-data.test.ts): every
 * skill of 海盗王 has an implementation in the skill index, an entry with the seed's Chinese text and its behaviour
 * (or a legacy file quoting the text: test/skills-data.test.ts `expectBehaviour`), and a scenario test named with its id under test/boss/ or test/control/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { CHARACTERS } from '../../src/index.ts';
import { SKILL_DEFS } from '../../src/skills/index.ts';
import { expectBehaviour } from '../skill-entries.ts';

const BOSS_SKILLS = CHARACTERS.haidaowang.skills;

function texts(dir: string): string[] {
  const abs = join(import.meta.dirname, '..', dir);
  return readdirSync(abs)
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => readFileSync(join(abs, f), 'utf8'));
}
const TESTS = [...texts('boss'), ...texts('control')];

describe("海盗王's skills: data ↔ implementation ↔ tests", () => {
  test('seven skills: 魅力 牛X 强盗 包公普 外公普 中公普 司令部', () => {
    expect(BOSS_SKILLS).toEqual(['meili', 'niux', 'qiangdao', 'baogongpu', 'waigongpu', 'zhonggongpu', 'silingbu']);
  });

  test.each(BOSS_SKILLS)('%s: implemented, with the seed text in its file header and a named scenario test', (id) => {
    expect(SKILL_DEFS[id]?.id).toBe(id);
    expectBehaviour(id, (t: string) => t.replace(/[\s*。]/g, ''));
    const named = new RegExp(`\\b(?:test|it)\\(\\s*['"\`]${id}\\b`);
    expect(TESTS.some((t) => named.test(t))).toBe(true);
  });
});
