/**
 * The HTTP front door, in front of Colyseus' router and the express app: every response gets
 * `X-Content-Type-Options: nosniff`; CORS answers only the server's own origin and the configured ones; the client's
 * address (the socket's, or the proxy's `X-Forwarded-For` when trusted) is what Colyseus' matchmaker sees; room
 * creation (`POST /matchmake/create/…`) is rate-limited per address and in all.
 */
import type { Server as HttpServer, IncomingMessage, ServerResponse } from 'node:http';
import { matchMaker } from '@colyseus/core';

/** What the gate enforces (see `StartServerOptions` for the defaults). */
export interface GateOptions {
  /** Origins besides the server's own that may call it from a browser (`*`: any, without credentials). */
  readonly corsOrigins: readonly string[];
  /** Take the client's address from `X-Forwarded-For` (its last entry, the one the proxy added) or `X-Real-IP`. */
  readonly trustProxy: boolean;
  /** Rooms one address may create per minute (a bucket of this size, refilled evenly over a minute). */
  readonly createsPerMinutePerAddress: number;
  /** Rooms all addresses together may create per minute. */
  readonly createsPerMinute: number;
}

/** Methods of Colyseus' matchmaker served over HTTP: the clients use only these (no `join`/`joinOrCreate`). */
const EXPOSED_METHODS = ['create', 'joinById', 'reconnect'];

/** Addresses whose creation bucket is kept; past this, the full (idle) buckets are dropped. */
const MAX_TRACKED = 10_000;

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * Token buckets of `perMinute` tokens, refilled evenly over a minute, one per key. `take(key)` spends one and returns
 * 0, or returns the seconds until one is back (nothing spent).
 */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  constructor(readonly perMinute: number) {}

  take(key: string, now = Date.now()): number {
    const rate = this.perMinute / 60_000;
    let b = this.buckets.get(key);
    if (!b) {
      if (this.buckets.size >= MAX_TRACKED) this.prune(now);
      b = { tokens: this.perMinute, at: now };
      this.buckets.set(key, b);
    }
    b.tokens = Math.min(this.perMinute, b.tokens + (now - b.at) * rate);
    b.at = now;
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return 0;
    }
    return rate > 0 ? Math.ceil((1 - b.tokens) / rate / 1000) : 60;
  }

  private prune(now: number): void {
    const rate = this.perMinute / 60_000;
    for (const [k, b] of this.buckets) if (b.tokens + (now - b.at) * rate >= this.perMinute) this.buckets.delete(k);
  }
}

/** The client's address: the socket's, or with `trustProxy` the last `X-Forwarded-For` entry (else `X-Real-IP`). */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const xff = req.headers['x-forwarded-for'];
    const last = (Array.isArray(xff) ? xff.join(',') : (xff ?? ''))
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '')
      .at(-1);
    if (last) return last;
    const real = req.headers['x-real-ip'];
    if (typeof real === 'string' && real !== '') return real;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

/**
 * The CORS headers for a request: `Access-Control-Allow-Origin` (with credentials) only for the server's own origin
 * (the `Origin` whose host is the request's `Host`) and the configured ones; always `Vary: Origin`.
 */
export function corsHeaders(headers: Headers, allowed: readonly string[]): Record<string, string> {
  const origin = headers.get('origin');
  const out: Record<string, string> = { Vary: 'Origin' };
  if (!origin) return out;
  let own = false;
  try {
    own = new URL(origin).host === headers.get('host');
  } catch {
    own = false;
  }
  if (own || allowed.includes(origin)) {
    out['Access-Control-Allow-Origin'] = origin;
    out['Access-Control-Allow-Credentials'] = 'true';
  } else if (allowed.includes('*')) {
    out['Access-Control-Allow-Origin'] = '*';
  }
  return out;
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Puts the gate in front of the request listeners Colyseus installed on `server` (call after `listen`), and sets
 * Colyseus' CORS policy and HTTP matchmaking methods (process-wide, as Colyseus' controller is).
 */
export function installHttpGate(server: HttpServer, o: GateOptions): void {
  const c = matchMaker.controller;
  const defaults = c.DEFAULT_CORS_HEADERS as Record<string, string>;
  delete defaults['Access-Control-Allow-Origin'];
  delete defaults['Access-Control-Allow-Credentials'];
  c.getCorsHeaders = (headers: Headers) => corsHeaders(headers, o.corsOrigins);
  c.exposedMethods = EXPOSED_METHODS.slice();
  const perAddress = new RateLimiter(o.createsPerMinutePerAddress);
  const all = new RateLimiter(o.createsPerMinute);
  const inner = server.listeners('request') as Listener[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // What Colyseus' matchmaker takes for the client's address (it reads these headers first).
    const address = clientAddress(req, o.trustProxy);
    req.headers['x-forwarded-for'] = address;
    delete req.headers['x-client-ip'];
    delete req.headers['x-real-ip'];
    if (req.method === 'POST' && req.url?.startsWith('/matchmake/create/')) {
      const wait = perAddress.take(address) || all.take('*');
      if (wait > 0) {
        refuseCreate(req, res, wait, o.corsOrigins);
        return;
      }
    }
    for (const l of inner) l.call(server, req, res);
  });
}

function refuseCreate(req: IncomingMessage, res: ServerResponse, wait: number, allowed: readonly string[]): void {
  const body = JSON.stringify({ code: 429, error: `too many rooms created; try again in ${wait} s` });
  const cors = corsHeaders(new Headers(req.headers as Record<string, string>), allowed);
  res.writeHead(429, {
    ...cors,
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
    'Retry-After': String(wait),
  });
  res.end(body);
}
