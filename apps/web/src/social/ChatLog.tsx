/**
 * The chat's lines, oldest first: the sender's name (spectators marked), the text, the quick phrase in this client's
 * language or the emote thrown; a button beside each other person's name mutes them (mute.ts). Used live (Chat.tsx)
 * and on the replay page (read-only, no mute buttons).
 */
import { type ChatLine, EMOTES, QUICK_PHRASES } from '@shaju/protocol/chat';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type Lang, useLang } from '../i18n.ts';
import { EmoteIcon } from './emotes.ts';
import { mutedBy, setMuted, useMuted } from './mute.ts';
import { SOCIAL_NS } from './strings.ts';

/** What a line says, in `lang` (`seatName(n)`: how a seat is named). */
export function lineText(
  l: ChatLine,
  lang: Lang,
  seatName: (seat: number) => string,
  t: (k: string, o?: Record<string, unknown>) => string,
): ReactNode {
  if (l.kind === 'text') return l.body;
  if (l.kind === 'phrase') return QUICK_PHRASES.find((p) => p.id === l.body)?.[lang] ?? l.body;
  const e = EMOTES.find((x) => x.id === l.body);
  // The sentence with a marker where the emote goes: its picture, then its name.
  const [before, after] = t('threw', {
    emote: EMOTE_SLOT,
    target: l.target === undefined ? '?' : seatName(l.target),
  }).split(EMOTE_SLOT);
  return (
    <>
      {before}
      <EmoteIcon id={l.body} /> {e ? e[lang] : l.body}
      {after}
    </>
  );
}

/** Where the emote goes in the sentence of a thrown emote (`threw`). */
const EMOTE_SLOT = '\u0000emote\u0000';

/** The chat lines; `self`: this viewer's name (no mute button on its own lines); `muting`: offer mute buttons. */
export function ChatLog({
  lines,
  names,
  self,
  muting = true,
}: {
  lines: readonly ChatLine[];
  names: readonly string[];
  self: string | null;
  muting?: boolean;
}) {
  const { t } = useTranslation(SOCIAL_NS);
  const lang = useLang();
  const muted = useMuted();
  const list = useRef<HTMLOListElement>(null);
  const isMuted = mutedBy(muted);
  const shown = lines.filter((l) => !isMuted(l.name));
  const hidden = lines.length - shown.length;
  const seatName = (n: number) => names[n] || t('seat', { n });
  // Keep the newest line in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the lines change
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [shown.length]);
  return (
    <>
      <ol className="chat-lines" ref={list} aria-live="polite" data-testid="chat-lines">
        {shown.length === 0 && <li className="muted">{t('empty')}</li>}
        {shown.map((l) => (
          <li key={l.n} className={`chat-line ${l.kind}`} data-testid="chat-line" data-kind={l.kind}>
            <b className="chat-name">{l.name}</b>
            {l.spectator && <em className="tag">{t('spectator')}</em>}
            {muting && l.name !== self && (
              <button
                type="button"
                className="link chat-mute"
                onClick={() => setMuted(l.name, true)}
                aria-label={t('mute', { name: l.name })}
                title={t('mute', { name: l.name })}
                data-testid="chat-mute"
              >
                ⊘
              </button>
            )}
            <span className="chat-text">{lineText(l, lang, seatName, t)}</span>
          </li>
        ))}
      </ol>
      {hidden > 0 && <p className="muted small">{t('hidden', { n: hidden })}</p>}
      {muting && muted.length > 0 && (
        <p className="chat-muted small">
          {t('muted')}{' '}
          {muted.map((n) => (
            <button key={n} type="button" className="link" onClick={() => setMuted(n, false)} data-testid="unmute">
              {t('unmute', { name: n })}
            </button>
          ))}
        </p>
      )}
    </>
  );
}
