/**
 * The home page's form that creates a room: game, players, bots and their kind, the game's mode and room options (all
 * from the game's manifest), turn time and privacy.
 */
import { GAMES, manifestOf } from '@shaju/games';
import type { CreateRoomOptionsInput } from '@shaju/protocol';
import { type BotPace, PACES } from '@shaju/protocol/constants';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { botLabel, modeLabel } from '../games/names.ts';
import { type Lang, useLang } from '../i18n.ts';
import { draftInMode, type RulesDraft, useCatalogue } from '../rules-options/catalogue.ts';
import { RulesFields } from '../rules-options/RulesFields.tsx';
import { NumberField, useFieldChangeHold } from '../ui/NumberField.tsx';

/** The player counts game `id` allows in mode `mode` (its manifest's mode; the game's own range without one). */
function range(id: string, mode?: string): [number, number] {
  const m = manifestOf(id);
  const r = m.modes.find((x) => x.id === mode)?.players;
  return r ? [r[0], r[1]] : [m.players.min, m.players.max];
}

/** The game-specific part of the form for one game: its mode and its room options. */
interface GameChoices {
  readonly mode: string;
  readonly options: Readonly<Record<string, boolean>>;
}

/** A new game's choices: its first mode and every room option at its default. */
function defaultChoices(id: string): GameChoices {
  const m = manifestOf(id);
  return {
    mode: m.modes[0]?.id ?? '',
    options: Object.fromEntries((m.roomOptions ?? []).map((o) => [o.id, o.default])),
  };
}

/**
 * The game's configuration fields the form sets: `mode` for a game with several modes, and every room option. A game
 * with one mode gets no `mode` (its rules take their default).
 */
export function gameConfig(id: string, c: GameChoices, options?: ReadonlySet<string>): Record<string, unknown> {
  const m = manifestOf(id);
  const config: Record<string, unknown> = m.modes.length > 1 ? { mode: c.mode } : {};
  // A room option that is also a rule option is set in the rules panel instead (`options`: the catalogue's ids).
  for (const o of m.roomOptions ?? []) if (!options?.has(o.id)) config[o.id] = c.options[o.id] ?? o.default;
  return config;
}

/** The game's mode choice and room option switches. */
function GameFields({
  game,
  choices,
  lang,
  onChange,
  hide,
}: {
  game: string;
  choices: GameChoices;
  lang: Lang;
  onChange: (c: GameChoices) => void;
  /** Room options not to show (those the rules panel sets). */
  hide?: ReadonlySet<string>;
}) {
  const { t } = useTranslation();
  const m = manifestOf(game);
  return (
    <>
      {m.modes.length > 1 && (
        <label className="field">
          <span>{t('home.mode')}</span>
          <select
            data-testid="mode"
            value={choices.mode}
            onChange={(e) => onChange({ ...choices, mode: e.target.value })}
          >
            {m.modes.map((x) => (
              <option key={x.id} value={x.id}>
                {modeLabel(x, lang)}
              </option>
            ))}
          </select>
        </label>
      )}
      {(m.roomOptions ?? [])
        .filter((o) => !hide?.has(o.id))
        .map((o) => (
          <label key={o.id} className="check">
            <input
              type="checkbox"
              checked={choices.options[o.id] ?? o.default}
              onChange={(e) => onChange({ ...choices, options: { ...choices.options, [o.id]: e.target.checked } })}
            />{' '}
            {o.title[lang]}
          </label>
        ))}
    </>
  );
}

/** Notes the form shows under the count fields when it changed a count by itself (never silently). */
interface SeatNotes {
  readonly players?: string;
  readonly bots?: string;
}

/**
 * The counts of the form: players (in the game's range) and bots (at most one fewer than the players). Lowering the
 * players below the bots lowers the bots, and says so under the bots field.
 */
function SeatFields({
  range: [min, max],
  players,
  bots,
  notes,
  onChange,
}: {
  range: [number, number];
  players: number;
  bots: number;
  notes: SeatNotes;
  onChange: (players: number, bots: number, notes: SeatNotes) => void;
}) {
  const { t } = useTranslation();
  const setPlayers = (p: number) => {
    const b = Math.min(bots, p - 1);
    onChange(p, b, b < bots ? { bots: t('home.botsLowered', { bots: b }) } : {});
  };
  return (
    <>
      <label className="field">
        <span>{t('home.players')}</span>
        <NumberField
          data-testid="players"
          min={min}
          max={max}
          value={players}
          note={notes.players}
          onValue={setPlayers}
        />
      </label>
      <label className="field">
        <span>{t('home.bots')}</span>
        <NumberField
          data-testid="bots"
          min={0}
          max={players - 1}
          value={bots}
          note={notes.bots}
          onValue={(n) => onChange(players, n, {})}
        />
      </label>
    </>
  );
}

/** The table's clock: the time to decide, and how quickly the bots answer (the room's pace). */
function ClockFields(p: {
  turnSeconds: number;
  setTurnSeconds: (n: number) => void;
  pace: BotPace;
  setPace: (pace: BotPace) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <label className="field">
        <span>{t('home.timer')}</span>
        <NumberField data-testid="turn-seconds" min={5} max={600} value={p.turnSeconds} onValue={p.setTurnSeconds} />
      </label>
      <label className="field">
        <span>{t('home.pace')}</span>
        <select data-testid="pace" value={p.pace} onChange={(e) => p.setPace(e.target.value as BotPace)}>
          {PACES.map((x) => (
            <option key={x} value={x}>
              {t(`pace.${x}`)}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

/** The create-a-room form; `onCreate` gets the protocol's room options. */
export function CreateForm({ busy, onCreate }: { busy: boolean; onCreate: (opts: CreateRoomOptionsInput) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const first = GAMES[0]?.id ?? '';
  const [game, setGame] = useState(first);
  const [players, setPlayers] = useState(() => manifestOf(first).players.default);
  const [bots, setBots] = useState(() => manifestOf(first).players.default - 1);
  const [seatNotes, setSeatNotes] = useState<SeatNotes>({});
  const hold = useFieldChangeHold();
  const [botKind, setBotKind] = useState(() => manifestOf(first).defaultBot);
  // The mode and options chosen per game, kept when the game is switched away and back.
  const [choices, setChoices] = useState<Readonly<Record<string, GameChoices>>>({});
  const [turnSeconds, setTurnSeconds] = useState(30);
  const [pace, setPace] = useState<BotPace>('normal');
  const [priv, setPriv] = useState(false);
  const manifest = manifestOf(game);
  const mine = choices[game] ?? defaultChoices(game);
  // The rules (preset and changed options) per game, once its catalogue is loaded.
  const catalogue = useCatalogue(game);
  const [rules, setRules] = useState<Readonly<Record<string, RulesDraft>>>({});
  const ruleIds = catalogue ? new Set(catalogue.options.map((o) => o.id)) : undefined;
  const mode = manifest.modes.length > 1 ? mine.mode : undefined;
  const myRules = draftInMode(catalogue, rules[game], mode);

  // The player count brought into game `g`'s range in mode `m` (and the bots below it), saying so under the fields.
  const fitSeats = (g: string, m: string) => {
    const [lo, hi] = range(g, m);
    const p = Math.min(hi, Math.max(lo, players));
    const b = Math.min(bots, p - 1);
    setPlayers(p);
    setBots(b);
    setSeatNotes({
      players: p === players ? undefined : t('field.clamped', { value: p, min: lo, max: hi }),
      bots: b === bots ? undefined : t('home.botsLowered', { bots: b }),
    });
  };
  const pickGame = (g: string) => {
    setGame(g);
    fitSeats(g, (choices[g] ?? defaultChoices(g)).mode);
    const kinds = manifestOf(g).bots;
    if (!kinds.some((b) => b.id === botKind)) setBotKind(manifestOf(g).defaultBot);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (hold.take()) return; // a field just changed what was typed: its note shows now, the next press creates
    onCreate({
      game,
      players,
      bots: { count: bots, kind: botKind },
      config: gameConfig(game, mine, ruleIds),
      ...(catalogue ? { preset: myRules.preset, options: myRules.set } : {}),
      timer: { turnSeconds, responseSeconds: Math.min(120, Math.max(5, Math.round(turnSeconds / 2))), pace },
      private: priv,
    });
  };

  return (
    <form ref={hold.ref} onSubmit={submit} onInput={hold.clear} className="form-grid" data-testid="create-form">
      <label className="field">
        <span>{t('home.game')}</span>
        <select data-testid="game" value={game} onChange={(e) => pickGame(e.target.value)}>
          {GAMES.map((g) => (
            <option key={g.id} value={g.id}>
              {g.title[lang]}
            </option>
          ))}
        </select>
      </label>
      <SeatFields
        range={range(game, mine.mode)}
        players={players}
        bots={bots}
        notes={seatNotes}
        onChange={(p, b, notes) => {
          setPlayers(p);
          setBots(b);
          setSeatNotes(notes);
        }}
      />
      <label className="field">
        <span>{t('home.botKind')}</span>
        <select value={botKind} onChange={(e) => setBotKind(e.target.value)}>
          {manifest.bots.map((b) => (
            <option key={b.id} value={b.id}>
              {botLabel(game, b.id, lang, (l) => t(`level.${l}`))}
            </option>
          ))}
        </select>
      </label>
      <GameFields
        game={game}
        choices={mine}
        lang={lang}
        onChange={(c) => {
          setChoices((all) => ({ ...all, [game]: c }));
          if (c.mode !== mine.mode) fitSeats(game, c.mode);
        }}
        {...(ruleIds ? { hide: ruleIds } : {})}
      />
      {catalogue && (
        <RulesFields
          catalogue={catalogue}
          value={myRules}
          lang={lang}
          mode={mode}
          onChange={(d) => setRules((all) => ({ ...all, [game]: d }))}
        />
      )}
      <ClockFields turnSeconds={turnSeconds} setTurnSeconds={setTurnSeconds} pace={pace} setPace={setPace} />
      <label className="check">
        <input type="checkbox" checked={priv} onChange={(e) => setPriv(e.target.checked)} /> {t('home.private')}
      </label>
      <button type="submit" className="primary" data-testid="create" disabled={busy}>
        {t('home.create')}
      </button>
    </form>
  );
}
