/**
 * What a game room starts from (apps/server/src/rooms/room.ts `setUp`): a client's `create` options, a stored unfinished
 * game (rebuilt after a restart), or a stored lobby (a room that had not started, rebuilt after a restart).
 */
import type { CreateRoomOptions } from '@shaju/protocol';
import { type ServedGame, servedGame } from '../games.ts';
import { warmForBots } from '../search/think.ts';
import type { StoredGame, StoredLobby, StoredSettings } from '../storage/api.ts';
import { botName, ctx, newCode } from './context.ts';
import { parseCreate } from './create.ts';
import { storedLobby } from './lobby-seats.ts';
import { parseGameId } from './rematch.ts';
import { type LobbySeat, newRoomState, type RoomState } from './state.ts';

/** A room's starting fields. */
export interface RoomSetup {
  readonly code: string;
  readonly served: ServedGame;
  /** The parsed `create` options (null for a game rebuilt from storage). */
  readonly createOpts: CreateRoomOptions | null;
  readonly config: unknown;
  readonly settings: StoredSettings;
  readonly lobby: LobbySeat[];
  readonly hostHash: string | null;
  /** Games started in the room so far, and the current one's id ('' in a first lobby). */
  readonly games: number;
  readonly gameId: string;
  readonly phase: 'lobby' | 'playing';
  readonly state: RoomState;
  readonly quickStart: boolean;
  /** Whether the room is hidden from the matchmaker's listing (a private lobby). */
  readonly hidden: boolean;
}

/**
 * A new room from a client's `create` options (create.ts `parseCreate`; throws its `ServerError`): a fresh code that
 * no open room (`live(code)`) and no stored game has, bots in the last seats.
 */
export async function createSetup(options: unknown, live: (code: string) => boolean): Promise<RoomSetup> {
  const { o, served, config, botKind, rules } = parseCreate(options);
  // A room of search bots (its bots, or the cover of a seat away): the pool loads while the lobby fills.
  warmForBots(served.kit, botKind);
  const storage = ctx().storage;
  let code = await newCode();
  for (let i = 0; i < 20 && (live(code) || (await storage.hasGame(code))); i++) {
    ctx().codes?.release(code);
    code = await newCode();
  }
  const lobby: LobbySeat[] = [];
  for (let i = 0; i < o.players; i++) {
    const bot = i >= o.players - o.bots.count;
    lobby.push({ kind: bot ? 'bot' : 'empty', name: bot ? botName(i) : '', tokenHash: null, botKind, ready: bot });
  }
  const fields = { code, game: o.game, phase: 'lobby', players: o.players, config, rules, botKind } as const;
  const settings = { ...o.timer, botKind, private: o.private, rules };
  return {
    ...{ code, served, createOpts: o, config, settings, lobby, hostHash: null, games: 0, gameId: '' },
    ...{ phase: 'lobby', state: newRoomState({ ...fields, ...o.timer, pace: paceOf(o.timer) }) },
    ...{ quickStart: o.start, hidden: o.private },
  };
}

/** A room's pace as its public state says it: the pace, or '' when a fixed bot delay stands in for it. */
function paceOf(t: { readonly pace?: string; readonly botDelayMs?: number }): string {
  return t.botDelayMs === undefined ? (t.pace ?? 'normal') : '';
}

/** A stored unfinished game's room: a rematch's game (`CODE-2`) comes back in its room `CODE`. */
export function gameSetup(g: StoredGame): RoomSetup {
  const { code, n } = parseGameId(g.id);
  const { botKind, turnSeconds, responseSeconds, rules } = g.settings;
  const fields = { code, gameId: g.id, game: g.game, phase: 'playing', players: g.seats.length } as const;
  const pace = paceOf(g.settings);
  const state = newRoomState({ ...fields, config: g.config, rules, botKind, turnSeconds, responseSeconds, pace });
  const lobby = storedLobby(g.seats, botKind);
  const served = servedGame(g.game);
  for (const kind of new Set([botKind, ...g.seats.map((s) => s.bot)])) if (kind) warmForBots(served.kit, kind);
  return {
    ...{ code, served, createOpts: null, config: g.config, settings: g.settings, lobby },
    ...{ hostHash: null, games: n, gameId: g.id, phase: 'playing', state, quickStart: false, hidden: false },
  };
}

/** A stored lobby's room: the same code, seats, tokens (hashes), host, options and bots. */
export function lobbySetup(l: StoredLobby): RoomSetup {
  const { botKind, turnSeconds, responseSeconds, rules } = l.settings;
  const pace = paceOf(l.settings);
  const fields = { code: l.code, game: l.game, phase: 'lobby', players: l.seats.length, config: l.config } as const;
  const state = newRoomState({ ...fields, rules, botKind, turnSeconds, responseSeconds, pace });
  state.rematch = l.rematch;
  const lobby = l.seats.map((x) => ({ ...x }));
  const createOpts = l.options as CreateRoomOptions;
  return {
    ...{ code: l.code, served: servedGame(l.game), createOpts, config: l.config, settings: l.settings, lobby },
    ...{ hostHash: l.hostHash, games: l.games, gameId: '', phase: 'lobby', state, quickStart: false },
    hidden: l.settings.private,
  };
}
