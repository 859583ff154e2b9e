/**
 * The seed's content entries (games/paopaosha/content): every entry file is listed in the seed manifest and the
 * generated index, passes the content schema (src/content/schema) and compiles; the schema refuses what it must, naming
 * the JSON path.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { compileCard } from '../src/content/compile-card.ts';
import { compileSkill } from '../src/content/compile-skill.ts';
import { CardEntry } from '../src/content/schema/card.ts';
import { CharacterEntry } from '../src/content/schema/character.ts';
import { SkillEntry } from '../src/content/schema/skill.ts';
import { SEED_CARDS, SEED_CHARACTERS, SEED_SKILLS } from '../src/content/seed.generated.ts';

const dir = new URL('./cards/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
const manifest = JSON.parse(readFileSync(new URL('./seed.json', import.meta.url), 'utf8')) as {
  cards: string[];
  skills: string[];
  characters: string[];
};
const skillDir = new URL('./skills/', import.meta.url);
const skillFiles = readdirSync(skillDir).filter((f) => f.endsWith('.json'));
const characterDir = new URL('./characters/', import.meta.url);
const characterFiles = readdirSync(characterDir).filter((f) => f.endsWith('.json'));

describe('the seed content', () => {
  test('every card entry file is in the manifest and the generated index, in the manifest order', () => {
    for (const f of files) expect(manifest.cards).toContain(f.replace(/\.json$/, ''));
    const indexed = SEED_CARDS.map((e) => (e as { id: string }).id);
    expect(indexed).toEqual(manifest.cards.filter((id) => files.includes(`${id}.json`)));
  });

  test.each(files)('%s passes the schema, its id is its file name, and it compiles', (f) => {
    const raw = JSON.parse(readFileSync(new URL(f, dir), 'utf8'));
    const r = CardEntry.safeParse(raw);
    expect(r.error?.issues ?? []).toEqual([]);
    expect(raw.id).toBe(f.replace(/\.json$/, ''));
    if (r.success) expect(compileCard(r.data).data.id).toBe(raw.id);
  });

  test('a malformed entry is refused with the JSON path of each mistake', () => {
    const raw = JSON.parse(readFileSync(new URL('zuzhou.json', dir), 'utf8'));
    raw.use.effect[0].hit = { is: 'suit', suits: ['X'] };
    raw.use.effect[0].onHit[0].amount = { option: 'no such' };
    raw.extra = 1;
    const r = CardEntry.safeParse(raw);
    const paths = (r.error?.issues ?? []).map((i) => i.path.join('.'));
    expect(paths).toContain('use.effect.0.hit.suits.0');
    expect(paths).toContain('use.effect.0.onHit.0.amount.option');
    expect(r.error?.issues.some((i) => i.code === 'unrecognized_keys')).toBe(true);
  });

  test('every skill and character entry file is in the manifest and the generated index, in the manifest order', () => {
    expect(skillFiles.map((f) => f.replace(/\.json$/, '')).sort()).toEqual([...manifest.skills].sort());
    expect(SEED_SKILLS.map((e) => (e as { id: string }).id)).toEqual(manifest.skills);
    expect(characterFiles.map((f) => f.replace(/\.json$/, '')).sort()).toEqual([...manifest.characters].sort());
    expect(SEED_CHARACTERS.map((e) => (e as { id: string }).id)).toEqual(manifest.characters);
  });

  test.each(skillFiles)('skill %s passes the schema, its id is its file name, and it compiles', (f) => {
    const raw = JSON.parse(readFileSync(new URL(f, skillDir), 'utf8'));
    const r = SkillEntry.safeParse(raw);
    expect(r.error?.issues ?? []).toEqual([]);
    expect(raw.id).toBe(f.replace(/\.json$/, ''));
    if (r.success) expect(compileSkill(r.data.id, r.data).id).toBe(raw.id);
  });

  test.each(characterFiles)('character %s passes the schema, its id is its file name, its skills are entries', (f) => {
    const raw = JSON.parse(readFileSync(new URL(f, characterDir), 'utf8'));
    const r = CharacterEntry.safeParse(raw);
    expect(r.error?.issues ?? []).toEqual([]);
    expect(raw.id).toBe(f.replace(/\.json$/, ''));
    for (const id of raw.skills as string[]) expect(manifest.skills).toContain(id);
  });

  test('a malformed skill is refused with the JSON path of each mistake', () => {
    const raw = JSON.parse(readFileSync(new URL('dounang.json', skillDir), 'utf8'));
    raw.active.card.zones = ['pocket'];
    raw.modifiers = { draw: { twice: 1 } };
    raw.type = 'passive';
    const r = SkillEntry.safeParse(raw);
    const paths = (r.error?.issues ?? []).map((i) => i.path.join('.'));
    expect(paths).toContain('active.card.zones.0');
    expect(paths).toContain('type');
    expect(paths.some((p) => p.startsWith('modifiers.draw'))).toBe(true);
  });
});
