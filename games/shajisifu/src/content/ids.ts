/**
 * 杀机四伏's identity ids (pinyin, as the entries in content/identities/ name them). The generated index
 * (seed.generated.ts, `npm run content`) fills `IdentityIds` by declaration merging from the seed manifest, so an id is
 * written in its entry and the index only, and the compiler still checks every use of one.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the generated index (declaration merging)
export interface IdentityIds {}

/** Pinyin id of an identity of the seed (content/seed.json). */
export type IdentityId = Extract<keyof IdentityIds, string>;
