/** @shaju/server — the game server: rooms, seats, tokens, bots, timers, reconnection, persistence (SQLite, or Postgres). */
import './websocket-global.ts';
import './pm2-io.ts';

export * from './admission.ts';
export * from './games.ts';
export * from './http-gate.ts';
export * from './log-sampler.ts';
export * from './open-storage.ts';
export * from './pg-storage.ts';
export * from './room.ts';
export * from './room-context.ts';
export * from './room-state.ts';
export * from './server.ts';
export * from './session.ts';
export * from './session-parts.ts';
export * from './storage.ts';
