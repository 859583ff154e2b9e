/**
 * 杀机四伏's identities, compiled once when the game loads from the seed's entries (content/identities/*.json, listed by
 * content/seed.json; the generated index imports them): the table rules/victory.ts and the words read.
 */
import { compileIdentities, type IdentityTable } from './compile-identity.ts';
import type { IdentityEntryT } from './schema/identity.ts';
import { SEED_IDENTITIES } from './seed.generated.ts';

/** The seed's identities, compiled. */
export const IDENTITIES: IdentityTable = compileIdentities(SEED_IDENTITIES as readonly IdentityEntryT[]);
