/**
 * A bot's strength as a menu: every bot kind of the game with its level word and title (easy · random, normal ·
 * smart, hard · search: docs/bots.md). The create form uses it for the room's bots, the lobby for one bot seat.
 */
import { findManifest } from '@shaju/games';
import type { BotLevel } from '@shaju/runtime';
import { useTranslation } from 'react-i18next';
import { botLabel } from '../games/names.ts';
import { useLang } from '../i18n.ts';

/** The strength menu of game `game`'s bots; `value` is a bot kind id. */
export function BotStrength({
  game,
  value,
  onChange,
  label,
  testId,
}: {
  game: string;
  value: string;
  onChange: (kind: string) => void;
  /** The menu's accessible name (the create form's visible label names it already: omit it there). */
  label?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const word = (l: BotLevel) => t(`level.${l}`);
  return (
    <select value={value} onChange={(e) => onChange(e.target.value)} aria-label={label} data-testid={testId}>
      {(findManifest(game)?.bots ?? []).map((b) => (
        <option key={b.id} value={b.id}>
          {botLabel(game, b.id, lang, word)}
        </option>
      ))}
    </select>
  );
}
