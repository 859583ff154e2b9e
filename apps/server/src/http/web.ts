/** The built web client served by the game server (one port for the page and the game). */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Application, type NextFunction, type Request, type Response } from 'express';

/** Serves the built web client: hashed assets cached for a year, `index.html` never cached, SPA paths → index.html. */
export function serveWeb(app: Application, root: string): void {
  const index = join(root, 'index.html');
  if (!existsSync(index)) return;
  app.use(
    '/assets',
    express.static(join(root, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false, index: false }),
  );
  app.use(express.static(root, { index: false, maxAge: 0 }));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.path.startsWith('/api/') || req.path.startsWith('/matchmake')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
