/**
 * What a room keeps in storage besides its games, and reads from it: its lobby (so that a room that has not started
 * survives a restart, apps/server/src/storage/sqlite.ts `StoredLobby`) and the ratings shown on its seats. Storage answers
 * asynchronously; both keep the room's own code synchronous.
 */
import type { CreateRoomOptions } from '@shaju/protocol';
import type { ServedGame } from '../games.ts';
import { ctx } from '../rooms/context.ts';
import type { LobbySeat } from '../rooms/state.ts';
import type { StoredLobby, StoredSettings } from './api.ts';

/** The parts of a room its stored lobby keeps besides code, game and seats. */
export interface LobbyParts {
  readonly createOpts: CreateRoomOptions | null;
  readonly gameConfig: unknown;
  readonly settings: StoredSettings;
  readonly hostHash: string | null;
  readonly games: number;
  readonly state: { readonly rematch: boolean };
}

/** The lobby of room `code` as stored now (the seats copied). */
export function lobbyRecord(code: string, served: ServedGame, lobby: readonly LobbySeat[], p: LobbyParts): StoredLobby {
  return {
    code,
    game: served.module.id,
    options: p.createOpts,
    config: p.gameConfig,
    settings: p.settings,
    seats: lobby.map((x) => ({ ...x })),
    hostHash: p.hostHash,
    games: p.games,
    rematch: p.state.rematch,
    updatedAt: Date.now(),
  };
}

/**
 * One room's lobby in storage: `update(lobby)` after every change stores it (a lobby with people, `lobby` not null)
 * or removes it (`null`: the room started a game, emptied or closes for good). One write at a time per room, and the
 * latest state wins: changes made while a write is pending are written once it resolves. A failed write is logged (the
 * room plays on; the next change writes again). `freeze()` stops writing (the server shuts down: the stored lobby must
 * stay as it was, to come back after the restart).
 */
export class LobbyStore {
  private readonly code: () => string;
  private pending: StoredLobby | null | undefined = undefined;
  private writing = false;
  /** Whether storage may hold this room's lobby (so that a removal is needed). */
  private stored = false;
  private frozen = false;

  constructor(code: () => string) {
    this.code = code;
  }

  /** The room was rebuilt from its stored lobby. */
  restored(): void {
    this.stored = true;
  }

  /** Stops writing for good (server shutdown). */
  freeze(): void {
    this.frozen = true;
  }

  /** Stores `lobby`, or removes the stored lobby when `null` (a no-op when none is stored). */
  update(lobby: StoredLobby | null): void {
    if (this.frozen || (lobby === null && !this.stored && !this.writing)) return;
    this.pending = lobby;
    if (!this.writing) void this.flush();
  }

  private async flush(): Promise<void> {
    this.writing = true;
    const storage = ctx().storage;
    while (this.pending !== undefined && !this.frozen) {
      const l = this.pending;
      this.pending = undefined;
      try {
        if (l !== null) {
          this.stored = true;
          await storage.saveLobby(l);
        } else if (this.stored) {
          await storage.deleteLobby(this.code());
          this.stored = false;
        }
      } catch (e) {
        console.error(`lobby ${this.code()}: ${(e as Error).message}`);
      }
    }
    this.writing = false;
  }
}
