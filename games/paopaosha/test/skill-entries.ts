/** Checks shared by the skills' data tests (test/skills-data.test.ts, test/boss/skills-data.test.ts). */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { SKILLS } from '../src/index.ts';

const skillSrcDir = join(import.meta.dirname, '..', 'src', 'skills');
const entryDir = join(import.meta.dirname, '..', 'content', 'skills');

/**
 * Checks that skill `id` is written down once with the seed's text: its entry's `text.zh` is the table's, and the entry
 * says what the skill does (modifiers, triggers, an active use or a conversion), or its behaviour is a legacy file
 * skills/<id>.ts whose header quotes the text.
 */
export function expectBehaviour(id: string, squash: (t: string) => string): void {
  const entry = JSON.parse(readFileSync(join(entryDir, `${id}.json`), 'utf8')) as Record<string, unknown> & {
    text: { zh: string };
  };
  expect(entry.text.zh).toBe(SKILLS[id as keyof typeof SKILLS].textZh);
  const acts = ['modifiers', 'triggers', 'active', 'convert'].some((k) => entry[k] !== undefined);
  const legacy = join(skillSrcDir, `${id}.ts`);
  if (acts) expect(existsSync(legacy), `${id} has both an entry behaviour and a legacy file`).toBe(false);
  else {
    const src = readFileSync(legacy, 'utf8');
    expect(squash(src.slice(0, src.indexOf('*/')))).toContain(squash(SKILLS[id as keyof typeof SKILLS].textZh));
  }
}
