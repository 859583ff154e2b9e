/**
 * Room codes across processes: with several server processes sharing Redis, a new room's code must be one no other
 * process's room has. A process holds the code of each of its open rooms as the Redis key `code:<C>` = its node, taken
 * with `SET NX` for a new room (or set for a room it rebuilt: a restored game or lobby), renewed with its lease
 * (`renew`, every few seconds, to `ttlMs`) and let go when the room closes. So the keys are the open rooms' codes,
 * plus, for a process that died, its codes until they expire: nothing grows with the rooms a deployment has had.
 * (A code of a finished game is never drawn again anyway: a new room checks storage for a game with its code.)
 */
import type { Redis } from 'ioredis';
import { randomCode, type SharedCodes } from '../rooms/context.ts';

/** Sets `KEYS[i]` to `ARGV[1]` for `ARGV[2]` ms unless another node holds it; returns how many were (re)set. */
const HOLD = `
local n = 0
for _, k in ipairs(KEYS) do
  local v = redis.call('GET', k)
  if v == false or v == ARGV[1] then redis.call('SET', k, ARGV[1], 'PX', ARGV[2]) n = n + 1 end
end
return n`;

/** Deletes each of `KEYS` that `ARGV[1]` holds. */
const LET_GO = `
for _, k in ipairs(KEYS) do
  if redis.call('GET', k) == ARGV[1] then redis.call('DEL', k) end
end
return 1`;

/** Codes renewed in one script call at most (a process holds thousands of rooms). */
const BATCH = 500;

/** The codes of one process's open rooms in Redis (see the module's comment). */
export class RoomCodes implements SharedCodes {
  private readonly held = new Set<string>();

  /**
   * Codes of node `me` on `redis` (whose key prefix is the deployment's), each kept `ttlMs` past its last renewal;
   * `log` reports a failed write (the room goes on: its code is held again at the next renewal).
   */
  constructor(
    private readonly redis: Redis,
    private readonly me: string,
    private readonly ttlMs: number,
    private readonly log: (line: string) => void,
  ) {}

  async reserve(): Promise<string | undefined> {
    try {
      for (let tries = 0; tries < 20; tries++) {
        const c = randomCode();
        if (this.held.has(c)) continue;
        if ((await this.redis.set(`code:${c}`, this.me, 'PX', this.ttlMs, 'NX')) === 'OK') {
          this.held.add(c);
          return c;
        }
      }
    } catch (e) {
      this.log(`room codes: could not reserve one: ${(e as Error).message}`);
    }
    return undefined;
  }

  hold(code: string): void {
    this.held.add(code);
    this.redis
      .eval(HOLD, 1, `code:${code}`, this.me, String(this.ttlMs))
      .catch((e: Error) => this.log(`room codes: could not hold ${code}: ${e.message}`));
  }

  release(code: string): void {
    if (!this.held.delete(code)) return;
    this.redis
      .eval(LET_GO, 2, `code:${code}`, `lobby:${code}`, this.me)
      .catch((e: Error) => this.log(`room codes: could not let ${code} go: ${e.message}`));
  }

  /** Renews every code held (with the lease): each kept `ttlMs` more, unless another node took it meanwhile. */
  async renew(): Promise<void> {
    const all = [...this.held];
    for (let i = 0; i < all.length; i += BATCH) {
      const keys = all.slice(i, i + BATCH).map((c) => `code:${c}`);
      await this.redis.eval(HOLD, keys.length, ...keys, this.me, String(this.ttlMs));
    }
  }
}
