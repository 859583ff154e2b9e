/** @shaju/server — the game server: rooms, seats, tokens, bots, timers, reconnection, persistence (SQLite, or Postgres). */
import './websocket-global.ts';
import './ops/pm2-io.ts';

export * from './games.ts';
export * from './http/gate.ts';
export * from './ops/log-sampler.ts';
export * from './redaction/records.ts';
export * from './redaction/redact.ts';
export * from './refusal.ts';
export * from './rooms/admission.ts';
export * from './rooms/context.ts';
export * from './rooms/room.ts';
export * from './rooms/state.ts';
export * from './server.ts';
export * from './session/bots.ts';
export * from './session/live-game.ts';
export * from './session/order.ts';
export * from './session/seats.ts';
export * from './storage/open.ts';
export * from './storage/postgres.ts';
export * from './storage/sqlite.ts';
