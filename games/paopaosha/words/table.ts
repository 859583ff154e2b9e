/**
 * 跑跑杀's table in words, as one seat sees it: the header (round, turn, piles), a row per seat, the cards in play,
 * the viewer's hand and identity, and the question being asked.
 */
import type { Lang, RenderOptions } from '@shaju/words';
import { painterOf, table } from '@shaju/words';
import { CHARACTERS, kindOf, NATIONS, type PaopaoshaView, type SeatView } from '../src/index.ts';
import { entryWords, say, subjectVars, wordsWith } from './content.ts';
import { messages } from './messages.ts';
import {
  cardLabel,
  cardsLabel,
  characterName,
  hpText,
  identityGoal,
  identityName,
  isBoss,
  kindName,
  SLOTS,
  seatName,
  seatRef,
  sortCards,
} from './names.ts';
import { questionLines } from './question.ts';

/**
 * Where the game is, as the parts of a status line: `第 2 轮`, `第 5 回合`, `轮到 3号 小皮（出牌阶段）`
 * (en: `round 2`, `turn 5`, `seat 3 Xiaopi's turn (play phase)`); a single part while characters are chosen or when
 * the game is over.
 */
export function statusParts(v: PaopaoshaView, lang: Lang): string[] {
  const m = messages(lang);
  const phase = m.phases[v.phase] ?? v.phase;
  if (v.result) return [m.gameOver];
  if (v.phase === 'choose') return [phase];
  const c = v.players[v.turn]?.character;
  const plain = `${m.seat(v.turn)}${c && v.turn !== v.seat ? ` ${characterName(c, lang)}` : ''}`;
  return [m.round(v.round), m.turnNo(v.turns), m.whoseTurn(seatRef(v, v.turn, lang), plain, v.turn === v.seat, phase)];
}

function headerLine(v: PaopaoshaView, o: RenderOptions): string {
  const m = messages(o.lang);
  const top = v.discardTop >= 0 ? cardLabel(v.discardTop, o) : '—';
  const where = statusParts(v, o.lang).join(' · ');
  return painterOf(o)('title', `${m.title} · ${where} · `) + m.piles(v.drawCount, v.discardCount, top);
}

/**
 * P-T6: a weapon's uses left and whether this turn's use is spent, in its entry's words (`usesLeft`: 死神冥刀,
 * `死神冥刀还可用 2 次（本回合已用）`; the view's `mingdao`); null for a seat whose weapon has no such words. Shown in the
 * web table's seat details; the terminal's table keeps its columns.
 */
export function mingdaoNote(v: PaopaoshaView, p: SeatView, lang: Lang): string | null {
  const w = p.equip.weapon;
  const own = w >= 0 ? entryWords(kindOf(w), lang).usesLeft : undefined;
  if (own === undefined) return null;
  const spent = v.mingdao.spentThisTurn ? messages(lang).spentThisTurn : '';
  return say('usesLeft', own, { card: kindName(kindOf(w), lang), left: v.mingdao.left, spent }, v.config);
}

function equipCell(p: SeatView, o: RenderOptions): string {
  const m = messages(o.lang);
  const parts: string[] = [];
  for (const s of SLOTS) if (p.equip[s] >= 0) parts.push(`${m.slots[s]} ${cardLabel(p.equip[s], o)}`);
  return parts.length === 0 ? '—' : parts.join(m.clauseSep);
}

function identityCell(v: PaopaoshaView, p: SeatView, o: RenderOptions): string {
  if (p.identity === null) return '?';
  const m = messages(o.lang);
  const name = identityName(p.identity, o.lang, isBoss(v));
  const styled = p.identity === 'guozhu' ? painterOf(o)('lord', name) : name;
  if (p.identityPublic || p.seat === v.seat) return styled;
  // Once the game is over every identity is shown (see `finalView`); the ones never made public say so.
  return v.result ? m.identityHidden(styled) : m.identitySeen(styled);
}

function distanceCell(p: SeatView, o: RenderOptions): string {
  if (p.distance === null) return '—';
  if (!p.inRange) return String(p.distance);
  return `${p.distance} ${painterOf(o)('good', messages(o.lang).inRange)}`;
}

function playerRows(v: PaopaoshaView, o: RenderOptions): string[] {
  const m = messages(o.lang);
  const paint = painterOf(o);
  const cols = m.columns.slice();
  cols.splice(3, 0, isBoss(v) ? m.sideColumn : m.identityColumn);
  const rows: string[][] = [cols.map((c) => paint('dim', c))];
  for (const p of v.players) {
    const mark = p.seat === v.turn && !v.result && v.phase !== 'choose' ? '>' : ' ';
    const you = p.seat === v.seat ? ` ${paint('you', m.you)}` : '';
    const name = `${mark} ${m.seat(p.seat)}${you}`;
    let ch: string;
    if (p.character === null) ch = m.choosing;
    else {
      const c = CHARACTERS[p.character];
      ch = m.characterCell(c.zh, c.en, NATIONS[c.nation][o.lang]);
    }
    rows.push([
      p.seat === v.seat ? paint('strong', name) : name,
      p.alive ? ch : paint('dim', ch),
      p.alive ? hpText(p.hp, p.maxHp, o, p.shield) : paint('bad', m.dead),
      identityCell(v, p, o),
      p.alive ? String(p.handCount) : '—',
      p.alive ? equipCell(p, o) : '—',
      p.judging.length > 0 ? cardsLabel(p.judging, o) : '—',
      String(p.score),
      distanceCell(p, o),
    ]);
  }
  return table(rows, ['l', 'l', 'l', 'l', 'r']);
}

function handText(hand: readonly number[], o: RenderOptions): string {
  return hand.length > 0
    ? sortCards(hand)
        .map((c) => cardLabel(c, o))
        .join(' ')
    : '—';
}

function handLines(v: PaopaoshaView, o: RenderOptions): string[] {
  if (v.seat === null || !v.hand || v.phase === 'choose') return [];
  const m = messages(o.lang);
  const out: string[] = [];
  const me = v.players[v.seat];
  if (me?.alive) out.push(m.yourHand(v.hand.length, handText(v.hand, o)));
  for (const c of v.controlling ?? [])
    out.push(m.controlledHand(seatRef(v, c.seat, o.lang), c.hand.length, handText(c.hand, o)));
  if (me?.alive && v.controlledBy >= 0)
    out.push(painterOf(o)('warning', m.controlledBy(seatRef(v, v.controlledBy, o.lang))));
  return out;
}

/** Once the game is over (the kit's `finalView` fills `hand`): every seat's last hand. */
function lastHandLines(v: PaopaoshaView, o: RenderOptions): string[] {
  const m = messages(o.lang);
  const out: string[] = [];
  for (const p of v.players)
    if (p.hand !== undefined) out.push(m.lastHand(seatName(p.seat, v.seat, o.lang), handText(p.hand, o)));
  return out;
}

function identityLines(v: PaopaoshaView, o: RenderOptions): string[] {
  if (v.seat === null) return [];
  const me = v.players[v.seat];
  if (!me || me.identity === null || v.result) return [];
  const m = messages(o.lang);
  const boss = isBoss(v);
  const name = painterOf(o)('strong', identityName(me.identity, o.lang, boss));
  const goal = identityGoal(me.identity, o.lang, boss);
  return [boss ? m.yourSide(name, goal) : m.yourIdentity(name, goal)];
}

function inPlayLines(v: PaopaoshaView, o: RenderOptions): string[] {
  if (v.result) return [];
  const m = messages(o.lang);
  const out: string[] = [];
  const onTable = v.table.filter((c) => !v.harvest.includes(c));
  if (onTable.length > 0) out.push(m.resolving(cardsLabel(onTable, o)));
  if (v.harvest.length > 0) out.push(harvestLine(v, o));
  for (const x of v.armed ?? []) {
    const own = entryWords(kindOf(x.card), o.lang).armed;
    const [card, who] = [cardLabel(x.card, o), seatRef(v, x.seat, o.lang)];
    out.push(own !== undefined ? say('armed', own, { card, who }, v.config) : m.armedCard(card, who));
  }
  for (const p of v.players) if (p.alive) out.push(...controlLines(v, p, o.lang));
  return out;
}

/** The cards revealed for everyone to pick from, in the words of the card that revealed them (收获子弹). */
function harvestLine(v: PaopaoshaView, o: RenderOptions): string {
  const cards = cardsLabel(v.harvest, o);
  const own = wordsWith('harvest', o.lang)?.words;
  return own !== undefined ? say('harvest', own, { cards }, v.config) : messages(o.lang).harvestLeft(cards);
}

/** A seat under control (海洋公主) or commanded next turn (司令部), in the words of what gives it. */
function controlLines(v: PaopaoshaView, p: SeatView, lang: Lang): string[] {
  const m = messages(lang);
  const out: string[] = [];
  const who = seatRef(v, p.seat, lang);
  const vars = { ...subjectVars(who, p.seat === v.seat, lang), turns: p.controlTurns };
  if (p.controller >= 0) {
    const own = wordsWith('controlled', lang)?.words;
    const by = seatRef(v, p.controller, lang);
    out.push(
      own !== undefined ? say('controlled', own, { ...vars, by }, v.config) : m.controlledSeat(who, by, p.controlTurns),
    );
  }
  if (p.commandBy >= 0) {
    const own = wordsWith('commanded', lang)?.words;
    const by = seatRef(v, p.commandBy, lang);
    out.push(own !== undefined ? say('controlled', own, { ...vars, by }, v.config) : m.commandedSeat(who, by));
  }
  return out;
}

/** The table as `view.seat` sees it (see `GameRenderer.table`), with the question being asked last. */
export function renderTable(v: PaopaoshaView, o: RenderOptions): string[] {
  return [
    headerLine(v, o),
    ...playerRows(v, o),
    ...inPlayLines(v, o),
    ...handLines(v, o),
    ...identityLines(v, o),
    ...lastHandLines(v, o),
    ...questionLines(v, o),
  ];
}

/** A short status right after the viewer's own move: header, cards in play, hand, and the question. */
export function renderBrief(v: PaopaoshaView, o: RenderOptions): string[] {
  return [headerLine(v, o), ...inPlayLines(v, o), ...handLines(v, o), ...questionLines(v, o)];
}
