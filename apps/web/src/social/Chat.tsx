/**
 * The room's chat, in the lobby and at the table: the lines (ChatLog.tsx), a text field (checked here as the server
 * checks it: @shaju/protocol's text checks and `CHAT_LIMITS.textMax`), the quick phrases and the emotes thrown at a
 * seat. The server refuses what is too long or too fast (`chat_limited`: the room's toast shows it).
 */
import { CHAT_LIMITS, type ChatLine, EMOTES, QUICK_PHRASES } from '@shaju/protocol/chat';
import { hasControl, hasDirectionControl, isVisible, isWellFormed } from '@shaju/protocol/text';
import { type FormEvent, memo, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../i18n.ts';
import { type GameSession, type SessionSnapshot, storedName } from '../net/session.ts';
import { ChatLog } from './ChatLog.tsx';
import { EmoteLayer } from './EmoteLayer.tsx';
import { EmoteIcon } from './emotes.ts';
import { SOCIAL_NS } from './strings.ts';
import './social.css';

const NO_LINES: readonly ChatLine[] = [];

/** Whether `text` is a chat line the server takes (protocol `ChatText`). */
export function validChat(text: string): boolean {
  const s = text.trim();
  return (
    s.length >= 1 &&
    s.length <= CHAT_LIMITS.textMax &&
    !hasControl(s) &&
    isWellFormed(s) &&
    isVisible(s) &&
    !hasDirectionControl(s)
  );
}

/**
 * The chat panel. `seat`: this viewer's seat (null: watching), `self`: its name, `send`: a protocol message,
 * `occupied`: the seats an emote may be thrown at (default: every seat of `names`).
 */
export const Chat = memo(function Chat({
  lines,
  names,
  seat,
  self,
  send,
  occupied,
}: {
  lines: readonly ChatLine[];
  names: readonly string[];
  seat: number | null;
  self: string | null;
  send: (type: string, payload: unknown) => void;
  occupied?: readonly number[] | undefined;
}) {
  const { t } = useTranslation(SOCIAL_NS);
  const lang = useLang();
  const [text, setText] = useState('');
  const [bad, setBad] = useState(false);
  const others = (occupied ?? names.map((_, i) => i)).filter((i) => i !== seat);
  const [picked, setTarget] = useState<number>(others[0] ?? 0);
  const target = others.includes(picked) ? picked : (others[0] ?? 0);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!validChat(text)) {
      setBad(true);
      return;
    }
    setBad(false);
    send('chat', { text: text.trim() });
    setText('');
  };
  return (
    <section className="chat panel" data-testid="chat" aria-label={t('title')}>
      <h3 className="chat-title">{t('title')}</h3>
      <ChatLog lines={lines} names={names} self={self} />
      <form className="chat-form row" onSubmit={submit}>
        <input
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={CHAT_LIMITS.textMax * 2}
          placeholder={t('placeholder', { max: CHAT_LIMITS.textMax })}
          aria-label={t('title')}
          aria-invalid={bad}
          data-testid="chat-input"
        />
        <button type="submit" data-testid="chat-send">
          {t('send')}
        </button>
      </form>
      {bad && (
        <p className="error small" role="alert">
          {t('badText', { max: CHAT_LIMITS.textMax })}
        </p>
      )}
      <details className="chat-tools">
        <summary>{t('phrases')}</summary>
        <div className="chat-phrases">
          {QUICK_PHRASES.map((p) => (
            <button
              key={p.id}
              type="button"
              onClick={() => send('phrase', { id: p.id })}
              data-testid={`phrase-${p.id}`}
            >
              {p[lang]}
            </button>
          ))}
        </div>
      </details>
      <details className="chat-tools">
        <summary>{t('emotes')}</summary>
        <div className="chat-emotes row">
          <label>
            {t('throwAt')}{' '}
            <select value={target} onChange={(e) => setTarget(Number(e.target.value))} data-testid="emote-target">
              {others.map((i) => (
                <option key={i} value={i}>
                  {names[i] || t('seat', { n: i })}
                </option>
              ))}
            </select>
          </label>
          {EMOTES.map((e) => (
            <button
              key={e.id}
              type="button"
              onClick={() => send('emote', { emote: e.id, seat: target })}
              title={e[lang]}
              aria-label={`${t('throwAt')} ${names[target] ?? ''}: ${e[lang]}`}
              data-testid={`emote-${e.id}`}
            >
              <EmoteIcon id={e.id} /> <span className="small">{e[lang]}</span>
            </button>
          ))}
        </div>
      </details>
    </section>
  );
});

/** A room's chat and its emotes over the seats, from the session's snapshot; `names`: the seats' names. */
export function RoomChat({
  snap,
  names,
  session,
}: {
  snap: SessionSnapshot;
  names: readonly string[];
  session: GameSession;
}) {
  const seat = snap.seat;
  const room = snap.room;
  const self = seat === null ? storedName() || null : (room?.seats[seat]?.name ?? null);
  const lines = snap.chat ?? NO_LINES;
  // Stable props: the memoised chat is not drawn again with every move of the game.
  const occupied = useMemo(() => room?.seats.filter((s) => s.kind !== 'empty').map((s) => s.index), [room]);
  const send = useCallback((type: string, payload: unknown) => session.send(type, payload), [session]);
  return (
    <>
      <Chat lines={lines} names={names} seat={seat} self={self} send={send} occupied={occupied} />
      <EmoteLayer lines={lines} />
    </>
  );
}
