/**
 * The chat of a finished game on its replay page: the lines the server stored with the game (`chat` of
 * `GET /api/games/:id`), each shown from the step at which it was said, in time order.
 */
import type { ChatLine } from '@shaju/protocol/chat';
import { useTranslation } from 'react-i18next';
import { ChatLog } from './ChatLog.tsx';
import { SOCIAL_NS } from './strings.ts';
import './social.css';

const KINDS = new Set(['text', 'phrase', 'emote']);

/** The well-formed chat lines of a game record's `chat` field (anything else is left out), in the order said. */
export function parseChat(data: unknown): ChatLine[] {
  const chat = (data as { chat?: unknown } | null)?.chat;
  if (!Array.isArray(chat)) return [];
  const ok = chat.filter(
    (l): l is ChatLine =>
      typeof l === 'object' &&
      l !== null &&
      Number.isInteger(l.n) &&
      typeof l.at === 'number' &&
      (l.seq === null || Number.isInteger(l.seq)) &&
      typeof l.name === 'string' &&
      (l.seat === null || Number.isInteger(l.seat)) &&
      typeof l.spectator === 'boolean' &&
      KINDS.has(l.kind) &&
      typeof l.body === 'string' &&
      (l.target === undefined || Number.isInteger(l.target)),
  );
  return ok.sort((a, b) => a.n - b.n);
}

/** The lines said up to step `step` (decisions applied) of the replay. */
export function ReplayChat({
  lines,
  step,
  names,
}: {
  lines: readonly ChatLine[];
  step: number;
  names: readonly string[];
}) {
  const { t } = useTranslation(SOCIAL_NS);
  const shown = lines.filter((l) => l.seq === null || l.seq <= step);
  return (
    <section className="chat panel replay-chat" data-testid="replay-chat" aria-label={t('title')}>
      <h3 className="chat-title">{t('title')}</h3>
      <ChatLog lines={shown} names={names} self={null} muting={false} />
    </section>
  );
}
