/**
 * This browser's player profile, without passwords: one player token (`shaju:player` in localStorage) sent with every
 * room this browser creates or joins, so the server's record (`GET /api/record`, keyed by the token's SHA-256) follows
 * the player from room to room. The token moves to another device as a transfer code (`exportCode` / `importCode`).
 * The nickname stays in `shaju:name` (net/session.ts); the code carries it, and the caller stores it.
 */
import { TOKEN_PATTERN } from '@shaju/protocol/constants';

const PROFILE_KEY = 'shaju:player';
/** Prefix of a transfer code: `SHAJU1.<token>.<nickname as base64url>`. */
const CODE_PREFIX = 'SHAJU1';

/** Rooms a session of this page already joined with the profile token (a second one there gets a token of its own). */
const claimed = new Set<string>();

function randomToken(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return base64url(bytes);
}

function base64url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array {
  const s = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}

/** This browser's player token, made (32 characters of base64url) and kept on first use; '' without localStorage. */
export function profileToken(): string {
  try {
    const t = localStorage.getItem(PROFILE_KEY);
    if (t && TOKEN_PATTERN.test(t)) return t;
    const made = randomToken();
    localStorage.setItem(PROFILE_KEY, made);
    return made;
  } catch {
    return '';
  }
}

/**
 * The profile token to send when joining or creating room `code` (undefined when another session of this page holds
 * it there already, or there is no storage: the server then makes a token).
 */
export function profileTokenFor(code: string | null): string | undefined {
  if (code !== null && claimed.has(code)) return undefined;
  const t = profileToken();
  if (!t) return undefined;
  if (code !== null) claimed.add(code);
  return t;
}

/** Marks room `code` as joined with the profile token (a room created with it). */
export function claimRoom(code: string): void {
  claimed.add(code);
}

/** The transfer code of this profile with nickname `name`, to paste into `importCode` on another browser. */
export function exportCode(name: string): string {
  return `${CODE_PREFIX}.${profileToken()}.${base64url(new TextEncoder().encode(name))}`;
}

/** Why a transfer code was refused. */
export type ImportFailure = 'format' | 'token';

/**
 * Takes a transfer code (from `exportCode`, spaces around it ignored): this browser then plays as that profile.
 * Returns the code's nickname ('' when none) on success, else why it was refused (nothing changes then).
 */
export function importCode(code: string): { name: string } | { failure: ImportFailure } {
  const parts = code.trim().split('.');
  if (parts.length !== 3 || parts[0] !== CODE_PREFIX) return { failure: 'format' };
  const token = parts[1] ?? '';
  if (!TOKEN_PATTERN.test(token)) return { failure: 'token' };
  let name = '';
  try {
    name = new TextDecoder('utf-8', { fatal: true }).decode(fromBase64url(parts[2] ?? ''));
  } catch {
    return { failure: 'format' };
  }
  try {
    localStorage.setItem(PROFILE_KEY, token);
  } catch {
    return { failure: 'format' };
  }
  return { name };
}
