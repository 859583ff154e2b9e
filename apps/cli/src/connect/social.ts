/**
 * `shaju connect` around the game: the room's chat lines printed as they come (free text, quick phrases in the
 * player's language, emotes thrown at a seat), and the rematch — after the result a seated player may ask for (or
 * agree to) another game in the same room (the protocol's `rematch`; it starts once every seated person is ready).
 */
import { type ChatLine, EMOTES, QUICK_PHRASES, type ServerMessage } from '@shaju/protocol';
import type { Lang } from '../types.ts';
import type { ConnectSession } from './session.ts';

const WORDS = {
  zh: {
    chat: '聊天',
    watching: '观战',
    threw: (emote: string, target: string) => `向 ${target} 扔了${emote}`,
    seat: (n: number) => `${n}号`,
    ask: '再来一局？（同样的座位、机器人和设置，所有玩家同意后开始）(y/N) ',
    asked: '已请求再来一局，等其他玩家同意……',
  },
  en: {
    chat: 'chat',
    watching: 'watching',
    threw: (emote: string, target: string) => `threw ${emote} at ${target}`,
    seat: (n: number) => `seat ${n}`,
    ask: 'Play again? (same seats, bots and settings; it starts once every player agrees) (y/N) ',
    asked: 'Rematch asked; waiting for the other players…',
  },
} as const;

/** A chat line in words for `lang` (`names`: the room's seat names). */
export function chatLineText(l: ChatLine, lang: Lang, names: readonly string[]): string {
  const w = WORDS[lang];
  const who = l.spectator ? `${l.name}（${w.watching}）` : l.name;
  let text = l.body;
  if (l.kind === 'phrase') text = QUICK_PHRASES.find((p) => p.id === l.body)?.[lang] ?? l.body;
  if (l.kind === 'emote') {
    const e = EMOTES.find((x) => x.id === l.body);
    const t = l.target ?? -1;
    text = w.threw(e ? e[lang] : l.body, names[t] || w.seat(t));
  }
  return `[${w.chat}] ${who}: ${text}`;
}

/** Prints the new lines of a `chat` message (not the history a client gets on joining). */
export function onChat(s: ConnectSession, m: ServerMessage<'chat'>): void {
  if (m.history) return;
  const names = s.seats().map((x) => x.name);
  for (const l of m.lines) s.write(s.k.cyan(chatLineText(l as ChatLine, s.opts.lang, names)));
}

/** A rematch begins (the `newGame` message, or this player's own `rematch`): the last game's state is done with. */
export function forgetGame(s: ConnectSession): void {
  s.result = null;
  s.record = null;
  s.resultAt = 0;
  s.resultShown = false;
  s.started = false;
  s.last = null;
  s.printer = null;
  s.shown = null;
  s.offerDoneSeq = -1;
  s.lastPendingId = -1;
  s.answered.clear();
  s.deadlines.clear();
  s.dirty = true;
}

/**
 * After a game's result, asks a seated player whether to play again; on `y` sends `rematch`, forgets the last game
 * and returns true (the caller runs the loop again); otherwise false.
 */
export async function askRematch(s: ConnectSession): Promise<boolean> {
  if (s.result === null || s.mySeat === null || s.stop !== null || s.room === null) return false;
  s.prompt(WORDS[s.opts.lang].ask);
  const line = await s.io.input.read();
  s.promptOpen = false;
  if (!/^(y|yes|1|是)$/i.test(line?.trim() ?? '')) return false;
  s.send('rematch', {});
  forgetGame(s);
  s.write(s.k.dim(WORDS[s.opts.lang].asked));
  return true;
}
