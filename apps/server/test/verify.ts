/**
 * Checks what clients received against an independent replay of the stored game: every `step` a seat received must
 * equal the game's own redaction of the replayed state at that step (`view`, `redactEvent`; once the game is over the
 * kit's `finalView`, which shows every identity and last hand), so nothing beyond the game's one redaction function
 * reached the seat; and no message may carry the deck, seed or PRNG state.
 */
import type { AnyGameModule } from '@shaju/engine';
import { kitOf } from '@shaju/games/loaded';
import type { ServerMessage } from '@shaju/protocol';
import { expect } from 'vitest';
import type { TestPlayer } from './client.ts';

/** Keys that must never carry a list or object in a message to a seat (the draw pile, PRNG state, resolution stack). */
const FORBIDDEN_KEYS = new Set(['rng', 'draw', 'deck', 'seed', 'stack', 'picks', 'answers']);

function scanKeys(v: unknown, path: string, out: string[]): void {
  if (v === null || typeof v !== 'object') return;
  if (Array.isArray(v)) {
    v.forEach((x, i) => {
      scanKeys(x, `${path}[${i}]`, out);
    });
    return;
  }
  for (const [k, x] of Object.entries(v)) {
    if (FORBIDDEN_KEYS.has(k) && (typeof x === 'object' || k === 'seed')) out.push(`${path}.${k}`);
    scanKeys(x, `${path}.${k}`, out);
  }
}

/** JSON round trip: what a msgpack'd message compares equal to (no undefined fields, plain objects). */
function plain(v: unknown): unknown {
  return JSON.parse(JSON.stringify(v));
}

/**
 * Replays (config, seed, log) and checks every step message of every player against the replayed state. Returns the
 * number of messages checked. `players[i].seat` must be set (spectators are checked with seat null).
 */
export function verifyMessages(
  game: AnyGameModule,
  record: { config: unknown; seed: number; log: readonly { seat: number; d: unknown }[] },
  players: readonly TestPlayer[],
  secrets?: (state: unknown, viewer: number | null, msg: ServerMessage<'step'>) => void,
): number {
  const items: { seq: number; seat: number | null; msg: ServerMessage<'step'>; who: string }[] = [];
  for (const p of players) {
    for (const r of p.received) {
      if (r.type !== 'step') continue;
      const msg = r.msg as ServerMessage<'step'>;
      items.push({ seq: msg.seq, seat: p.seat, msg, who: p.name });
      const bad: string[] = [];
      scanKeys(msg, 'step', bad);
      expect(bad, `${p.name} received secret keys`).toEqual([]);
    }
  }
  items.sort((a, b) => a.seq - b.seq);
  const events: unknown[] = [];
  const state = game.setup(game.validateConfig(record.config), record.seed, events);
  let n = 0;
  let stepEvents = events;
  let checked = 0;
  for (const it of items) {
    // A step may apply several decisions (the rest of a bot's or a timeout's one-by-one answer): its events are theirs.
    if (n < it.seq) stepEvents = [];
    while (n < it.seq) {
      const e = record.log[n];
      if (!e) throw new Error(`message with seq ${it.seq} but the log has ${record.log.length} decisions`);
      game.apply(state, e.seat, e.d, stepEvents);
      n++;
    }
    const where = `${it.who} (seat ${it.seat}) step ${it.seq}${it.msg.snapshot ? ' snapshot' : ''}`;
    const over = game.result(state) !== null;
    const final = kitOf(game.id).finalView;
    const view = over && final ? final(state, it.seat) : game.view(state, it.seat);
    expect(it.msg.view, `${where}: view`).toEqual(plain(view));
    if (!it.msg.snapshot) {
      const redacted = stepEvents.map((e) => game.redactEvent(e, it.seat)).filter((e) => e !== null);
      expect(it.msg.events, `${where}: events`).toEqual(plain(redacted));
    } else {
      expect(it.msg.events).toEqual([]);
    }
    // While the game runs nothing secret; once it is over every identity is shown to everyone.
    if (!over) secrets?.(state, it.seat, it.msg);
    else if (final) {
      const players = (it.msg.view as { players: { identity: unknown }[] }).players;
      expect(
        players.every((p) => p.identity !== null),
        `${where}: every identity at the end`,
      ).toBe(true);
    }
    checked++;
  }
  return checked;
}

/** 杀机四伏: no other seat's hand, no hidden identity of another seat, in any view or event. */
export function shajisifuSecrets(state: unknown, viewer: number | null, msg: ServerMessage<'step'>): void {
  const s = state as { players: { hand: number[]; identity: number; revealed: boolean }[] };
  const v = msg.view as { hand: number[] | null; players: { identity: number | null; hand?: unknown }[] };
  expect(v.hand).toEqual(viewer === null ? null : s.players[viewer]?.hand);
  v.players.forEach((p, i) => {
    expect(p.hand, 'no hand of another seat').toBeUndefined();
    const own = i === viewer;
    const pub = s.players[i]?.revealed === true;
    if (!own && !pub) expect(p.identity, `hidden identity of seat ${i}`).toBeNull();
  });
  for (const e of msg.events as { t: string; seat: number; cards?: unknown; identity?: unknown; hand?: unknown }[]) {
    if (e.t === 'draw' && e.seat !== viewer) expect(e.cards).toBeNull();
    if (e.t === 'deal' && e.seat !== viewer) {
      expect(e.identity).toBeNull();
      expect(e.hand).toBeNull();
    }
  }
}

/**
 * 跑跑杀: no other seat's hand; hidden identities and other seats' drawn cards withheld from events. (Which identities a
 * seat sees depends on skills such as 主席; the equality with the game's own `view` checks that part.)
 */
export function paopaoshaSecrets(state: unknown, viewer: number | null, msg: ServerMessage<'step'>): void {
  const s = state as { seats: { hand: number[] }[] };
  const v = msg.view as { hand: number[] | null; players: { hand?: unknown }[] };
  expect(v.hand).toEqual(viewer === null ? null : s.seats[viewer]?.hand);
  for (const p of v.players) expect(p.hand).toBeUndefined();
  for (const e of msg.events as { t: string; seat: number; cards?: unknown; identity?: unknown; public?: boolean }[]) {
    if (e.t === 'draw' && e.seat !== viewer) expect(e.cards).toBeNull();
    if (e.t === 'identity' && e.seat !== viewer && !e.public) expect(e.identity).toBeNull();
  }
}
