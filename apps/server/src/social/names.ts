/**
 * Names within a room: no two people of one room (seated or watching) may go by names a reader cannot tell apart —
 * compared by their key (protocol `nameKey`: UTS #39 confusables, invisible characters and compatibility forms
 * removed, digits and look-alike letters folded), so `bob`, `bo\u200bb`, `bоb` with a Cyrillic о and `ｂｏｂ` are one
 * name. Bots' names are kept apart by the protocol's `looksLikeBotName`. The person coming back with their own token
 * keeps their name.
 */
import { nameKey } from '@shaju/protocol';

/** A person in a room, as the name check sees them: the name they go by and their token hash. */
export interface NamedPerson {
  readonly name: string;
  readonly tokenHash: string | null;
}

/**
 * The name among `people` that `name` would pass for, or null when it passes for none. The person holding
 * `tokenHash` (the one joining, coming back) is not compared with themselves.
 */
export function nameClash(name: string, tokenHash: string | null, people: Iterable<NamedPerson>): string | null {
  const key = nameKey(name);
  for (const p of people) {
    if (tokenHash !== null && p.tokenHash === tokenHash) continue;
    if (nameKey(p.name) === key) return p.name;
  }
  return null;
}

/** The message of a refused name: which name in the room it passes for. */
export function clashMessage(name: string, taken: string): string {
  return name === taken
    ? `name: someone in this room is already called ${taken}; choose another`
    : `name: ${name} looks the same as ${taken}, someone in this room; choose another`;
}
