import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Three projects: `node` (engine, games, bots, CLI, server), `web` (React components in happy-dom) and `e2e` (real
 * Chromium through playwright-core against a built client and a live server; apps/web/e2e).
 */
export default defineConfig({
  test: {
    testTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['{packages,games,apps}/*/{src,test,content}/**/*.test.ts'],
          exclude: ['apps/web/**', 'games/*/table/**', 'packages/ui/**', '**/node_modules/**'],
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/test/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
