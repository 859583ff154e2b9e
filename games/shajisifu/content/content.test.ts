/**
 * The seed's identity entries (games/shajisifu/content): every entry file is listed in the seed manifest and the
 * generated index, passes the content schema (src/content/schema) and compiles; the compiled table covers every suit
 * of the identity card once; the schema and the compiler refuse what they must, naming the JSON path or the entry.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { CLUB, DIAMOND, HEART, JOKER, SPADE } from '../src/cards.ts';
import { compileIdentities } from '../src/content/compile-identity.ts';
import { IDENTITIES } from '../src/content/identities.ts';
import { checkEntries } from '../src/content/schema/entry.ts';
import { IdentityEntry, type IdentityEntryT } from '../src/content/schema/identity.ts';
import { SEED_IDENTITIES } from '../src/content/seed.generated.ts';

const dir = new URL('./identities/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
const manifest = JSON.parse(readFileSync(new URL('./seed.json', import.meta.url), 'utf8')) as { identities: string[] };
const read = (f: string): IdentityEntryT => JSON.parse(readFileSync(new URL(f, dir), 'utf8'));

describe('the seed identities', () => {
  test('every identity entry file is in the manifest and the generated index, in the manifest order', () => {
    expect(files).toHaveLength(5);
    for (const f of files) expect(manifest.identities).toContain(f.replace(/\.json$/, ''));
    expect(SEED_IDENTITIES.map((e) => (e as { id: string }).id)).toEqual(manifest.identities);
  });

  test.each(files)('%s passes the schema and its id is its file name', (f) => {
    const raw = read(f);
    const r = IdentityEntry.safeParse(raw);
    expect(r.error?.issues ?? []).toEqual([]);
    expect(raw.id).toBe(f.replace(/\.json$/, ''));
  });

  test('the compiled table has one identity per suit of the identity card (S-S2), with its conditions (S-V1)', () => {
    const bySuit = IDENTITIES.bySuit;
    expect(bySuit.map((c) => c.name.zh)).toEqual(['穷困男', '嫉妒女', '失恋男', '拜金女', '追星族']);
    expect([SPADE, HEART, CLUB, DIAMOND, JOKER].map((s) => bySuit[s]?.suit)).toEqual([0, 1, 2, 3, 4]);
    const ids = (suit: number) => bySuit[suit]?.wins.map((w) => w.id);
    expect(ids(HEART)).toEqual(['H-A', 'sole']);
    expect(bySuit[HEART]?.joins?.id).toBe('H-B');
    expect(ids(DIAMOND)).toEqual(['D-A', 'D-B', 'sole']);
    expect(ids(SPADE)).toEqual(['S-A', 'S-B', 'sole']);
    expect(ids(CLUB)).toEqual(['C-A', 'C-B', 'sole']);
    expect(ids(JOKER)).toEqual(['J-A', 'J-B', 'sole']);
    // Only ♦ A (hand size) and ♠ B (every identity public) can hold before anyone dies or kills.
    expect(bySuit.map((c) => c.quiet !== null)).toEqual([true, false, false, true, false]);
    expect(bySuit[SPADE]?.quiet?.allPublic).toBe(true);
    expect(bySuit[DIAMOND]?.quiet?.hand?.option).toBe('diamondHand');
  });

  test('a malformed entry is refused with the JSON path of each mistake', () => {
    const raw = read('baijinnv.json') as unknown as Record<string, unknown> & { wins: { when: unknown }[] };
    raw.wins[0] = { ...(raw.wins[0] as object), when: { is: 'handAtLeast', count: { option: 'no such' } } } as never;
    raw.suit = 'X';
    raw.extra = 1;
    const paths = checkEntries([raw]).map((p) => p.path);
    expect(paths).toContain('[0].suit');
    expect(paths).toContain('[0].wins[0].when.count.option');
    expect(paths).toContain('[0]');
  });

  test('the compiler refuses a suit without an identity, a suit twice, an unknown option or identity', () => {
    const seed = SEED_IDENTITIES as IdentityEntryT[];
    expect(() => compileIdentities(seed.slice(1))).toThrow(/no identity for the identity cards/);
    expect(() => compileIdentities([...seed, { ...(seed[0] as IdentityEntryT), id: 'other' }])).toThrow(/already has/);
    const bad = structuredClone(seed);
    (bad[1] as IdentityEntryT).wins[0] = {
      ...(bad[1] as IdentityEntryT).wins[0],
      when: { is: 'handAtLeast', count: { option: 'pong' } },
    } as never;
    expect(() => compileIdentities(bad)).toThrow(/pong is not an integer option/);
    const bad2 = structuredClone(seed);
    (bad2[2] as IdentityEntryT).wins[0] = {
      ...(bad2[2] as IdentityEntryT).wins[0],
      when: { is: 'killed', test: { is: 'identity', ids: ['nobody'] } },
    } as never;
    expect(() => compileIdentities(bad2)).toThrow(/no identity nobody/);
  });
});
