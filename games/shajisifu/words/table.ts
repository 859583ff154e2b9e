/**
 * 杀机四伏's table in words, as one seat sees it: the header, a row per seat (state, hand, damage pile, identity,
 * notes), the attack or 碰 window in progress, the viewer's hand and identity with its win conditions (S-V1).
 */
import type { RenderOptions } from '@shaju/words';
import { painterOf, table } from '@shaju/words';
import {
  cardValue,
  DIAMOND,
  HEART,
  isLegalPlay,
  JOKER,
  rulesOf,
  type ShajisifuConfig,
  type ShajisifuView,
  suitOf,
  type WinCondition,
} from '../src/index.ts';
import { attackDamage } from './facts.ts';
import { messages } from './messages.ts';
import {
  cardLong,
  cardShort,
  cardsText,
  cardText,
  identityName,
  identityText,
  immunityText,
  paintSuit,
  seatName,
  sortCards,
  withNumbers,
} from './names.ts';

type PV = ShajisifuView['players'][number];

const SUIT_LETTER = ['S', 'H', 'C', 'D', 'J'] as const;

/**
 * A damage pile: its cards (repeated values marked), the total (marked from 10 below the death total) and a warning
 * per repeated value. Values and the death total are the game's (`config`).
 */
function damageCell(p: PV, config: ShajisifuConfig, o: RenderOptions): string {
  if (p.damage.length === 0) return '—';
  const paint = painterOf(o);
  const counts = new Map<number, number>();
  for (const c of p.damage) counts.set(cardValue(c, config), (counts.get(cardValue(c, config)) ?? 0) + 1);
  const cards = p.damage
    .map((c) => ((counts.get(cardValue(c, config)) ?? 0) >= 2 ? paint('pair', cardShort(c, o.lang)) : cardText(c, o)))
    .join(' ');
  const near = p.damageTotal >= rulesOf(config).deathTotal - 10;
  const total = near ? paint('danger', String(p.damageTotal)) : String(p.damageTotal);
  const t = messages(o.lang).table;
  const reps = [...counts.entries()].filter(([, n]) => n >= 2).map(([v, n]) => t.repeated(v, n));
  return `${cards} = ${total}${reps.length > 0 ? ` ${paint('warning', `⚠ ${reps.join(' ')}`)}` : ''}`;
}

function notesCell(p: PV, v: ShajisifuView, o: RenderOptions): string {
  const m = messages(o.lang);
  const parts: string[] = [];
  if (!p.alive) parts.push(m.table.deathNote(p.deathOrder, p.killer >= 0 ? seatName(p.killer, v.seat, o.lang) : null));
  if (p.kills.length > 0) parts.push(m.table.kills(p.kills.map((s) => seatName(s, v.seat, o.lang)).join(m.listSep)));
  return parts.join(m.clauseSep);
}

/** The two win conditions of the viewer's identity in words (with the ♥ neighbours named), one line each. */
function conditionLines(v: ShajisifuView, me: PV, o: RenderOptions): string[] {
  const m = messages(o.lang);
  const t = m.table;
  const suit = suitOf(me.identity as number);
  const letter = SUIT_LETTER[suit] as string;
  const on = rulesOf(v.config).win;
  let a = withNumbers(m.conditionsYou[`${letter}-A`] ?? '', v.config);
  let b = withNumbers(m.conditionsYou[`${letter}-B`] ?? '', v.config);
  if (!on[`${letter}-A` as WinCondition]) a += t.condOff;
  if (!on[`${letter}-B` as WinCondition]) b += t.condOff;
  const n = v.players.length;
  if (suit === HEART) {
    const ns = [(me.seat + n - 1) % n, (me.seat + 1) % n].map((s) => {
      const p = v.players[s] as PV;
      return `${seatName(s, v.seat, o.lang)} ${p.alive ? t.aliveShort : t.deadShort}`;
    });
    a += t.neighbours(ns[0] as string, ns[1] as string);
  }
  if (suit === DIAMOND && v.hand) a += t.progress(t.handProgress(v.hand.length));
  return [`  ${t.condA}${a}`, `  ${t.condB}${b}`, `  ${t.condAny}${on.sole ? '' : t.condOff}`];
}

function headerLine(v: ShajisifuView, o: RenderOptions): string {
  const top = v.discardTop;
  return painterOf(o)(
    'title',
    messages(o.lang).table.header(
      v.turns,
      v.result ? null : seatName(v.turn, v.seat, o.lang),
      top >= 0 ? cardText(top, o) : '—',
      top >= 0 && suitOf(top) !== JOKER ? cardLong(top, o.lang) : null,
      v.drawCount,
      v.discardCount,
    ),
  );
}

function playerRows(v: ShajisifuView, o: RenderOptions): string[] {
  const m = messages(o.lang);
  const t = m.table;
  const paint = painterOf(o);
  const rows: string[][] = [t.cols.map((c) => paint('dim', c))];
  for (const p of v.players) {
    const mark = p.seat === v.turn && v.result === null ? '>' : ' ';
    const name = `${mark}${t.seatCell(p.seat)}${p.seat === v.seat ? ` ${paint('you', m.you)}` : ''}`;
    let id = t.unknown;
    if (p.identity !== null) id = identityText(p.identity, o, p.revealed ? undefined : t.hidden);
    rows.push([
      p.seat === v.seat ? paint('strong', name) : name,
      p.alive ? paint('good', t.alive) : paint('bad', t.dead),
      p.alive ? String(p.handCount) : '—',
      damageCell(p, v.config, o),
      id,
      notesCell(p, v, o),
    ]);
  }
  return table(rows, ['l', 'l', 'r']);
}

/** The attack or 碰 window in progress, if any. */
function inProgressLines(v: ShajisifuView, o: RenderOptions): string[] {
  const t = messages(o.lang).table;
  const lines: string[] = [];
  if (v.attack) {
    const sum = attackDamage(v);
    const a = seatName(v.attack.attacker, v.seat, o.lang);
    const target = seatName(v.attack.target, v.seat, o.lang);
    lines.push(painterOf(o)('warning', t.attack(a, target, cardsText(v.attack.flips, o), sum)));
  }
  if (v.claim) lines.push(t.claim(seatName(v.claim.from, v.seat, o.lang), cardText(v.claim.card, o)));
  return lines;
}

/** The viewer's hand, sorted; cards that are not legal plays on the current top are dimmed. */
function handLines(v: ShajisifuView, o: RenderOptions): string[] {
  if (v.seat === null || !v.hand || !(v.players[v.seat] as PV).alive) return [];
  const paint = painterOf(o);
  const hand = sortCards(v.hand).map((c) =>
    isLegalPlay(c, v.discardTop) ? cardText(c, o) : paint('dim', cardShort(c, o.lang)),
  );
  return [messages(o.lang).table.hand(v.hand.length, hand.length > 0 ? hand.join(' ') : '—')];
}

/** Once the game is over (the kit's `finalView` fills `hand`): every seat's last hand. */
function lastHandLines(v: ShajisifuView, o: RenderOptions): string[] {
  const m = messages(o.lang).table;
  const out: string[] = [];
  for (const p of v.players) {
    if (p.hand === undefined) continue;
    const cards =
      p.hand.length > 0
        ? sortCards(p.hand)
            .map((c) => cardShort(c, o.lang))
            .join(' ')
        : '—';
    out.push(m.lastHand(seatName(p.seat, v.seat, o.lang), cards));
  }
  return out;
}

function identityLines(v: ShajisifuView, o: RenderOptions): string[] {
  if (v.seat === null) return [];
  const me = v.players[v.seat] as PV;
  if (me.identity === null) return [];
  const name = paintSuit(me.identity, identityName(suitOf(me.identity), o.lang), o);
  return [
    messages(o.lang).table.identity(
      painterOf(o)('strong', name),
      cardText(me.identity, o),
      me.revealed,
      immunityText(me.identity, o.lang),
    ),
    ...conditionLines(v, me, o),
  ];
}

/** The table as `view.seat` sees it (see `GameRenderer.table`). */
export function renderTable(v: ShajisifuView, o: RenderOptions): string[] {
  return [
    headerLine(v, o),
    ...playerRows(v, o),
    ...inProgressLines(v, o),
    ...handLines(v, o),
    ...identityLines(v, o),
    ...lastHandLines(v, o),
  ];
}

/**
 * A short status for a prompt that follows the viewer's own previous decision with nothing else in between: the
 * header line, the attack or 碰 window in progress, and the viewer's hand.
 */
export function renderBrief(v: ShajisifuView, o: RenderOptions): string[] {
  return [headerLine(v, o), ...inProgressLines(v, o), ...handLines(v, o)];
}
