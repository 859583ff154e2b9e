/**
 * HTTP hardening: CORS answers only the server's own origin and the configured ones (never any `Origin` with
 * credentials), every response says `X-Content-Type-Options: nosniff`, and the express app's responses carry helmet's
 * headers (issue 29, point 7: there was no CSP nor X-Frame-Options, and `X-Powered-By: Express` was sent).
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type RunningServer, startServer } from '../src/server.ts';
import { SqliteStorage } from '../src/storage/sqlite.ts';

let srv: RunningServer;
const FRIEND = 'http://friend.example';

beforeAll(async () => {
  srv = await startServer({
    port: 0,
    storage: new SqliteStorage(':memory:'),
    heartbeatMs: 0,
    corsOrigins: [FRIEND],
  });
});
afterAll(async () => {
  await srv?.close();
});

const CREATE = { v: 1, name: 'cors', create: { game: 'shajisifu', players: 4 } };

async function ask(path: string, origin: string | null, method = 'GET'): Promise<Response> {
  const headers: Record<string, string> = {};
  if (origin) headers.origin = origin;
  if (method === 'POST') headers['content-type'] = 'application/json';
  if (method === 'OPTIONS') headers['access-control-request-method'] = 'POST';
  return fetch(`${srv.url}${path}`, {
    method,
    headers,
    ...(method === 'POST' ? { body: JSON.stringify(CREATE) } : {}),
  });
}

test('CORS: only the own origin and the configured ones are allowed, any other is not reflected', async () => {
  const own = srv.url;
  for (const [path, method] of [
    ['/api/health', 'GET'],
    ['/api/rooms', 'GET'],
    ['/matchmake/create/game', 'OPTIONS'],
    ['/matchmake/create/game', 'POST'],
  ] as const) {
    const evil = await ask(path, 'http://evil.example', method);
    await evil.arrayBuffer();
    expect(evil.headers.get('access-control-allow-origin'), `${method} ${path}`).toBeNull();
    expect(evil.headers.get('access-control-allow-credentials'), `${method} ${path}`).toBeNull();
    for (const ok of [own, FRIEND]) {
      const r = await ask(path, ok, method);
      await r.arrayBuffer();
      expect(r.headers.get('access-control-allow-origin'), `${method} ${path} from ${ok}`).toBe(ok);
      expect(r.headers.get('vary') ?? '', `${method} ${path}`).toMatch(/origin/i);
    }
  }
});

test('every HTTP response says X-Content-Type-Options: nosniff', async () => {
  for (const [path, method] of [
    ['/api/health', 'GET'],
    ['/api/rooms', 'GET'],
    ['/api/games/NOSUCH', 'GET'],
    ['/api/record', 'GET'],
    ['/no/such/path', 'GET'],
    ['/matchmake/create/game', 'OPTIONS'],
    ['/matchmake/create/game', 'POST'],
    ['/matchmake/joinById/NOSUCH', 'POST'],
  ] as const) {
    const r = await ask(path, null, method);
    await r.arrayBuffer();
    expect(r.headers.get('x-content-type-options'), `${method} ${path} (${r.status})`).toBe('nosniff');
  }
});

test('without trustProxy the client address is the socket’s: X-Forwarded-For does not escape the creation limit', async () => {
  let created = 0;
  let limited = 0;
  // A bounded loop past the default per-address limit (20 a minute), each request claiming another address.
  for (let i = 0; i < 25; i++) {
    const r = await fetch(`${srv.url}/matchmake/create/game`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${i}`, 'x-real-ip': `10.8.0.${i}` },
      body: JSON.stringify(CREATE),
    });
    await r.arrayBuffer();
    if (r.status === 200) created++;
    if (r.status === 429) {
      limited++;
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  }
  // All from one socket address (the tests above created some rooms from it already): at most 20, the rest refused.
  expect(created).toBeLessThanOrEqual(20);
  expect(limited).toBe(25 - created);
  expect(limited).toBeGreaterThanOrEqual(5);
});

test('the express app sends a Content-Security-Policy and X-Frame-Options: DENY, and no X-Powered-By', async () => {
  for (const path of ['/api/health', '/api/rooms', '/api/leaderboard/shajisifu', '/api/games/NOSUCH']) {
    const r = await fetch(`${srv.url}${path}`);
    await r.arrayBuffer();
    expect(r.headers.get('x-powered-by'), path).toBeNull();
    expect(r.headers.get('x-frame-options'), path).toBe('DENY');
    const csp = r.headers.get('content-security-policy') ?? '';
    for (const d of ["default-src 'self'", "script-src 'self'", "frame-ancestors 'none'", "object-src 'none'"]) {
      expect(csp, `${path}: ${d}`).toContain(d);
    }
    expect(csp, path).not.toContain('unsafe');
  }
});
