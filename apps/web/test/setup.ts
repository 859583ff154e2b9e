/** Component-test setup: i18n in Chinese (the default), and the DOM cleaned after each test. */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from '../src/i18n.ts';

initI18n('zh');
afterEach(() => cleanup());

// No server in component tests: the home page's open-room list gets an empty answer.
globalThis.fetch = async () => new Response('[]', { headers: { 'content-type': 'application/json' } });
