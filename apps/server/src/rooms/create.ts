/**
 * A room's creation: the client's `create` options checked against the catalogue, the game's bot kinds and player
 * counts, and its rules (preset and options) resolved and validated by the game; a bad one is refused naming why.
 */
import { ErrorCode, ServerError } from '@colyseus/core';
import { ConfigError, type OptionValues, type RulesChoice } from '@shaju/engine';
import { findManifest, GAMES } from '@shaju/games/loaded';
import { type CreateRoomOptions, JoinOptions, rulesRefusal } from '@shaju/protocol';
import { rulesChoice, splitOptions } from '@shaju/runtime';
import { type ServedGame, servedGame } from '../games.ts';

/** A room's creation options, checked against the catalogue and the game. */
export interface CreateSpec {
  readonly o: CreateRoomOptions;
  readonly served: ServedGame;
  /** The game's validated configuration (`players` set from the options). */
  readonly config: unknown;
  /** The kind of the room's bots: the options' or the game's default bot. */
  readonly botKind: string;
  /** The room's rules: the preset (id, version) and the sparse option values in play. */
  readonly rules: RulesChoice;
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
  const { config, rules } = roomRules(served, o);
  if (o.bots.count > o.players - 1) {
    throw new ServerError(ErrorCode.MATCHMAKE_INVALID_CRITERIA, 'leave at least one seat for a person');
  }
  return { o, served, config, botKind, rules };
}

/**
 * The room's rules and configuration: the preset and option values of `o` (and option values an older client put in
 * `config`, such as `pong`) resolved against the game's catalogue, then the whole configuration (the room's player
 * count and mode included) checked by the rules' `validateConfig`. Throws `ServerError` whose message names the
 * option and the engine's code (`rulesRefusal`); nothing is created.
 */
function roomRules(served: ServedGame, o: CreateRoomOptions): { config: unknown; rules: RulesChoice } {
  const catalogue = served.kit.options;
  try {
    const { options, others } = splitOptions(catalogue, (o.config ?? {}) as OptionValues);
    const mode = typeof others.mode === 'string' ? others.mode : undefined;
    const rules = rulesChoice(catalogue, o.preset, { ...options, ...(o.options ?? {}) }, mode);
    const config = served.module.validateConfig({ ...others, ...rules.options, players: o.players });
    return { config, rules };
  } catch (e) {
    if (e instanceof ConfigError)
      throw new ServerError(ErrorCode.MATCHMAKE_INVALID_CRITERIA, rulesRefusal(e.message, e.code));
    throw new ServerError(ErrorCode.MATCHMAKE_INVALID_CRITERIA, (e as Error).message);
  }
}
