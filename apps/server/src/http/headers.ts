/**
 * The security headers of every response the express app gives (the web client, its assets, the API), by `helmet`:
 * a Content-Security-Policy that allows what the built client loads and nothing else — its own hashed scripts and
 * styles, data: and blob: images (the favicon, avatars), WebSockets and requests to its own origin and to the
 * configured game server addresses (`connectSources`) — `frame-ancestors 'none'` with `X-Frame-Options: DENY` (no
 * page may frame the game), no `X-Powered-By`, and helmet's other defaults (referrer policy, cross-origin isolation of
 * the window and resources, DNS prefetch off). Strict-Transport-Security is left to the TLS proxy (docs/deploy.md):
 * this server speaks plain HTTP on its own.
 */
import type { Application } from 'express';
import helmet from 'helmet';

/**
 * The CSP directives: `connectSources` are the origins besides the page's own that the client may open a WebSocket or
 * a request to (`wss://play2.example`: another process's public address when it is not behind the same origin).
 */
export function cspDirectives(connectSources: readonly string[]): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // The built client's style sheets; style attributes are set through the DOM (no inline <style> is needed).
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    mediaSrc: ["'self'", 'data:', 'blob:'],
    connectSrc: ["'self'", ...connectSources],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/** Puts the headers on `app` (call first, before any route), with the extra connect sources `connectSources`. */
export function securityHeaders(app: Application, connectSources: readonly string[]): void {
  app.disable('x-powered-by');
  app.use(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(connectSources) },
      frameguard: { action: 'deny' },
      strictTransportSecurity: false,
    }),
  );
}
