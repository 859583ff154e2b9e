/**
 * Vite configuration of the web client. `npm run build:web` builds into apps/web/dist, which the game server serves
 * (apps/server: `webRoot`); `npm run dev:web` serves it with hot reload and forwards /api and /matchmake to a game
 * server on port 2567.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 800 },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:2567',
      '/matchmake': 'http://127.0.0.1:2567',
      '^/[A-Za-z0-9_-]+/[A-Za-z0-9_-]+\\?': { target: 'ws://127.0.0.1:2567', ws: true },
    },
  },
});
