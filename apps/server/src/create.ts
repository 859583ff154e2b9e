import { ErrorCode, ServerError } from '@colyseus/core';
import { findManifest, GAMES } from '@shaju/games/loaded';
import { type CreateRoomOptions, JoinOptions } from '@shaju/protocol';
import { type ServedGame, servedGame } from './games.ts';

/** A room's creation options, checked against the catalogue and the game. */
export interface CreateSpec {
  readonly o: CreateRoomOptions;
  readonly served: ServedGame;
  /** The game's validated configuration (`players` set from the options). */
  readonly config: unknown;
  /** The kind of the room's bots: the options' or the game's default bot. */
  readonly botKind: string;
}

/**
 * Checks a client's `create` join options: the protocol's shape, a game of the catalogue, a bot kind of that game
 * (default: its manifest's `defaultBot`), a player count the game allows, a configuration the game accepts, and at
 * least one seat left for a person. Throws Colyseus' `ServerError` (`MATCHMAKE_INVALID_CRITERIA`) with a message that
 * names what is wrong (and the known games or bot kinds); nothing is created.
 */
export function parseCreate(options: unknown): CreateSpec {
  const parsed = JoinOptions.safeParse(options);
  if (!parsed.success || !parsed.data.create) {
    throw new ServerError(ErrorCode.MATCHMAKE_INVALID_CRITERIA, 'create needs valid join options with `create`');
  }
  const o = parsed.data.create;
  const manifest = findManifest(o.game);
  if (!manifest) {
    const known = GAMES.map((g) => g.id).join(', ');
    throw new ServerError(ErrorCode.MATCHMAKE_INVALID_CRITERIA, `unknown game ${o.game} (known: ${known})`);
  }
  const botKind = o.bots.kind ?? manifest.defaultBot;
  if (!manifest.bots.some((b) => b.id === botKind)) {
    const known = manifest.bots.map((b) => b.id).join(', ');
    throw new ServerError(ErrorCode.MATCHMAKE_INVALID_CRITERIA, `${o.game} has no ${botKind} bot (known: ${known})`);
  }
  const served = servedGame(o.game);
  const m = served.module;
  if (o.players < m.minPlayers || o.players > m.maxPlayers) {
    throw new ServerError(
      ErrorCode.MATCHMAKE_INVALID_CRITERIA,
      `${o.game} is for ${m.minPlayers}–${m.maxPlayers} players`,
    );
  }
  let config: unknown;
  try {
    config = m.validateConfig({ ...(o.config ?? {}), players: o.players });
  } catch (e) {
    throw new ServerError(ErrorCode.MATCHMAKE_INVALID_CRITERIA, (e as Error).message);
  }
  if (o.bots.count > o.players - 1) {
    throw new ServerError(ErrorCode.MATCHMAKE_INVALID_CRITERIA, 'leave at least one seat for a person');
  }
  return { o, served, config, botKind };
}
