/**
 * A stable 53-bit hash of a string (cyrb53 construction), printed as 14 hex digits.
 * Pure, deterministic across runs and platforms. Not cryptographic.
 */
export function hashString(text: string, seed = 0): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const n = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return n.toString(16).padStart(14, '0');
}

/**
 * The stable hash of a game state: the hash of its serialised form (`serialize`). Two states with the
 * same hash are, for replay checks, the same state. Cost: one JSON.stringify, so not for hot loops.
 */
export function hashState(state: unknown): string {
  return hashString(serialize(state));
}

/** Serialises a plain game state to JSON text. The state must hold only plain data (no Maps, class instances, functions). */
export function serialize(state: unknown): string {
  return JSON.stringify(state);
}

/** Parses a state serialised by `serialize`. Throws `SyntaxError` on malformed text. */
export function deserialize<S>(text: string): S {
  return JSON.parse(text) as S;
}
