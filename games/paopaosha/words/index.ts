/**
 * 跑跑杀 in words, in Chinese (default) and English: cards, characters, identities, the table as one seat sees it,
 * events (a turn at a time), menu labels for every kind of decision, the questions of response windows, and the
 * result. Pure functions of views, redacted events, legal decisions and (at the end of a game) the state.
 */

import type { EventPrinter, GameRenderer, Lang, Painter, RenderOptions } from '@shaju/words';
import { painterOf, table } from '@shaju/words';
import {
  CARD_KIND_IDS,
  CARD_KINDS,
  type CardKindId,
  CHARACTERS,
  type CharacterId,
  characterHp,
  IDENTITIES,
  type IdentityId,
  isWeaponCard,
  kindOf,
  NATIONS,
  type PaopaoshaDecision,
  type PaopaoshaEvent,
  type PaopaoshaState,
  type PaopaoshaView,
  rankLabel,
  rankOfCard,
  type SeatView,
  SKILLS,
  SUIT_LABELS,
  startingHp,
  subtypeOf,
  suitOfCard,
} from '../src/index.ts';

type D = PaopaoshaDecision;
type Slot = 'weapon' | 'armor' | 'mount' | 'book';

const ucfirst = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const SLOTS: readonly Slot[] = ['weapon', 'armor', 'mount', 'book'];
const SLOT_NAMES: Record<Lang, Record<Slot, string>> = {
  zh: { weapon: '武器', armor: '防具', mount: '坐骑', book: '技能书' },
  en: { weapon: 'weapon', armor: 'armor', mount: 'mount', book: 'book' },
};

// ---------------------------------------------------------------------------------------------------------------
// Cards, seats, characters, identities

/** The name of a card kind: `杀` / `Kill`. */
export function kindName(kind: CardKindId | '', lang: Lang): string {
  if (kind === '') return '?';
  const k = CARD_KINDS[kind];
  return lang === 'zh' ? k.zh : k.en;
}

/** A card with suit and rank: `杀♠7` (zh) or `Kill ♠7` (en); ♥♦ in red when colours are on. `-1` gives `?`. */
export function cardLabel(card: number, o: RenderOptions): string {
  if (card < 0) return '?';
  const suit = suitOfCard(card);
  const face = `${SUIT_LABELS[suit].symbol}${rankLabel(rankOfCard(card))}`;
  const text = `${kindName(kindOf(card), o.lang)}${o.lang === 'zh' ? '' : ' '}${face}`;
  return suit === 'H' || suit === 'D' ? painterOf(o)('suit-red', text) : text;
}

/** Several cards, separated by spaces (`—` when none). */
export function cardsLabel(cards: readonly number[], o: RenderOptions): string {
  return cards.length === 0 ? '—' : cards.map((c) => cardLabel(c, o)).join(' ');
}

const KIND_ORDER = new Map<CardKindId, number>(CARD_KIND_IDS.map((k, i) => [k, i]));
const SUIT_ORDER = { S: 0, H: 1, C: 2, D: 3 } as const;

/** Cards sorted as a hand is shown: basic, tricks, equipment (the card table's order), then suit and rank. */
export function sortCards(cards: readonly number[]): number[] {
  return cards
    .slice()
    .sort(
      (a, b) =>
        (KIND_ORDER.get(kindOf(a)) ?? 0) - (KIND_ORDER.get(kindOf(b)) ?? 0) ||
        SUIT_ORDER[suitOfCard(a)] - SUIT_ORDER[suitOfCard(b)] ||
        rankOfCard(a) - rankOfCard(b) ||
        a - b,
    );
}

/** `你`/`you` for the viewer, else `3号` / `seat 3`. */
export function seatName(seat: number, viewer: number | null, lang: Lang): string {
  if (seat === viewer) return lang === 'zh' ? '你' : 'you';
  return lang === 'zh' ? `${seat}号` : `seat ${seat}`;
}

/** A character's name: `蓝蓝` / `Lanlan`. */
export function characterName(id: CharacterId, lang: Lang): string {
  return lang === 'zh' ? CHARACTERS[id].zh : CHARACTERS[id].en;
}

/** A seat with its character when known: `3号 蓝蓝`, `你`, `seat 3 (Lanlan)`. */
export function seatRef(v: PaopaoshaView, seat: number, lang: Lang): string {
  const name = seatName(seat, v.seat, lang);
  const c = seat === v.seat ? null : (v.players[seat]?.character ?? null);
  if (c === null) return name;
  return lang === 'zh' ? `${name} ${characterName(c, lang)}` : `${name} (${characterName(c, lang)})`;
}

/**
 * An identity's name: `国主` / `Lord`. In boss mode (`boss`: P-B1) the two sides instead: the 海盗王 holds `guozhu`
 * and every 跑跑 `qiangdao`, so those read `海盗王` / `Pirate King` and `跑跑` / `Paopao`.
 */
export function identityName(id: IdentityId, lang: Lang, boss = false): string {
  if (boss && (id === 'guozhu' || id === 'qiangdao')) {
    if (id === 'guozhu') return lang === 'zh' ? '海盗王' : 'Pirate King';
    return lang === 'zh' ? '跑跑' : 'Paopao';
  }
  if (lang === 'zh') return IDENTITIES[id].zh;
  return { guozhu: 'Lord', dachen: 'Minister', qiangdao: 'Bandit', xiaozei: 'Thief' }[id];
}

/** Whether a view or state is of a boss-mode game (P-B1). */
export function isBoss(x: { readonly config: { readonly mode?: string } }): boolean {
  return x.config.mode === 'boss';
}

/** The identities in report order. */
export const IDENTITY_ORDER: readonly IdentityId[] = ['guozhu', 'dachen', 'qiangdao', 'xiaozei'];

const GOALS: Record<Lang, Record<IdentityId, string>> = {
  zh: {
    guozhu: '所有强盗和小贼都死亡时，与大臣一同获胜；你死亡则游戏立即结束。',
    dachen: '保护国主：所有强盗和小贼都死亡时，与国主一同获胜（即使你已死亡）。',
    qiangdao: '击败国主：国主死亡时，所有强盗（含已死亡者）获胜——除非那时只剩一名小贼存活。',
    xiaozei: '先消灭其他所有人，最后杀死国主：国主死亡时你是唯一存活者，独自获胜。',
  },
  en: {
    guozhu: 'win with the Ministers when every Bandit and Thief is dead; the game ends at once if you die.',
    dachen: 'protect the Lord: win with the Lord when every Bandit and Thief is dead (even if you have died).',
    qiangdao:
      'defeat the Lord: when the Lord dies every Bandit (dead or alive) wins, unless a lone Thief is the only one left.',
    xiaozei: 'kill everyone else first, the Lord last: win alone if you are the only one alive when the Lord dies.',
  },
};

const BOSS_GOALS: Record<Lang, { boss: string; team: string }> = {
  zh: {
    boss: '消灭所有跑跑即获胜；你死亡则跑跑队获胜。',
    team: '与其他跑跑合力击败海盗王：海盗王死亡时所有跑跑（含已死亡者）一同获胜；所有跑跑都死亡则海盗王获胜。',
  },
  en: {
    boss: 'kill every Paopao to win; if you die, the Paopao team wins.',
    team: 'defeat the Pirate King together: when he dies every Paopao (dead or alive) wins; if every Paopao dies, he wins.',
  },
};

/** An identity's goal in words, for its holder (`boss`: the goal of the side in boss mode). */
export function identityGoal(id: IdentityId, lang: Lang, boss = false): string {
  if (boss) return id === 'guozhu' ? BOSS_GOALS[lang].boss : BOSS_GOALS[lang].team;
  return GOALS[lang][id];
}

const CONDITIONS: Record<Lang, Record<string, string>> = {
  zh: {
    guozhu: '国主与大臣：所有强盗和小贼都已死亡',
    qiangdao: '强盗：国主死亡',
    xiaozei: '小贼：国主死亡时只剩自己存活',
    boss: '海盗王：所有跑跑都已死亡',
    team: '跑跑队：海盗王死亡',
    maxRounds: '平局：达到轮数上限',
  },
  en: {
    guozhu: 'Lord and Ministers: every Bandit and Thief is dead',
    qiangdao: 'Bandits: the Lord is dead',
    xiaozei: 'Thief: the only one alive when the Lord died',
    boss: 'Pirate King: every Paopao is dead',
    team: 'Paopao team: the Pirate King is dead',
    maxRounds: 'draw: round limit reached',
  },
};

/**
 * A result reason / win condition (`guozhu`, `qiangdao`, `xiaozei`; boss mode `boss`, `team`) in words. Unknown ids
 * are returned as is.
 */
export function conditionLabel(id: string, lang: Lang): string {
  return CONDITIONS[lang][id] ?? id;
}

/** HP as hearts and numbers: `♥♥♥♡ 3/4`. */
export function hpText(hp: number, maxHp: number, o: RenderOptions): string {
  const paint = painterOf(o);
  if (maxHp <= 0) return '—';
  const full = Math.max(0, Math.min(hp, 12));
  const empty = Math.max(0, Math.min(maxHp, 12) - full);
  const hearts = paint('hp', '♥'.repeat(full)) + paint('hp-lost', '♡'.repeat(empty));
  const nums = `${hp}/${maxHp}`;
  return `${hearts} ${hp <= 1 ? paint('hp-low', nums) : nums}`;
}

function skillKindLabel(kind: string, lang: Lang): string {
  const zh: Record<string, string> = { locked: '锁定技', triggered: '触发技', active: '主动技', conversion: '转化技' };
  const en: Record<string, string> = {
    locked: 'locked',
    triggered: 'triggered',
    active: 'active',
    conversion: 'conversion',
  };
  return (lang === 'zh' ? zh : en)[kind] ?? kind;
}

/** A skill's name by id: a character skill, or a skill book (by its card kind id). */
export function skillName(id: string, lang: Lang): string {
  const sk = (SKILLS as Record<string, { zh: string; en: string }>)[id];
  if (sk) return lang === 'zh' ? sk.zh : `${sk.en} (${sk.zh})`;
  const card = (CARD_KINDS as Record<string, { zh: string; en: string }>)[id];
  if (card) return lang === 'zh' ? card.zh : `${card.en} (${card.zh})`;
  return id;
}

/** A character in words for the choice menu: name, nation, HP, then each skill with its text (several lines). */
export function characterLines(v: PaopaoshaView, id: CharacterId, o: RenderOptions): string[] {
  const c = CHARACTERS[id];
  const paint = painterOf(o);
  const zh = o.lang === 'zh';
  const nation = zh ? NATIONS[c.nation].zh : NATIONS[c.nation].en;
  const hp = startingHp(v.config, id, v.seat === v.lord);
  const bonus = hp !== characterHp(v.config, id);
  const head = zh
    ? `${paint('strong', c.zh)} · ${nation} · 体力 ${hp}${bonus ? '（含国主 +1）' : ''}`
    : `${paint('strong', c.en)} (${c.zh}) · ${nation} · HP ${hp}${bonus ? ' (Lord +1 included)' : ''}`;
  const lines = [head];
  for (const s of c.skills) {
    const sk = SKILLS[s];
    const name = zh ? sk.zh : `${sk.en} (${sk.zh})`;
    const kind = skillKindLabel(sk.kind, o.lang);
    // The English texts of locked skills open with "Locked:", which the bracket already says.
    const textEn = sk.textEn.replace(new RegExp(`^${kind}[:：]\\s*`, 'i'), '');
    lines.push(zh ? `${name}〔${kind}〕：${sk.textZh}` : `${name} [${kind}]: ${ucfirst(textEn)}`);
  }
  return lines;
}

/** The Chinese or English name of a slot. */
function slotOf(card: number): Slot | null {
  const sub = subtypeOf(card);
  return sub === 'weapon' || sub === 'armor' || sub === 'mount' || sub === 'book' ? sub : null;
}

/** Which of a seat's places a card is in (for choose options): an equipment slot, or the cards in front of them. */
function placeOf(p: SeatView | undefined, card: number, lang: Lang): string {
  if (p) for (const s of SLOTS) if (p.equip[s] === card) return SLOT_NAMES[lang][s];
  return lang === 'zh' ? '面前' : 'in front';
}

// ---------------------------------------------------------------------------------------------------------------
// The table

const PHASES: Record<Lang, Record<string, string>> = {
  zh: {
    choose: '选择人物',
    start: '回合开始',
    draw: '摸牌阶段',
    play: '出牌阶段',
    discard: '弃牌阶段',
    end: '回合结束',
    over: '已结束',
  },
  en: {
    choose: 'choosing characters',
    start: 'turn start',
    draw: 'draw phase',
    play: 'play phase',
    discard: 'discard phase',
    end: 'turn end',
    over: 'over',
  },
};

/**
 * Where the game is, as the parts of a status line: `第 2 轮`, `第 5 回合`, `轮到 3号 小皮（出牌阶段）`
 * (en: `round 2`, `turn 5`, `seat 3 Xiaopi's turn (play phase)`); a single part while characters are chosen or when
 * the game is over.
 */
export function statusParts(v: PaopaoshaView, lang: Lang): string[] {
  const zh = lang === 'zh';
  const phase = PHASES[lang][v.phase] ?? v.phase;
  if (v.result) return [zh ? '游戏已结束' : 'game over'];
  if (v.phase === 'choose') return [phase];
  const who = seatRef(v, v.turn, lang);
  const c = v.players[v.turn]?.character;
  const whose =
    v.turn === v.seat
      ? 'your turn'
      : `seat ${v.turn}${c && v.turn !== v.seat ? ` ${characterName(c, 'en')}` : ''}'s turn`;
  return zh
    ? [`第 ${v.round} 轮`, `第 ${v.turns} 回合`, `轮到 ${who}（${phase}）`]
    : [`round ${v.round}`, `turn ${v.turns}`, `${whose} (${phase})`];
}

function headerLine(v: PaopaoshaView, o: RenderOptions): string {
  const zh = o.lang === 'zh';
  const paint = painterOf(o);
  const top = v.discardTop >= 0 ? cardLabel(v.discardTop, o) : '—';
  const where = statusParts(v, o.lang).join(' · ');
  const piles = zh
    ? `牌堆 ${v.drawCount} 张 · 弃牌堆 ${v.discardCount} 张（顶 ${top}）`
    : `draw pile ${v.drawCount} · discard pile ${v.discardCount} (top ${top})`;
  return paint('title', `${zh ? '跑跑杀' : 'Paopaosha'} · ${where} · `) + piles;
}

function equipCell(p: SeatView, o: RenderOptions): string {
  const parts: string[] = [];
  for (const s of SLOTS) if (p.equip[s] >= 0) parts.push(`${SLOT_NAMES[o.lang][s]} ${cardLabel(p.equip[s], o)}`);
  return parts.length === 0 ? '—' : parts.join(o.lang === 'zh' ? '；' : '; ');
}

function identityCell(v: PaopaoshaView, p: SeatView, o: RenderOptions): string {
  const paint = painterOf(o);
  if (p.identity === null) return '?';
  const name = identityName(p.identity, o.lang, isBoss(v));
  const styled = p.identity === 'guozhu' ? paint('lord', name) : name;
  if (p.identityPublic || p.seat === v.seat) return styled;
  // Once the game is over every identity is shown (see `finalView`); the ones never made public say so.
  if (v.result) return o.lang === 'zh' ? `${styled}（未公开）` : `${styled} (hidden)`;
  return o.lang === 'zh' ? `${styled}（你看到的）` : `${styled} (seen)`;
}

function distanceCell(p: SeatView, o: RenderOptions): string {
  if (p.distance === null) return '—';
  const paint = painterOf(o);
  if (!p.inRange) return String(p.distance);
  return `${p.distance} ${paint('good', o.lang === 'zh' ? '杀可及' : 'in range')}`;
}

function playerRows(v: PaopaoshaView, o: RenderOptions): string[] {
  const zh = o.lang === 'zh';
  const paint = painterOf(o);
  const side = isBoss(v) ? (zh ? '阵营' : 'Side') : zh ? '身份' : 'Identity';
  const cols = zh
    ? ['座位', '人物', '体力', side, '手牌', '装备', '面前的牌', '积分', '距离']
    : ['Seat', 'Character', 'HP', side, 'Hand', 'Equipment', 'In front', 'Score', 'Distance'];
  const rows: string[][] = [cols.map((c) => paint('dim', c))];
  for (const p of v.players) {
    const mark = p.seat === v.turn && !v.result && v.phase !== 'choose' ? '>' : ' ';
    const you = p.seat === v.seat ? ` ${paint('you', zh ? '你' : 'you')}` : '';
    const name = `${mark} ${zh ? `${p.seat}号` : `seat ${p.seat}`}${you}`;
    let ch: string;
    if (p.character === null) ch = zh ? '（选择中）' : '(choosing)';
    else {
      const c = CHARACTERS[p.character];
      ch = zh ? `${c.zh}（${NATIONS[c.nation].zh}）` : `${c.en} (${NATIONS[c.nation].en})`;
    }
    rows.push([
      p.seat === v.seat ? paint('strong', name) : name,
      p.alive ? ch : paint('dim', ch),
      p.alive ? hpText(p.hp, p.maxHp, o) : paint('bad', zh ? '✝ 已死亡' : '✝ dead'),
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

/** The hand of `seat` as the viewer sees it: its own, or one it controls (海洋公主, 司令部); null otherwise. */
export function handOf(v: PaopaoshaView, seat: number | null): readonly number[] | null {
  if (seat === null) return null;
  if (seat === v.seat) return v.hand;
  return v.controlling?.find((c) => c.seat === seat)?.hand ?? null;
}

/**
 * The seat whose request the viewer answers now: itself when asked, else a seat it controls that is asked; null when
 * the viewer has nothing to answer.
 */
export function actorOf(v: PaopaoshaView): number | null {
  if (v.ask?.you) return v.seat;
  return v.controlling?.find((c) => c.asked)?.seat ?? null;
}

function handLines(v: PaopaoshaView, o: RenderOptions): string[] {
  if (v.seat === null || !v.hand || v.phase === 'choose') return [];
  const zh = o.lang === 'zh';
  const out: string[] = [];
  const me = v.players[v.seat];
  if (me?.alive) {
    const text =
      v.hand.length > 0
        ? sortCards(v.hand)
            .map((c) => cardLabel(c, o))
            .join(' ')
        : '—';
    out.push(zh ? `你的手牌（${v.hand.length} 张）：${text}` : `Your hand (${v.hand.length}): ${text}`);
  }
  for (const c of v.controlling ?? []) {
    const text =
      c.hand.length > 0
        ? sortCards(c.hand)
            .map((x) => cardLabel(x, o))
            .join(' ')
        : '—';
    const who = seatRef(v, c.seat, o.lang);
    out.push(
      zh
        ? `你控制的 ${who} 的手牌（${c.hand.length} 张）：${text}`
        : `Hand of ${who}, whom you control (${c.hand.length}): ${text}`,
    );
  }
  if (me?.alive && v.controlledBy >= 0)
    out.push(
      painterOf(o)(
        'warning',
        zh
          ? `你正被 ${seatRef(v, v.controlledBy, 'zh')} 控制：由其替你作出决定。`
          : `You are controlled by ${seatRef(v, v.controlledBy, 'en')}: they make your decisions.`,
      ),
    );
  return out;
}

function identityLines(v: PaopaoshaView, o: RenderOptions): string[] {
  if (v.seat === null) return [];
  const me = v.players[v.seat];
  if (!me || me.identity === null || v.result) return [];
  const paint = painterOf(o);
  const boss = isBoss(v);
  const name = paint('strong', identityName(me.identity, o.lang, boss));
  const goal = identityGoal(me.identity, o.lang, boss);
  if (boss) return [o.lang === 'zh' ? `你的阵营：${name} —— ${goal}` : `Your side: ${name} — ${goal}`];
  return [o.lang === 'zh' ? `你的身份：${name} —— ${goal}` : `Your identity: ${name} — ${goal}`];
}

function inPlayLines(v: PaopaoshaView, o: RenderOptions): string[] {
  if (v.result) return [];
  const zh = o.lang === 'zh';
  const out: string[] = [];
  const onTable = v.table.filter((c) => !v.harvest.includes(c));
  if (onTable.length > 0) out.push(zh ? `结算中：${cardsLabel(onTable, o)}` : `Resolving: ${cardsLabel(onTable, o)}`);
  if (v.harvest.length > 0)
    out.push(
      zh ? `收获子弹 亮出待选：${cardsLabel(v.harvest, o)}` : `Bullet Harvest cards left: ${cardsLabel(v.harvest, o)}`,
    );
  for (const x of v.armed ?? [])
    out.push(
      zh
        ? `已激活的永恒之火：${cardLabel(x.card, o)} 在 ${seatRef(v, x.seat, 'zh')} 手中`
        : `Armed Eternal Fire: ${cardLabel(x.card, o)}, held by ${seatRef(v, x.seat, 'en')}`,
    );
  for (const p of v.players) {
    if (!p.alive) continue;
    if (p.controller >= 0)
      out.push(
        zh
          ? `${seatRef(v, p.seat, 'zh')} 由 ${seatRef(v, p.controller, 'zh')} 控制（海洋公主，还剩 ${p.controlTurns} 个回合）`
          : `${ucfirst(seatRef(v, p.seat, 'en'))} is controlled by ${seatRef(v, p.controller, 'en')} (Ocean Princess, ${p.controlTurns} more turns)`,
      );
    if (p.commandBy >= 0)
      out.push(
        zh
          ? `${seatRef(v, p.seat, 'zh')} 的下个回合由 ${seatRef(v, p.commandBy, 'zh')} 指挥（司令部）`
          : `${ucfirst(seatRef(v, p.seat, 'en'))}'s next turn is commanded by ${seatRef(v, p.commandBy, 'en')} (Headquarters)`,
      );
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
    ...questionLines(v, o),
  ];
}

/** A short status right after the viewer's own move: header, cards in play, hand, and the question. */
export function renderBrief(v: PaopaoshaView, o: RenderOptions): string[] {
  return [headerLine(v, o), ...inPlayLines(v, o), ...handLines(v, o), ...questionLines(v, o)];
}

// ---------------------------------------------------------------------------------------------------------------
// The question being asked

/** The 杀 damage `seat` deals (1, +1 大炮, +1 狼狗), from public equipment. */
function shaDamageOf(v: PaopaoshaView, seat: number): number {
  const p = v.players[seat];
  if (!p) return 1;
  const w = p.equip.weapon >= 0 ? kindOf(p.equip.weapon) : '';
  const m = p.equip.mount >= 0 ? kindOf(p.equip.mount) : '';
  return 1 + (w === 'dapao' ? 1 : 0) + (m === 'langgou' ? 1 : 0);
}

/** Words for a choice code of a skill or card this renderer does not know by name. */
function reasonName(reason: string, lang: Lang): string {
  const base = reason.replace(/-.*$/, '');
  if (Object.hasOwn(CARD_KINDS, base)) return kindName(base as CardKindId, lang);
  const named = skillName(base, lang);
  return named === base ? reason : named;
}

/**
 * What the viewer is asked now, in words (one line; empty when it has nothing to answer). `actor` is the seat the
 * answer is for: the viewer, or a seat it controls (default: whichever is asked).
 */
export function questionText(v: PaopaoshaView, o: RenderOptions, actor: number | null = actorOf(v)): string {
  const a = v.ask;
  if (!a || actor === null || v.seat === null) return '';
  const zh = o.lang === 'zh';
  const self = actor === v.seat;
  const who = (s: number) => seatRef(v, s, o.lang);
  const poss = (s: number) => (s === v.seat ? '你的' : `${who(s)} 的`);
  // "you" in the question: the viewer, or the controlled seat it answers for.
  const you = self ? (zh ? '你' : 'you') : who(actor);
  const toYou = zh ? (self ? '对你' : `对 ${you} `) : `on ${you}`;
  const prefix = self ? '' : zh ? `【替 ${who(actor)} 决定】` : `[deciding for ${who(actor)}] `;
  const card = a.card >= 0 ? cardLabel(a.card, o) : kindName(a.cardKind, o.lang);
  const p = v.players[actor] as SeatView;
  const handCount = handOf(v, actor)?.length ?? p.handCount;
  const text = ((): string => {
    switch (a.kind) {
      case 'character':
        // Skills are being built one by one (issue #4): say so once, at the choice.
        if (!v.config.characterSkills)
          return zh
            ? '选择你的人物（技能将在后续版本生效）：'
            : 'Choose your character (skills arrive in a later version):';
        return zh
          ? '选择你的人物（技能写在每个人物下方）：'
          : 'Choose your character (each one’s skills are listed under it):';
      case 'play':
        return zh
          ? `${self ? '你' : who(actor)}的出牌阶段：选择要使用的牌（体力 ${p.hp}/${p.maxHp}，手牌 ${handCount} 张），或结束出牌。`
          : `${self ? 'Your' : `${ucfirst(who(actor))}'s`} play phase: choose a card to use (HP ${p.hp}/${p.maxHp}, ${handCount} cards in hand), or end it.`;
      case 'shan': {
        const extra: string[] = [];
        if (a.count > 1) extra.push(zh ? `还需 ${a.count} 张闪` : `${a.count} Dodges still needed`);
        const src = v.players[a.source];
        const mallet =
          a.cardKind === 'sha' && src !== undefined && src.equip.weapon >= 0 && kindOf(src.equip.weapon) === 'muchui';
        if (mallet) extra.push(zh ? '木槌：闪无效，只有躲能抵消' : 'Mallet: Dodge does not work, only Evade');
        const tail = extra.length > 0 ? (zh ? `（${extra.join('；')}）` : ` (${extra.join('; ')})`) : '';
        if (a.cardKind === 'wandaoqifa')
          return zh
            ? `${who(a.source)} 使用了 ${card}：出闪或躲，否则受到 1 点伤害${tail}`
            : `${ucfirst(who(a.source))} used ${card}: play a Dodge or an Evade, or take 1 damage${tail}`;
        return zh
          ? `${who(a.source)} ${toYou}使用了 ${card}：出闪？（否则受到 ${shaDamageOf(v, a.source)} 点伤害）${tail}`
          : `${ucfirst(who(a.source))} used ${card} ${toYou}: play a Dodge? (else ${self ? 'you take' : 'they take'} ${shaDamageOf(v, a.source)} damage)${tail}`;
      }
      case 'sha': {
        switch (a.cardKind) {
          case 'dantiao': {
            // 斗鸡眼: the other side of its owner's 单挑 must play two 杀 each time (`count`: how many are still needed).
            const more = a.count > 1 ? (zh ? `（还需 ${a.count} 张杀）` : ` (${a.count} Kills still needed)`) : '';
            return zh
              ? `单挑：${you}与 ${who(a.source)} 轮流出杀，轮到${you}——不出杀就受到 1 点伤害。${more}`
              : `Duel with ${who(a.source)}: ${self ? 'your' : `${who(actor)}'s`} turn to play a Kill — without one, 1 damage.${more}`;
          }
          case 'jiedaosharen': {
            const w = p.equip.weapon >= 0 ? cardLabel(p.equip.weapon, o) : '?';
            return zh
              ? `${who(a.source)} ${toYou}使用了 ${card}：对其指定的玩家出杀，否则把武器 ${w} 交给 ${who(a.source)}。`
              : `${ucfirst(who(a.source))} used ${card} ${toYou}: play a Kill on the player they chose, or give them the weapon ${w}.`;
          }
          default:
            return zh
              ? `${who(a.source)} 使用了 ${card}：出杀，否则受到 1 点伤害。`
              : `${ucfirst(who(a.source))} used ${card}: play a Kill, or take 1 damage.`;
        }
      }
      case 'wuxie': {
        const target = who(a.target);
        if (a.cardKind === 'wuxiekeji')
          return zh
            ? `无懈可击窗口：${poss(a.source)} ${card} 即将抵消对 ${target} 的技能牌——再用一张无懈可击抵消它？`
            : `Impeccable window: ${who(a.source)}'s ${card} is about to cancel a trick on ${target} — cancel it with another?`;
        if (a.source === a.target && CARD_KINDS[a.cardKind as CardKindId]?.subtype === 'delayed') {
          // 一不留神 has no judgement: it simply takes effect in the draw phase.
          const judged = a.cardKind !== 'yibuliushen';
          return zh
            ? `无懈可击窗口：${target} 面前的 ${card} 即将生效（${judged ? '判定前' : '生效前'}）`
            : `Impeccable window: the ${card} in front of ${target} is about to take effect (${judged ? 'before its judgement' : 'before it takes effect'})`;
        }
        return zh
          ? `无懈可击窗口：${poss(a.source)} ${card} 即将对 ${target} 生效`
          : `Impeccable window: ${who(a.source)}'s ${card} is about to take effect on ${target}`;
      }
      case 'rescue': {
        const hp = v.players[a.target]?.hp ?? 0;
        if (a.target === actor)
          return zh
            ? `${you}濒死（体力 ${hp}）！是否自救？`
            : `${ucfirst(you)} ${self ? 'are' : 'is'} dying (HP ${hp})! Self-rescue?`;
        return zh
          ? `${who(a.target)} 濒死（体力 ${hp}），是否救？`
          : `${ucfirst(who(a.target))} is dying (HP ${hp}). Save them?`;
      }
      case 'discard': {
        if (a.reason === 'yibuliushen')
          return zh
            ? `一不留神：先弃 ${a.count} 张手牌，再摸牌。`
            : `Caught Napping: discard ${a.count} first, then draw.`;
        if (a.reason === 'paopaojiatelin')
          return zh
            ? `泡泡加特林：还需弃 ${a.count} 张牌（手牌或装备）。`
            : `Bubble Gatling: discard ${a.count} more (hand or equipment).`;
        if (a.reason === 'discardPhase')
          return zh
            ? `弃牌阶段：还需弃 ${a.count} 张（手牌上限 = 当前体力 ${p.hp}）。`
            : `Discard phase: discard ${a.count} more (hand limit = HP, ${p.hp}).`;
        const known = skillQuestion(a, v, o, you);
        if (known) return known;
        const why = reasonName(a.reason, o.lang);
        return zh ? `${why}：还需弃 ${a.count} 张牌。` : `${why}: discard ${a.count} more.`;
      }
      case 'choose': {
        const target = who(a.target);
        switch (a.reason) {
          case 'guoluchailu':
            return zh
              ? `过路拆路：选择弃置 ${target} 的哪张牌。`
              : `Roadblock Wrecker: choose which card of ${target} to discard.`;
          case 'shunshouqiangou':
            return zh
              ? `顺手牵狗：选择拿走 ${target} 的哪张牌。`
              : `Dognapping: choose which card of ${target} to take.`;
          case 'kongzhi':
            return zh ? `控制 ${target}：选择模式。` : `Control ${target}: choose a mode.`;
          case 'kongzhi-take':
            return zh ? `控制：拿走 ${target} 的一张手牌。` : `Control: take one of ${target}'s hand cards.`;
          case 'shouhuozidan':
            return zh ? '收获子弹：选择一张牌收入手牌。' : 'Bullet Harvest: choose a card to take.';
          case 'paopaojiatelin':
            return zh
              ? `杀被 ${target} 的闪抵消：弃两张牌令它仍然命中吗？`
              : `The Kill was dodged by ${target}: discard two cards to make it hit anyway?`;
          default: {
            const known = skillQuestion(a, v, o, you);
            if (known) return known;
            const why = reasonName(a.reason, o.lang);
            const on = a.target >= 0 ? (zh ? `（${target}）` : ` (${target})`) : '';
            return zh ? `${why}${on}：请选择。` : `${why}${on}: choose.`;
          }
        }
      }
      default:
        return zh ? '请选择：' : 'Choose:';
    }
  })();
  return prefix + text;
}

/** Questions of the skills' and god cards' requests (null for a reason this renderer does not know). */
function skillQuestion(
  a: NonNullable<PaopaoshaView['ask']>,
  v: PaopaoshaView,
  o: RenderOptions,
  you: string,
): string | null {
  const zh = o.lang === 'zh';
  const who = (s: number) => seatRef(v, s, o.lang);
  const n = a.count;
  const opt0 = a.options?.[0];
  switch (a.reason) {
    case 'shuijiao':
      return zh
        ? '睡觉：跳过整个回合吗？若如此，直到你的下个回合开始前不会受到伤害。'
        : 'Nap: skip this whole turn? If you do, you take no damage until your next turn starts.';
    case 'tanwu':
      return zh
        ? '贪污：从每名其他玩家处各随机获得一张手牌吗？'
        : 'Embezzlement: take a random hand card from each other player?';
    case 'luoshen':
      return zh
        ? '洛神：进行判定吗？（不是武器牌就获得这张牌，并可以再判定）'
        : 'Goddess of the Luo: judge? (not a weapon: you take the card and may judge again)';
    case 'kandou':
      return zh
        ? `看豆：观看牌堆顶的 ${n} 张牌，并按任意顺序放回吗？`
        : `Bean Watch: look at the top ${n} cards of the draw pile and put them back in any order?`;
    case 'kandou-top':
      return zh
        ? `看豆：选择放在牌堆顶第 ${n} 张的牌（或保留其余牌的原顺序）。`
        : `Bean Watch: choose the card to put at position ${n} from the top (or keep the rest as they are).`;
    case 'congzhi':
      if (a.kind === 'discard')
        return zh ? `葱汁：还需弃 ${n} 张牌（手牌或装备）。` : `Scallion Juice: discard ${n} more (hand or equipment).`;
      return zh
        ? `葱汁：弃置两张牌，防止 1 点伤害吗？（即将受到 ${n} 点伤害）`
        : `Scallion Juice: discard two cards to prevent 1 damage? (${n} damage coming)`;
    case 'ailian':
      return zh
        ? `爱恋：还需弃 ${n} 张手牌（你与 ${who(a.target)} 各回复 1 点体力）。`
        : `Crush: discard ${n} more hand cards (you and ${who(a.target)} each heal 1).`;
    case 'xiudiannao':
      return zh ? '修电脑：弃置一张闪，回复 1 点体力。' : 'Computer Repair: discard a Dodge to heal 1.';
    case 'aiguo': {
      const c = opt0 && opt0.card >= 0 ? cardLabel(opt0.card, o) : '';
      return zh
        ? `爱国：把摸到的 ${c} 交给另一名玩家，还是留下？`
        : `Patriot: give the card you drew, ${c}, to another player, or keep it?`;
    }
    case 'diannaoqicai':
      return zh
        ? '电脑奇才：选一张你的手牌，与另一名玩家的随机一张手牌交换（或不发动）。'
        : 'Computer Whiz: pick one of your hand cards to swap with a random hand card of another player (or not).';
    case 'diannaoqicai-target':
      return zh ? '电脑奇才：与谁交换？' : 'Computer Whiz: swap with whom?';
    case 'diannaoqicaishu':
      return zh
        ? `电脑奇才（技能书）：与 ${who(a.target)} 怎样交换手牌？`
        : `Computer Whiz (book): how to swap hands with ${who(a.target)}?`;
    case 'guangmingzhiyan':
      return zh
        ? `光明之眼：从 ${who(a.target)} 的手牌中拿一张。`
        : `Eye of Light: take one card from ${who(a.target)}'s hand.`;
    case 'jiaolazhihua':
      return zh
        ? `吉奥拉之花：${who(a.source)} 要${you}交出 ${v.config.jiaolazhihuaShui} 张水，否则死亡。`
        : `Jiaola's Flower: ${who(a.source)} demands ${v.config.jiaolazhihuaShui} Water from ${you}, or death.`;
    case 'jiaolazhihua-give':
      return zh
        ? `吉奥拉之花：选择交出的水（还需 ${n} 张）。`
        : `Jiaola's Flower: choose the Water to give (${n} more).`;
    case 'shenmijingqi':
      return zh
        ? `神秘惊奇：${who(a.source)} 要${you}交出 ${n} 张手牌，否则受到 ${v.config.shenmijingqiDamage} 点伤害。`
        : `Mystic Marvel: ${who(a.source)} demands ${n} hand cards from ${you}, or ${v.config.shenmijingqiDamage} damage.`;
    case 'shenmijingqi-give':
      return zh
        ? `神秘惊奇：选择交给 ${who(a.source)} 的手牌（还需 ${n} 张）。`
        : `Mystic Marvel: choose the hand cards to give ${who(a.source)} (${n} more).`;
    default:
      return null;
  }
}

function questionLines(v: PaopaoshaView, o: RenderOptions): string[] {
  const q = questionText(v, o);
  return q ? [painterOf(o)('question', q)] : [];
}

// ---------------------------------------------------------------------------------------------------------------
// Decisions

function useLabel(d: Extract<D, { t: 'use' }>, v: PaopaoshaView, o: RenderOptions, actor: number | null): string {
  const zh = o.lang === 'zh';
  const ref = (s: number) => seatRef(v, s, o.lang);
  const c = cardLabel(d.card, o);
  const physical = kindOf(d.card);
  const list = (ts: readonly number[]) => ts.map(ref).join(zh ? '、' : ', ');
  const arrow = d.targets.length > 0 ? ` → ${list(d.targets)}` : '';
  const me = actor === null ? undefined : v.players[actor];
  // Equipment.
  const slot = slotOf(d.card);
  if (slot && d.as === physical) {
    const old = me && me.equip[slot] >= 0 ? me.equip[slot] : -1;
    const kind = CARD_KINDS[physical];
    const info: string[] = [];
    if (slot === 'weapon') info.push(zh ? `攻击距离 ${kind.range ?? 1}` : `range ${kind.range ?? 1}`);
    if (old >= 0) info.push(zh ? `替换 ${cardLabel(old, o)}` : `replaces ${cardLabel(old, o)}`);
    const tail = info.length > 0 ? (zh ? `（${info.join('，')}）` : ` (${info.join(', ')})`) : '';
    return zh ? `装备 ${c}${tail}` : `Equip ${c}${tail}`;
  }
  // 炒锅: two hand cards as one 杀.
  if (d.with.length > 0) {
    const pair = [d.card, ...d.with].map((x) => cardLabel(x, o)).join('+');
    return zh ? `使用 炒锅：${pair} 当杀${arrow}` : `Use Wok: ${pair} as a Kill${arrow}`;
  }
  // 死神冥刀 as 诅咒.
  if (isWeaponCard(d.card) && d.as !== physical) {
    return zh ? `使用 ${c} 当${kindName(d.as, 'zh')}${arrow}` : `Use ${c} as ${kindName(d.as, 'en')}${arrow}`;
  }
  const via = d.via ? (zh ? `（${skillName(d.via, 'zh')}）` : ` (${skillName(d.via, 'en')})`) : '';
  const as = d.as !== physical ? (zh ? ` 当${kindName(d.as, 'zh')}${via}` : ` as ${kindName(d.as, 'en')}${via}`) : '';
  const verb = zh ? '使用' : 'Use';
  switch (d.as) {
    case 'sha': {
      const dmg = actor === null ? 1 : shaDamageOf(v, actor);
      const notes: string[] = [];
      if (physical === 'shui') notes.push(zh ? '水枪' : 'Water Gun');
      if (d.targets.length > 1) notes.push(zh ? '跑跑散弹枪' : 'Shotgun');
      if (dmg > 1) notes.push(zh ? `伤害 ${dmg}` : `${dmg} damage`);
      const tail = notes.length > 0 ? (zh ? `（${notes.join('，')}）` : ` (${notes.join(', ')})`) : '';
      return `${verb} ${c}${as}${arrow}${tail}`;
    }
    case 'shui':
      return zh ? `使用 ${c}${as}（回复 1 点体力）` : `Use ${c}${as} (heal 1)`;
    case 'wandaoqifa':
      return zh
        ? `使用 ${c}（所有其他玩家出闪，否则受 1 点伤害）`
        : `Use ${c} (everyone else plays a Dodge or takes 1 damage)`;
    case 'qiangdaoruqin':
      return zh
        ? `使用 ${c}${as}（所有其他玩家出杀，否则受 1 点伤害）`
        : `Use ${c}${as} (everyone else plays a Kill or takes 1 damage)`;
    case 'kongbufenzi':
      return zh
        ? `使用 ${c}（包括你在内所有人出杀，否则受 1 点伤害）`
        : `Use ${c} (everyone, you included, plays a Kill or takes 1 damage)`;
    case 'shouhuozidan':
      return zh ? `使用 ${c}（亮出牌堆顶的牌，每人选一张）` : `Use ${c} (reveal cards, everyone takes one)`;
    case 'benlaijiuyou':
      return zh ? `使用 ${c}（摸 ${v.config.benlaijiuyouDraw} 张牌）` : `Use ${c} (draw ${v.config.benlaijiuyouDraw})`;
    case 'jiedaosharen': {
      const [a, b] = d.targets as [number, number];
      const holder = v.players[a];
      const w = holder && holder.equip.weapon >= 0 ? cardLabel(holder.equip.weapon, o) : '?';
      return zh
        ? `使用 ${c}：令 ${ref(a)} 对 ${ref(b)} 出杀，否则其武器 ${w} 归你`
        : `Use ${c}: ${ref(a)} must use a Kill on ${ref(b)}, or give you their weapon ${w}`;
    }
    case 'dilei':
    case 'shuilei':
    case 'huaquanquan':
    case 'yibuliushen':
    case 'shijianqianjin':
      return zh ? `使用 ${c} → 放在 ${list(d.targets)} 面前` : `Use ${c} → in front of ${list(d.targets)}`;
    default:
      return `${verb} ${c}${as}${arrow}`;
  }
}

function playLabel(d: Extract<D, { t: 'play' }>, v: PaopaoshaView, o: RenderOptions, actor: number | null): string {
  const zh = o.lang === 'zh';
  const a = v.ask;
  const c = cardLabel(d.card, o);
  const physical = kindOf(d.card);
  if (d.with.length > 0) {
    const pair = [d.card, ...d.with].map((x) => cardLabel(x, o)).join('+');
    return zh ? `打出 炒锅：${pair} 当杀` : `Play Wok: ${pair} as a Kill`;
  }
  const via = d.via ? (zh ? `（${skillName(d.via, 'zh')}）` : ` (${skillName(d.via, 'en')})`) : '';
  const as = d.as !== physical ? (zh ? ` 当${kindName(d.as, 'zh')}${via}` : ` as ${kindName(d.as, 'en')}${via}`) : '';
  if (a?.kind === 'rescue') {
    const own = a.target === actor;
    const target = own ? (zh ? '自己' : 'yourself') : seatRef(v, a.target, o.lang);
    const on = zh ? (own ? '对自己' : `对 ${target}`) : `on ${target}`;
    if (d.as === 'shengsibu')
      return zh ? `${on} 使用 ${c}${as}（回复至体力上限）` : `Use ${c}${as} ${on} (back to full HP)`;
    return zh ? `${on} 使用 ${c}${as}（体力 +1）` : `Use ${c}${as} ${on} (+1 HP)`;
  }
  if (d.as === 'duo') {
    const full = a?.kind === 'shan' && a.cardKind === 'sha';
    return zh
      ? `打出 ${c}（${full ? '完全抵消此杀' : '当闪'}）`
      : `Play ${c} (${full ? 'cancels this Kill outright' : 'as a Dodge'})`;
  }
  if (d.as === 'wuxiekeji') return zh ? `打出 ${c}（抵消）` : `Play ${c} (cancel it)`;
  return zh ? `打出 ${c}${as}` : `Play ${c}${as}`;
}

function passLabel(v: PaopaoshaView, o: RenderOptions, actor: number | null): string {
  const zh = o.lang === 'zh';
  const a = v.ask;
  if (!a) return zh ? '放弃' : 'Pass';
  switch (a.kind) {
    case 'shan': {
      const dmg = a.cardKind === 'sha' ? shaDamageOf(v, a.source) : 1;
      return zh ? `不出闪（受到 ${dmg} 点伤害）` : `No Dodge (take ${dmg} damage)`;
    }
    case 'sha': {
      if (a.cardKind === 'jiedaosharen') {
        const me = actor === null ? undefined : v.players[actor];
        const w = me && me.equip.weapon >= 0 ? cardLabel(me.equip.weapon, o) : '?';
        return zh
          ? `不出杀（把 ${w} 交给 ${seatRef(v, a.source, o.lang)}）`
          : `No Kill (give ${w} to ${seatRef(v, a.source, o.lang)})`;
      }
      return zh ? '不出杀（受到 1 点伤害）' : 'No Kill (take 1 damage)';
    }
    case 'wuxie':
      return zh ? '不使用无懈可击' : 'No Impeccable';
    case 'rescue':
      return a.target === actor ? (zh ? '放弃自救' : 'No self-rescue') : zh ? '不救' : 'Do not save them';
    default:
      return zh ? '放弃' : 'Pass';
  }
}

/** Words for option codes shared by several requests (`no` of every yes/no question, 泡泡加特林's `discard2`). */
const OPTION_WORDS: Record<Lang, Record<string, string>> = {
  zh: { no: '不发动', discard2: '弃两张牌，令此杀仍然命中', skip: '跳过' },
  en: { no: 'No', discard2: 'Discard two cards: the Kill hits anyway', skip: 'Skip' },
};

function chooseLabel(i: number, v: PaopaoshaView, o: RenderOptions): string {
  const zh = o.lang === 'zh';
  const a = v.ask;
  const opt = a?.options?.[i];
  if (!a || !opt) return zh ? `选项 ${i + 1}` : `Option ${i + 1}`;
  const target = v.players[a.target];
  switch (opt.o) {
    case 'hand':
      return zh
        ? `随机一张手牌（共 ${target?.handCount ?? '?'} 张）`
        : `A random hand card (of ${target?.handCount ?? '?'})`;
    case 'card': {
      if (a.reason === 'guoluchailu' || a.reason === 'shunshouqiangou')
        return zh
          ? `${cardLabel(opt.card, o)}（${placeOf(target, opt.card, o.lang)}）`
          : `${cardLabel(opt.card, o)} (${placeOf(target, opt.card, o.lang)})`;
      return cardLabel(opt.card, o);
    }
    case 'mode-a':
      return zh
        ? '模式 a：本回合内其不能使用或打出杀、闪、水'
        : 'Mode a: this turn they cannot use or play Kill, Dodge or Water';
    case 'mode-b':
      return zh
        ? '模式 b：观看其手牌和身份，并拿走一张手牌'
        : 'Mode b: look at their hand and identity, and take a hand card';
    case 'yes': {
      const yes: Record<string, [string, string]> = {
        shuijiao: ['睡觉：跳过本回合', 'Nap: skip this turn'],
        luoshen: ['判定', 'Judge'],
        kandou: ['观看并重新排列', 'Look and reorder'],
        congzhi: ['弃两张牌，防止 1 点伤害', 'Discard two cards, prevent 1 damage'],
      };
      const w = yes[a.reason];
      return w ? w[zh ? 0 : 1] : zh ? `发动【${reasonName(a.reason, 'zh')}】` : `Use ${reasonName(a.reason, 'en')}`;
    }
    case 'keep':
      if (a.reason === 'kandou-top') return zh ? '其余保持原顺序' : 'Keep the rest as they are';
      return zh
        ? `留下 ${opt.card >= 0 ? cardLabel(opt.card, o) : ''}`.trim()
        : `Keep ${opt.card >= 0 ? cardLabel(opt.card, o) : 'it'}`;
    case 'give':
      if (opt.seat !== undefined && opt.seat >= 0)
        return zh ? `交给 ${seatRef(v, opt.seat, 'zh')}` : `Give it to ${seatRef(v, opt.seat, 'en')}`;
      if (a.reason === 'jiaolazhihua')
        return zh ? `交出 ${v.config.jiaolazhihuaShui} 张水` : `Give ${v.config.jiaolazhihuaShui} Water`;
      return zh ? `交出 ${a.count} 张手牌` : `Give ${a.count} hand cards`;
    case 'die':
      return zh ? '不交（死亡）' : 'Refuse (and die)';
    case 'damage':
      return zh ? `受到 ${v.config.shenmijingqiDamage} 点伤害` : `Take ${v.config.shenmijingqiDamage} damage`;
    case 'swap-one':
      return zh ? '各随机交换一张手牌' : 'Swap one random hand card each';
    case 'swap-all':
      return zh ? '交换全部手牌' : 'Swap whole hands';
    case 'seat':
      return opt.seat !== undefined ? seatRef(v, opt.seat, o.lang) : '?';
    default: {
      // Options of skills and god cards: name what they carry (a card, a seat) and the code in words when known.
      const parts: string[] = [];
      const word = OPTION_WORDS[o.lang][opt.o];
      if (word) parts.push(word);
      if (opt.card >= 0) parts.push(cardLabel(opt.card, o));
      if (opt.seat !== undefined && opt.seat >= 0) parts.push(seatRef(v, opt.seat, o.lang));
      if (parts.length === 0) parts.push(reasonName(opt.o, o.lang));
      return parts.join(' ');
    }
  }
}

/** One legal decision of `actor` (default: the seat the viewer answers for) in words; a character takes several lines. */
export function decisionLabel(
  d: D,
  v: PaopaoshaView,
  o: RenderOptions,
  actor: number | null = actorOf(v) ?? v.seat,
): string {
  const zh = o.lang === 'zh';
  switch (d.t) {
    case 'character': {
      const [head, ...skills] = characterLines(v, d.id, o);
      return [head, ...skills.map((l) => `       ${l}`)].join('\n');
    }
    case 'use':
      return useLabel(d, v, o, actor);
    case 'end':
      return zh ? '结束出牌' : 'End the play phase';
    case 'play':
      return playLabel(d, v, o, actor);
    case 'bagua':
      return zh
        ? '发动 八卦阵（判定：武器牌视为出闪）'
        : 'Use Bagua Formation (judge: a weapon card counts as a Dodge)';
    case 'pass':
      return passLabel(v, o, actor);
    case 'discard': {
      const me = actor === null ? undefined : v.players[actor];
      const equipped = me ? SLOTS.some((s) => me.equip[s] === d.card) : false;
      return zh
        ? `弃置 ${cardLabel(d.card, o)}${equipped ? '（装备）' : ''}`
        : `Discard ${cardLabel(d.card, o)}${equipped ? ' (equipped)' : ''}`;
    }
    case 'choose':
      return chooseLabel(d.i, v, o);
    case 'skill': {
      const cards = d.cards.length > 0 ? ` ${cardsLabel(d.cards, o)}` : '';
      const targets =
        d.targets.length > 0 ? ` → ${d.targets.map((t) => seatRef(v, t, o.lang)).join(zh ? '、' : ', ')}` : '';
      return zh
        ? `发动【${skillName(d.id, o.lang)}】${cards}${targets}`
        : `Use ${skillName(d.id, o.lang)}${cards}${targets}`;
    }
    default:
      return JSON.stringify(d);
  }
}

/** Menu order of play-phase uses: 杀 first, then 水, tricks, equipment, conversions; `end` last. */
function menuKey(d: D, handOrder: Map<number, number>): number {
  const pos = (c: number) => (handOrder.get(c) ?? 99) / 100;
  switch (d.t) {
    case 'use': {
      if (d.with.length > 0) return 6 + pos(d.card);
      if (isWeaponCard(d.card) && d.as !== kindOf(d.card)) return 7;
      if (d.as === 'sha') return (kindOf(d.card) === 'sha' ? 1 : 2) + pos(d.card);
      if (d.as === 'shui') return 3 + pos(d.card);
      if (d.as === 'jiedaosharen') return 4.8 + pos(d.card) / 10;
      if (slotOf(d.card)) return 5 + pos(d.card);
      return 4 + pos(d.card);
    }
    case 'end':
      return 9;
    case 'play':
      return 1 + pos(d.card);
    case 'bagua':
      return 0.5;
    case 'discard':
      return 1 + pos(d.card);
    case 'pass':
      return 9;
    case 'skill':
      return 6.5;
    default:
      return 0;
  }
}

/**
 * Whether a decision is the "do nothing more" choice of its request: end the play phase, pass (no 闪, no 杀, no
 * 无懈可击, no rescue), or the "no" / "keep the rest" option of a skill's question.
 */
export function isDecline(d: D, v: PaopaoshaView): boolean {
  if (d.t === 'end' || d.t === 'pass') return true;
  if (d.t !== 'choose') return false;
  const opt = v.ask?.options?.[d.i];
  return opt?.o === 'no' || (opt?.o === 'keep' && v.ask?.reason === 'kandou-top');
}

/** One line of the menu: a decision, or a group that opens a sub-menu (炒锅 pairs). */
export interface PaopaoshaMenuItem {
  readonly d: D | null;
  readonly label: string;
  readonly decline?: boolean;
  readonly sub?: readonly PaopaoshaMenuItem[];
  readonly title?: string;
}

/** Whether `d` is a 炒锅 pair (two hand cards as one 杀), used or played. */
function isWokPair(d: D): d is Extract<D, { t: 'use' | 'play' }> {
  return (d.t === 'use' || d.t === 'play') && d.with.length > 0;
}

/**
 * 炒锅 pairs as one group: every pair of hand cards × every target would swell the menu (13 cards, 6 targets: 468
 * lines), so they open a sub-menu instead — first card, then second card, then (when used) the target. Only the
 * combinations in `pairs` (the legal ones) are offered, in either order of the two cards.
 */
function wokGroup(
  pairs: readonly Extract<D, { t: 'use' | 'play' }>[],
  v: PaopaoshaView,
  o: RenderOptions,
  order: ReadonlyMap<number, number>,
): PaopaoshaMenuItem {
  const zh = o.lang === 'zh';
  const byPos = (a: number, b: number) => (order.get(a) ?? 99) - (order.get(b) ?? 99) || a - b;
  const played = pairs[0]?.t === 'play';
  const partners = new Map<number, Set<number>>();
  const link = (a: number, b: number) => {
    let set = partners.get(a);
    if (!set) {
      set = new Set();
      partners.set(a, set);
    }
    set.add(b);
  };
  for (const d of pairs) {
    const w = d.with[0] as number;
    link(d.card, w);
    link(w, d.card);
  }
  const same = (d: D, a: number, b: number) =>
    isWokPair(d) && ((d.card === a && d.with[0] === b) || (d.card === b && d.with[0] === a));
  const first = [...partners.keys()].sort(byPos).map((a): PaopaoshaMenuItem => {
    const seconds = [...(partners.get(a) ?? [])].sort(byPos).map((b): PaopaoshaMenuItem => {
      const pair = `${cardLabel(a, o)}+${cardLabel(b, o)}`;
      const these = pairs.filter((d) => same(d, a, b));
      if (played) return { d: these[0] ?? null, label: cardLabel(b, o) };
      const targets = these
        .map((d) => ({ d, t: (d as Extract<D, { t: 'use' }>).targets[0] as number }))
        .sort((x, y) => x.t - y.t)
        .map(({ d, t }): PaopaoshaMenuItem => ({ d, label: seatRef(v, t, o.lang) }));
      return {
        d: null,
        label: cardLabel(b, o),
        sub: targets,
        title: zh ? `炒锅：${pair} 当杀，选择目标：` : `Wok: ${pair} as a Kill; choose the target:`,
      };
    });
    return {
      d: null,
      label: cardLabel(a, o),
      sub: seconds,
      title: zh
        ? `炒锅：第一张是 ${cardLabel(a, o)}，选择第二张手牌：`
        : `Wok: the first card is ${cardLabel(a, o)}; choose the second hand card:`,
    };
  });
  return {
    d: null,
    label: played
      ? zh
        ? '打出 炒锅：两张手牌当杀…'
        : 'Play Wok: two hand cards as a Kill…'
      : zh
        ? '使用 炒锅：两张手牌当杀…'
        : 'Use Wok: two hand cards as a Kill…',
    sub: first,
    title: zh ? '炒锅：选择第一张手牌：' : 'Wok: choose the first hand card:',
  };
}

/**
 * The menu of the viewer's legal decisions, in a useful order, each once (two identical 杀♠7 give one line). The
 * decline (end, pass, no) is always last and marked, so the CLI numbers it 0 whatever else is offered. 炒锅 pairs are
 * one line that opens a sub-menu (see `wokGroup`).
 */
export function renderMenu(
  legal: readonly D[],
  v: PaopaoshaView,
  o: RenderOptions,
  actor: number | null = actorOf(v) ?? v.seat,
): PaopaoshaMenuItem[] {
  const order = new Map<number, number>();
  sortCards(handOf(v, actor) ?? []).forEach((c, i) => {
    order.set(c, i);
  });
  const seen = new Set<string>();
  const out: PaopaoshaMenuItem[] = [];
  let decline: PaopaoshaMenuItem | null = null;
  const pairs = legal.filter(isWokPair);
  let wokAt = -1;
  const sorted = legal.map((d, i) => ({ d, i, key: menuKey(d, order) })).sort((a, b) => a.key - b.key || a.i - b.i);
  for (const { d } of sorted) {
    if (isWokPair(d)) {
      if (wokAt < 0) wokAt = out.length;
      continue;
    }
    const label = decisionLabel(d, v, o, actor);
    if (seen.has(label)) continue;
    seen.add(label);
    if (decline === null && isDecline(d, v)) decline = { d, label, decline: true };
    else out.push({ d, label });
  }
  if (pairs.length > 0) out.splice(wokAt, 0, wokGroup(pairs, v, o, order));
  if (decline) out.push(decline);
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Events

/** Whether a judgement succeeded for its reason, in words. */
function judgeOutcome(reason: string, card: number, lang: Lang): string {
  const zh = lang === 'zh';
  if (card < 0) return zh ? '无牌可判' : 'nothing to flip';
  const suit = suitOfCard(card);
  switch (reason) {
    case 'dilei':
    case 'shuilei':
      return suit === 'H' ? (zh ? '♥，命中！' : '♥: it hits!') : zh ? '不是♥，未命中' : 'not ♥: a miss';
    case 'huaquanquan':
      return suit === 'C' ? (zh ? '♣，逃过' : '♣: escaped') : zh ? '不是♣，跳过出牌阶段' : 'not ♣: play phase skipped';
    case 'zuzhou':
      return isWeaponCard(card)
        ? zh
          ? '武器牌，命中！'
          : 'a weapon: it hits!'
        : zh
          ? '不是武器牌，无效'
          : 'not a weapon: no effect';
    case 'baguazhen':
      return isWeaponCard(card)
        ? zh
          ? '武器牌，视为出闪'
          : 'a weapon: counts as a Dodge'
        : zh
          ? '不是武器牌，失败'
          : 'not a weapon: failed';
    case 'luoshen':
      if (isWeaponCard(card)) return zh ? '武器牌，洗回牌堆，停止' : 'a weapon: back into the pile, stop';
      return zh ? '不是武器牌，获得此牌' : 'not a weapon: taken';
    case 'yonghengzhihuo':
      return suit === 'C' ? (zh ? '♣，拿到永恒之火！' : '♣: takes the Eternal Fire!') : zh ? '不是♣' : 'not ♣';
    default:
      return '';
  }
}

/** What the line being built is about: it decides which later events still belong on it. */
type LineKind = 'none' | 'turn' | 'use' | 'dying' | 'death' | 'plain';

/** Events that may continue a death line (its discards, rewards and penalties). */
const DEATH_FOLLOW: ReadonlySet<string> = new Set(['discard', 'draw', 'reward', 'controlEnd']);

/**
 * Writes redacted events as lines of words, a turn at a time: a header line with the turn-start events and the draw,
 * then one indented line per card used with what it caused (responses, judgements, damage), a line per dying player
 * with the rescue, a line per death, and one line for the discard phase.
 */
class EventWriter {
  readonly lines: string[] = [];
  private head = '';
  private parts: string[] = [];
  private kind: LineKind = 'none';
  private inTurn = false;
  private turnSeat = -1;
  private lord = -1;
  private readonly maxHp = new Map<number, number>();
  private readonly chars = new Map<number, CharacterId>();
  private otherCharacters: [number, string][] = [];
  private startDraw = 0;
  private rescuePasses: number[] = [];
  private harvest: string[] = [];
  private discards: { seat: number; reason: string; cards: number[] } | null = null;
  private lastUse: { seat: number; card: number; as: CardKindId } | null = null;
  /** The seat whose 画圈圈 judgement just said its play phase is skipped (its `skip` event would repeat it). */
  private skipToldFor = -1;
  /** 光明之眼: the line already says that its user looked at everyone's hand. */
  private lookedAll = false;
  /** The seat of the draw just said (-1 after anything else), so that a reward can qualify it. */
  private lastDraw = -1;
  /** The dying player whose rescue the current line tells. */
  private dyingSeat = -1;
  /** The card of the judgement just said (-1 after anything else): 洛神 then takes it, already said. */
  private lastJudge = -1;
  private lastJudgeSeat = -1;
  /** Skills whose judgements the current line already tells (their `skill` announcement would repeat them). */
  private readonly told = new Set<string>();
  /** A boss-mode game (P-B1): seen from its setup events, where every seat's side is public. */
  private boss = false;
  private readonly paint: Painter;
  private readonly zh: boolean;

  constructor(
    private readonly viewer: number | null,
    private readonly o: RenderOptions,
  ) {
    this.paint = painterOf(o);
    this.zh = o.lang === 'zh';
  }

  private who(seat: number): string {
    return seatName(seat, this.viewer, this.o.lang);
  }
  private card(c: number): string {
    return cardLabel(c, this.o);
  }
  /** English verb agreement: `you use` / `seat 3 uses`. */
  private vb(seat: number, base: string, third: string): string {
    return seat === this.viewer ? base : third;
  }
  /** `seat 3 uses` / `3号 使用` — subject and verb. */
  private sv(seat: number, zhVerb: string, base: string, third: string): string {
    return this.zh ? `${this.who(seat)} ${zhVerb}` : `${this.who(seat)} ${this.vb(seat, base, third)}`;
  }
  private hp(seat: number, hp: number): string {
    const max = this.maxHp.get(seat);
    return max === undefined ? String(hp) : `${hp}/${max}`;
  }

  /** Completes the line being built. */
  flush(): void {
    this.flushGroups();
    if (this.head || this.parts.length > 0) {
      let text = this.head;
      if (this.parts.length > 0) {
        if (this.head) text += this.zh ? '：' : ': ';
        text += this.parts.join(this.zh ? '；' : '; ');
      }
      const indent = this.inTurn && this.kind !== 'turn' ? '    ' : '';
      this.lines.push(indent + (this.zh ? text : ucfirst(text)));
    }
    this.head = '';
    this.parts = [];
    this.kind = 'none';
    this.told.clear();
  }

  /** Puts the pending groups (rescue passes, 收获子弹 picks, discards) on the current line. */
  private flushGroups(): void {
    if (this.rescuePasses.length > 0) {
      const list = this.rescuePasses.map((s) => this.who(s)).join(this.zh ? '、' : ', ');
      this.parts.push(this.zh ? `${list} 未救` : `no rescue from ${list}`);
      this.rescuePasses = [];
    }
    if (this.harvest.length > 0) {
      this.parts.push(this.harvest.join(this.zh ? '，' : ', '));
      this.harvest = [];
    }
    const d = this.discards;
    if (!d) return;
    this.discards = null;
    const zh = this.zh;
    const list = cardsLabel(d.cards, this.o);
    const who = this.who(d.seat);
    const discards = this.sv(d.seat, '弃置', 'discard', 'discards');
    switch (d.reason) {
      case 'discardPhase':
        this.parts.push(zh ? `${who} 弃牌 ${list}` : `${discards} ${list}`);
        return;
      case 'death':
        this.parts.push(zh ? `其所有牌弃置（${d.cards.length} 张）` : `all their cards discarded (${d.cards.length})`);
        return;
      case 'guoluchailu':
        this.parts.push(zh ? `弃置 ${who} 的 ${list}` : `${possessiveOf(who)} ${list} is discarded`);
        return;
      case 'yibuliushen':
        this.parts.push(zh ? `${who} 先弃置 ${list}（一不留神）` : `${discards} ${list} first (Caught Napping)`);
        return;
      case 'paopaojiatelin':
        this.parts.push(
          zh ? `${who} 弃置 ${list}（泡泡加特林：杀仍然命中）` : `${discards} ${list} (Bubble Gatling: it hits anyway)`,
        );
        return;
      case 'zuzhou':
        this.parts.push(zh ? `${who} 弃置所有手牌 ${list}` : `${discards} every hand card: ${list}`);
        return;
      case 'sishenmingdao':
        this.parts.push(zh ? `${list} 用满次数，弃置` : `${list} is used up and discarded`);
        return;
      case 'penalty':
        this.parts.push(
          zh ? `${who} 弃置所有手牌和装备 ${list}` : `${discards} every hand and equipment card: ${list}`,
        );
        return;
      default:
        this.parts.push(`${discards} ${list}`);
    }
  }

  /** Starts a new line of `kind` headed by `head`. */
  private open(kind: LineKind, head: string): void {
    this.flush();
    this.kind = kind;
    this.head = head;
  }

  /** Adds a clause to the current line (starting a plain line if there is none). */
  private add(text: string): void {
    this.flushGroups();
    if (this.kind === 'none') this.kind = 'plain';
    this.parts.push(text);
  }

  /** A line of its own. */
  private alone(text: string): void {
    this.flush();
    this.lines.push((this.inTurn ? '    ' : '') + text);
  }

  /** The setup summaries (the other players' characters, the starting hands), once complete. */
  private flushSetup(): void {
    if (this.otherCharacters.length > 0) {
      const list = this.otherCharacters.sort((a, b) => a[0] - b[0]).map(([, t]) => t);
      this.alone((this.zh ? '其余玩家的人物：' : 'The other characters: ') + list.join(this.zh ? '、' : ', '));
      this.otherCharacters = [];
    }
    if (this.startDraw > 0) {
      this.alone(
        this.zh ? `每人摸 ${this.startDraw} 张起始手牌。` : `Everyone draws ${this.startDraw} starting cards.`,
      );
      this.startDraw = 0;
    }
  }

  /**
   * Looks ahead at a batch before writing it: a public identity other than the 国主's is only dealt in boss mode
   * (P-B1), so the very first line can already use the mode's words.
   */
  noteBatch(events: readonly PaopaoshaEvent[]): void {
    for (const e of events) if (e.t === 'identity' && e.public && e.identity !== 'guozhu') this.boss = true;
  }

  /** Takes one redacted event into the lines being written. */
  event(ev: PaopaoshaEvent): void {
    const zh = this.zh;
    const o = this.o;
    const paint = this.paint;
    if (ev.t !== 'character' && ev.t !== 'draw') this.flushSetup();
    if (this.kind === 'dying' && !this.rescueGoesOn(ev)) this.flush();
    else if (this.kind === 'death' && !DEATH_FOLLOW.has(ev.t)) this.flush();
    if (ev.t !== 'pass' || ev.reason !== 'rescue') {
      if (this.rescuePasses.length > 0) this.flushGroups();
    }
    if (ev.t !== 'move' && this.harvest.length > 0) this.flushGroups();
    if (ev.t !== 'discard' && this.discards) this.flushGroups();
    const drew = this.lastDraw;
    this.lastDraw = -1;
    const judged = this.lastJudge;
    this.lastJudge = -1;
    switch (ev.t) {
      case 'identity': {
        if (this.boss) {
          if (ev.identity === 'guozhu') {
            this.lord = ev.seat;
            const king = paint('lord', zh ? '海盗王' : 'Pirate King');
            this.alone(
              ev.seat === this.viewer
                ? zh
                  ? `海盗王模式：你是${king}，先行动；其余玩家组成跑跑队来击败你。`
                  : `Boss mode: you are the ${king} and go first; everyone else is on the Paopao team against you.`
                : zh
                  ? `海盗王模式：${this.who(ev.seat)} 是${king}，先行动；其余玩家组成跑跑队。`
                  : `Boss mode: ${this.who(ev.seat)} is the ${king} and goes first; everyone else is on the Paopao team.`,
            );
          } else if (ev.seat === this.viewer)
            this.alone(
              zh
                ? `你在跑跑队 —— ${identityGoal('qiangdao', 'zh', true)}`
                : `You are on the Paopao team — ${identityGoal('qiangdao', 'en', true)}`,
            );
          return;
        }
        if (ev.public) {
          this.lord = ev.seat;
          const lord = paint('lord', zh ? '国主' : 'Lord');
          this.alone(
            ev.seat === this.viewer
              ? zh
                ? `你是${lord}（身份公开），先行动。`
                : `You are the ${lord} (public) and go first.`
              : zh
                ? `${this.who(ev.seat)} 是${lord}（身份公开），先行动。`
                : `${ucfirst(this.who(ev.seat))} is the ${lord} (public) and goes first.`,
          );
        } else if (ev.identity !== null && ev.seat === this.viewer) {
          const id = paint('strong', identityName(ev.identity, o.lang));
          this.alone(
            zh
              ? `你的身份：${id}（保密）—— ${identityGoal(ev.identity, 'zh')}`
              : `Your identity: ${id} (secret) — ${identityGoal(ev.identity, 'en')}`,
          );
        }
        return;
      }
      case 'character': {
        this.maxHp.set(ev.seat, ev.hp);
        this.chars.set(ev.seat, ev.character);
        const c = CHARACTERS[ev.character];
        const text = zh
          ? `${this.who(ev.seat)} ${c.zh}（${NATIONS[c.nation].zh}，体力 ${ev.hp}）`
          : `${this.who(ev.seat)} ${c.en} (${NATIONS[c.nation].en}, HP ${ev.hp})`;
        if (ev.seat === this.lord && this.boss) this.alone(zh ? `海盗王登场：${text}` : `The Pirate King: ${text}`);
        else if (ev.seat === this.lord) this.alone(zh ? `国主选择了人物：${text}` : `The Lord chose: ${text}`);
        else if (ev.seat === this.viewer) {
          // The viewer's own choice is not one of "the other characters".
          const own = zh
            ? `${c.zh}（${NATIONS[c.nation].zh}，体力 ${ev.hp}）`
            : `${c.en} (${NATIONS[c.nation].en}, HP ${ev.hp})`;
          this.alone(zh ? `你的人物：${own}` : `Your character: ${own}`);
        } else this.otherCharacters.push([ev.seat, text]);
        return;
      }
      case 'turn': {
        this.flush();
        this.inTurn = true;
        this.turnSeat = ev.seat;
        this.lastUse = null;
        this.skipToldFor = -1;
        const c = this.chars.get(ev.seat);
        const name = `${this.who(ev.seat)}${c ? ` ${characterName(c, o.lang)}` : ''}`;
        const tag = paint('dim', zh ? `[第 ${ev.round} 轮]` : `[round ${ev.round}]`);
        const title =
          ev.seat === this.viewer ? paint('your-turn', zh ? '你的回合' : 'your turn') : paint('strong', name);
        this.open('turn', `${tag} ${title}`);
        return;
      }
      case 'phase':
        return;
      case 'skip': {
        // 画圈圈's judgement already said so.
        if (ev.what === 'play' && ev.seat === this.skipToldFor) {
          this.skipToldFor = -1;
          return;
        }
        const skips: Record<string, string> = {
          turn: zh ? '跳过整个回合' : 'skips the whole turn',
          play: zh ? '跳过出牌阶段' : 'skips the play phase',
          draw: zh ? '跳过摸牌阶段' : 'skips the draw phase',
          discard: zh ? '跳过弃牌阶段' : 'skips the discard phase',
        };
        const base = skips[ev.what] ?? (zh ? `跳过 ${ev.what}` : `skips ${ev.what}`);
        if (this.kind !== 'turn') this.flush();
        const own = this.kind === 'turn' && ev.seat === this.turnSeat;
        const what = !zh && ev.seat === this.viewer ? base.replace(/^skips/, 'skip') : base;
        const subject = own && (zh || ev.seat !== this.viewer) ? '' : `${this.who(ev.seat)} `;
        // Why a discard phase is skipped: 谦让 (full HP) or 中公普 (no discard phase), from the seat's character.
        const c = ev.what === 'discard' ? this.chars.get(ev.seat) : undefined;
        const skills: readonly string[] = c ? CHARACTERS[c].skills : [];
        let why = '';
        if (skills.includes('zhonggongpu'))
          why = zh ? `${skillName('zhonggongpu', 'zh')}：` : `${skillName('zhonggongpu', 'en')}: `;
        else if (skills.includes('qianrang'))
          why = zh ? `${skillName('qianrang', 'zh')}：体力已满，` : `${skillName('qianrang', 'en')}: full HP, `;
        this.add(zh ? `${subject}${why}${what}` : `${why}${subject}${what}`);
        return;
      }
      case 'draw': {
        if (this.turnSeat < 0) {
          // The starting hands: the viewer's own in full, the others as one line.
          if (ev.seat === this.viewer && ev.cards) {
            const cards = cardsLabel(sortCards(ev.cards), o);
            this.startDraw = 0;
            this.flushSetup();
            this.alone(
              zh ? `你摸了 ${ev.count} 张起始手牌：${cards}` : `You draw ${ev.count} starting cards: ${cards}`,
            );
          } else this.startDraw = Math.max(this.startDraw, ev.count);
          return;
        }
        const cards =
          ev.cards && ev.cards.length > 0 ? ` ${paint('dim', `(${cardsLabel(sortCards(ev.cards), o)})`)}` : '';
        this.lastDraw = ev.seat;
        if (this.kind === 'turn' && ev.seat === this.turnSeat)
          this.add(
            zh ? `摸 ${ev.count} 张${cards}` : `${ev.seat === this.viewer ? 'you draw' : 'draws'} ${ev.count}${cards}`,
          );
        else this.add(`${this.sv(ev.seat, '摸', 'draw', 'draws')} ${ev.count}${zh ? ' 张' : ''}${cards}`);
        return;
      }
      case 'use': {
        this.lastUse = { seat: ev.seat, card: ev.card, as: ev.as };
        this.lookedAll = false;
        const physical = kindOf(ev.card);
        // Equipment is said by the `equip` event that follows. 神秘惊奇 is also used from its slot, on a player.
        const bookUse = ev.as === 'shenmijingqi' && ev.targets.length > 0;
        if (slotOf(ev.card) && ev.as === physical && !bookUse) return;
        let what = this.card(ev.card);
        if (ev.with.length > 0)
          what = `${[ev.card, ...ev.with].map((c) => this.card(c)).join('+')}${zh ? '（炒锅）当杀' : ' (Wok) as a Kill'}`;
        else if (ev.as !== physical) what += zh ? ` 当${kindName(ev.as, 'zh')}` : ` as ${kindName(ev.as, 'en')}`;
        let targets = '';
        if (ev.as === 'jiedaosharen' && ev.targets.length === 2) {
          const [a, b] = ev.targets as [number, number];
          targets = zh
            ? ` → ${this.who(a)}（令其对 ${this.who(b)} 出杀）`
            : ` → ${this.who(a)} (to use a Kill on ${this.who(b)})`;
        } else if (ev.targets.length > 0) targets = ` → ${ev.targets.map((t) => this.who(t)).join(zh ? '、' : ', ')}`;
        this.open('use', `${this.sv(ev.seat, '使用', 'use', 'uses')} ${what}${targets}`);
        return;
      }
      case 'equip': {
        const rep =
          ev.replaced >= 0
            ? zh
              ? `（替换 ${this.card(ev.replaced)}）`
              : ` (replacing ${this.card(ev.replaced)})`
            : '';
        this.open('use', `${this.sv(ev.seat, '装备', 'equip', 'equips')} ${this.card(ev.card)}${rep}`);
        this.flush();
        return;
      }
      case 'place': {
        const lu = this.lastUse;
        // Placed by the card's use: already said.
        if (lu && lu.card === ev.card && lu.seat === ev.from && this.kind === 'use') return;
        const kind = kindName(kindOf(ev.card), o.lang);
        this.add(
          zh
            ? `${kind} 从 ${this.who(ev.from)} 面前移到 ${this.who(ev.seat)} 面前`
            : `${kind} moves from ${this.who(ev.from)} to ${this.who(ev.seat)}`,
        );
        return;
      }
      case 'respond': {
        const physical = kindOf(ev.card);
        let what = this.card(ev.card);
        if (ev.with.length > 0)
          what = `${[ev.card, ...ev.with].map((c) => this.card(c)).join('+')}${zh ? '（炒锅）当杀' : ' (Wok) as a Kill'}`;
        else if (ev.as !== physical) what += zh ? ` 当${kindName(ev.as, 'zh')}` : ` as ${kindName(ev.as, 'en')}`;
        if (ev.as === 'shui' || ev.as === 'shengsibu') this.add(`${this.sv(ev.seat, '使用', 'use', 'uses')} ${what}`);
        else this.add(`${this.sv(ev.seat, '打出', 'play', 'plays')} ${what}`);
        return;
      }
      case 'pass': {
        if (ev.reason === 'rescue') {
          this.rescuePasses.push(ev.seat);
          return;
        }
        const what =
          ev.reason === 'shan'
            ? zh
              ? '不出闪'
              : 'no Dodge'
            : ev.reason === 'sha'
              ? zh
                ? '不出杀'
                : 'no Kill'
              : zh
                ? '放弃'
                : 'pass';
        this.add(zh ? `${this.who(ev.seat)} ${what}` : `${this.who(ev.seat)}: ${what}`);
        return;
      }
      case 'nullified':
        // The cancelled card is named: a trick, or (in a chain) the 无懈可击 that was about to cancel one.
        if (ev.kind === 'wuxiekeji')
          this.add(
            zh ? '上一张无懈可击被另一张无懈可击抵消' : 'the previous Impeccable is cancelled by another Impeccable',
          );
        else
          this.add(
            zh
              ? `${kindName(ev.kind, 'zh')} 对 ${this.who(ev.target)} 的效果被无懈可击抵消`
              : `${kindName(ev.kind, 'en')} on ${this.who(ev.target)} is cancelled by an Impeccable`,
          );
        return;
      case 'restrict':
        this.add(
          zh
            ? `${this.who(ev.by)} 的控制：${this.who(ev.seat)} 本回合不能使用或打出 杀、闪、水`
            : `${this.who(ev.by)}'s Control: ${this.who(ev.seat)} cannot use or play Strike, Dodge or Water this turn`,
        );
        return;
      case 'immune':
        // `by`: 盾牌, or the skill that makes the seat immune (黑"牛": 诅咒).
        if (ev.by !== undefined && ev.by !== 'dunpai')
          this.add(
            zh
              ? `${skillName(ev.by, 'zh')}：${kindName(ev.kind, 'zh')} 对 ${this.who(ev.seat)} 无效`
              : `${skillName(ev.by, 'en')}: ${kindName(ev.kind, 'en')} has no effect on ${this.who(ev.seat)}`,
          );
        else
          this.add(
            zh
              ? `${this.who(ev.seat)} 有盾牌：${kindName(ev.kind, 'zh')} 无效`
              : `${this.who(ev.seat)} ${this.vb(ev.seat, 'have', 'has')} a Shield: ${kindName(ev.kind, 'en')} has no effect`,
          );
        return;
      case 'judge': {
        const rname = reasonName(ev.reason, o.lang);
        this.lastJudge = ev.card;
        this.lastJudgeSeat = ev.seat;
        this.told.add(ev.reason);
        const who = this.kind === 'turn' && ev.seat === this.turnSeat ? '' : `${this.who(ev.seat)} `;
        const out = judgeOutcome(ev.reason, ev.card, o.lang);
        if (ev.reason === 'huaquanquan' && ev.card >= 0 && suitOfCard(ev.card) !== 'C') this.skipToldFor = ev.seat;
        this.add(
          zh
            ? `${who}判定（${rname}）：${this.card(ev.card)} → ${out}`
            : `${who}${who ? this.vb(ev.seat, 'judge', 'judges') : this.vb(ev.seat, 'you judge', 'judges')} (${rname}): ${this.card(ev.card)} → ${out}`,
        );
        return;
      }
      case 'damage': {
        let src = '';
        if (ev.source < 0) src = zh ? '（无来源）' : ' (no source)';
        else if (this.kind !== 'use' || this.lastUse?.seat !== ev.source)
          src = zh ? `（来自 ${this.who(ev.source)}）` : ` (from ${this.who(ev.source)})`;
        const hp = this.hp(ev.seat, ev.hp);
        this.add(
          paint(
            'damage',
            zh
              ? `${this.who(ev.seat)} 受到 ${ev.amount} 点伤害${src}，体力 ${hp}`
              : `${this.who(ev.seat)} ${this.vb(ev.seat, 'take', 'takes')} ${ev.amount} damage${src}, HP ${hp}`,
          ),
        );
        return;
      }
      case 'heal': {
        const lu = this.lastUse;
        if (lu?.as === 'tianshizhilei' && lu.seat === ev.seat && ev.by === ev.seat) {
          // 天使之泪: HP becomes 10; the part above the HP before is a shield (shown as HP).
          this.add(
            paint(
              'heal',
              zh
                ? `天使之泪：${this.who(ev.seat)} 的体力变为 ${ev.hp}（其中护盾 ${ev.amount}）`
                : `Angel's Tear: ${possessiveOf(this.who(ev.seat))} HP becomes ${ev.hp} (${ev.amount} of it a shield)`,
            ),
          );
          this.lastUse = null;
          return;
        }
        this.add(
          paint(
            'heal',
            zh
              ? `${this.who(ev.seat)} 回复 ${ev.amount} 点体力，体力 ${this.hp(ev.seat, ev.hp)}`
              : `${this.who(ev.seat)} ${this.vb(ev.seat, 'heal', 'heals')} ${ev.amount}, HP ${this.hp(ev.seat, ev.hp)}`,
          ),
        );
        // Saved: the rescue is told; what follows goes on a new line.
        if (this.kind === 'dying' && ev.seat === this.dyingSeat && ev.hp >= 1) this.flush();
        return;
      }
      case 'dying':
        this.dyingSeat = ev.seat;
        this.open(
          'dying',
          paint(
            'warning',
            zh
              ? `⚠ ${this.who(ev.seat)} 濒死（体力 ${ev.hp}），求救`
              : `⚠ ${this.who(ev.seat)} ${this.vb(ev.seat, 'are', 'is')} dying (HP ${ev.hp})`,
          ),
        );
        return;
      case 'death': {
        const id = identityName(ev.identity, o.lang, this.boss);
        const s = ev.score === 1 ? '' : 's';
        const killer =
          ev.killer >= 0
            ? zh
              ? `凶手 ${this.who(ev.killer)}，获得其 ${ev.score} 张积分牌`
              : `killed by ${this.who(ev.killer)}, who takes ${ev.score} score card${s}`
            : zh
              ? `无凶手，${ev.score} 张积分牌移出游戏`
              : `no killer; ${ev.score} score card${s} removed`;
        this.open(
          'death',
          paint(
            'death',
            zh
              ? `✝ ${this.who(ev.seat)} 死亡，身份：${id}（${killer}）`
              : `✝ ${this.who(ev.seat)} ${this.vb(ev.seat, 'die', 'dies')}, identity: ${id} (${killer})`,
          ),
        );
        return;
      }
      case 'reward': {
        const last = this.parts.length - 1;
        if (ev.what === 'draw' && last >= 0 && drew === ev.seat)
          this.parts[last] += zh ? '（杀死强盗的奖励）' : ' (the reward for killing a Bandit)';
        else if (ev.what === 'draw')
          this.add(
            zh
              ? `${this.who(ev.seat)} 杀死强盗，奖励摸 ${ev.count} 张`
              : `${this.who(ev.seat)}: reward for killing a Bandit, ${ev.count} cards`,
          );
        else this.add(zh ? '国主杀死了大臣，受罚' : 'the Lord killed a Minister: penalty');
        return;
      }
      case 'discard': {
        const d = this.discards;
        if (d && d.seat === ev.seat && d.reason === ev.reason) {
          d.cards.push(...ev.cards);
          return;
        }
        this.flushGroups();
        // The discard phase gets a line of its own.
        if (ev.reason === 'discardPhase') this.flush();
        this.discards = { seat: ev.seat, reason: ev.reason, cards: ev.cards.slice() };
        if (this.kind === 'none') this.kind = 'plain';
        return;
      }
      case 'move': {
        if (ev.from < 0) {
          // A judgement card taken by its judge (洛神): the judgement said so.
          if (ev.cards && ev.cards[0] === judged && ev.to === this.lastJudgeSeat) return;
          const c = ev.cards ? this.card(ev.cards[0] as number) : '?';
          this.harvest.push(`${this.sv(ev.to, '拿', 'take', 'takes')} ${c}`);
          return;
        }
        const what = ev.cards
          ? cardsLabel(ev.cards, o)
          : zh
            ? `${ev.count} 张手牌`
            : ev.count === 1
              ? 'a hand card'
              : `${ev.count} hand cards`;
        // Neutral words: a move may be taken (顺手牵狗) or given (爱国, 神秘惊奇).
        this.add(
          zh
            ? `${this.who(ev.to)} 获得 ${this.who(ev.from)} 的 ${what}`
            : `${this.who(ev.to)} ${this.vb(ev.to, 'get', 'gets')} ${what} from ${this.who(ev.from)}`,
        );
        return;
      }
      case 'look': {
        const hand = ev.hand !== null ? cardsLabel(sortCards(ev.hand), o) : '';
        if (ev.identity === null && this.lastUse?.as === 'guangmingzhiyan' && this.lastUse.seat === ev.seat) {
          // 光明之眼: hands only, no identity. Its user is told each hand; the others that it looked at all of them.
          if (ev.hand !== null)
            this.add(
              zh
                ? `${this.who(ev.seat)} 看到 ${this.who(ev.target)} 的手牌：${hand || '—'}`
                : `${this.who(ev.seat)} ${this.vb(ev.seat, 'see', 'sees')} ${possessiveOf(this.who(ev.target))} hand: ${hand || '—'}`,
            );
          else if (!this.lookedAll) {
            this.lookedAll = true;
            this.add(
              zh
                ? `${this.who(ev.seat)} 观看了所有人的手牌`
                : `${this.who(ev.seat)} ${this.vb(ev.seat, 'look', 'looks')} at everyone's hand`,
            );
          }
          return;
        }
        if (ev.hand !== null && ev.identity !== null) {
          const id = identityName(ev.identity, o.lang);
          this.add(
            zh
              ? `${this.who(ev.seat)} 观看了 ${this.who(ev.target)} 的手牌（${hand}）和身份（${id}）`
              : `${this.who(ev.seat)} ${this.vb(ev.seat, 'see', 'sees')} ${possessiveOf(this.who(ev.target))} hand (${hand}) and identity (${id})`,
          );
        } else if (ev.hand !== null)
          this.add(
            zh
              ? `${this.who(ev.seat)} 观看了 ${this.who(ev.target)} 的手牌（${hand || '—'}）`
              : `${this.who(ev.seat)} ${this.vb(ev.seat, 'see', 'sees')} ${possessiveOf(this.who(ev.target))} hand (${hand || '—'})`,
          );
        else
          this.add(
            zh
              ? `${this.who(ev.seat)} 观看了 ${this.who(ev.target)} 的手牌和身份`
              : `${this.who(ev.seat)} ${this.vb(ev.seat, 'look', 'looks')} at ${possessiveOf(this.who(ev.target))} hand and identity`,
          );
        return;
      }
      case 'reveal':
        this.add(zh ? `亮出 ${cardsLabel(ev.cards, o)}` : `revealed: ${cardsLabel(ev.cards, o)}`);
        return;
      case 'reshuffle':
        this.add(
          paint(
            'dim',
            zh ? `牌堆用完，弃牌堆 ${ev.count} 张洗成新牌堆` : `draw pile empty: ${ev.count} discards reshuffled`,
          ),
        );
        return;
      case 'skill': {
        if (this.told.has(ev.id)) return;
        const targets = ev.targets.length > 0 ? ` → ${ev.targets.map((t) => this.who(t)).join(zh ? '、' : ', ')}` : '';
        const cards = ev.cards.length > 0 ? ` ${cardsLabel(ev.cards, o)}` : '';
        const name = skillName(ev.id, o.lang);
        const text = zh
          ? `${this.who(ev.seat)} 发动【${name}】${cards}${targets}`
          : `${this.who(ev.seat)} ${this.vb(ev.seat, 'use', 'uses')} ${name}${cards}${targets}`;
        if (this.kind === 'turn' || this.kind === 'dying') this.add(text);
        else this.open('use', text);
        return;
      }
      case 'prevent':
        this.add(
          zh
            ? `${this.who(ev.seat)} 的【${skillName(ev.by, 'zh')}】防止了 ${ev.amount} 点伤害`
            : `${possessiveOf(this.who(ev.seat))} ${skillName(ev.by, 'en')} prevents ${ev.amount} damage`,
        );
        return;
      case 'peek': {
        const what = ev.cards ? `：${cardsLabel(ev.cards, o)}` : '';
        this.add(
          zh
            ? `${this.who(ev.seat)} 观看了牌堆顶 ${ev.count} 张牌${what}`
            : `${this.who(ev.seat)} ${this.vb(ev.seat, 'look', 'looks')} at the top ${ev.count} cards of the draw pile${ev.cards ? `: ${cardsLabel(ev.cards, o)}` : ''}`,
        );
        return;
      }
      case 'control': {
        const via = skillName(ev.via, o.lang);
        this.add(
          paint(
            'warning',
            zh
              ? `${this.who(ev.by)} 控制了 ${this.who(ev.seat)}（${via}，${ev.via === 'silingbu' ? '其下个回合' : `${ev.turns} 个回合`}）`
              : `${this.who(ev.by)} ${this.vb(ev.by, 'take', 'takes')} control of ${this.who(ev.seat)} (${via}, ${ev.via === 'silingbu' ? 'their next turn' : `${ev.turns} turns`})`,
          ),
        );
        return;
      }
      case 'controlEnd': {
        const why = {
          turns: zh ? '回合数已满' : 'its turns are over',
          death: zh ? '有人死亡' : 'a death',
          replaced: zh ? '被新的控制取代' : 'replaced by a newer one',
        }[ev.reason];
        this.add(
          zh
            ? `${this.who(ev.by)} 对 ${this.who(ev.seat)} 的控制结束（${why}）`
            : `${possessiveOf(this.who(ev.by))} control of ${this.who(ev.seat)} ends (${why})`,
        );
        return;
      }
      case 'end':
        this.flush();
        this.inTurn = false;
        this.lines.push(paint('title', zh ? '游戏结束。' : 'Game over.'));
        return;
      default:
        return;
    }
  }

  /** Whether `ev` belongs to the rescue of the dying player whose line is being built. */
  private rescueGoesOn(ev: PaopaoshaEvent): boolean {
    switch (ev.t) {
      case 'pass':
        return ev.reason === 'rescue';
      case 'respond':
        return ev.as === 'shui' || ev.as === 'shengsibu' || ev.as === 'wuxiekeji';
      case 'heal':
        return ev.seat === this.dyingSeat;
      case 'nullified':
      case 'death':
      case 'discard':
        return true;
      default:
        return false;
    }
  }

  /** Ends a batch: every line is completed (setup summaries included). */
  end(): void {
    this.flushSetup();
    this.flush();
  }
}

function possessiveOf(who: string): string {
  return who === 'you' ? 'your' : `${who}'s`;
}

/** Redacted events in words, as `viewer` sees them (one batch). */
export function renderEvents(events: readonly PaopaoshaEvent[], viewer: number | null, o: RenderOptions): string[] {
  return eventPrinter(viewer, o).print(events);
}

/** A printer that keeps the turn context between batches of redacted events (see `GameRenderer.events`). */
export function eventPrinter(viewer: number | null, o: RenderOptions): EventPrinter {
  const w = new EventWriter(viewer, o);
  return {
    print(events: readonly unknown[]): string[] {
      w.noteBatch(events as readonly PaopaoshaEvent[]);
      for (const ev of events) w.event(ev as PaopaoshaEvent);
      w.end();
      return w.lines.splice(0);
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Result and help

/** The end of a game in words: the outcome, winners, every identity (once over), score cards, deaths. */
export function renderResult(s: PaopaoshaState, viewer: number | null, o: RenderOptions): string[] {
  const zh = o.lang === 'zh';
  const paint = painterOf(o);
  const r = s.result;
  const lines: string[] = [];
  const who = (seat: number) => seatName(seat, viewer, o.lang);
  const boss = isBoss(s);
  if (!r) {
    lines.push(
      zh
        ? `对局未结束（进行到第 ${s.round} 轮，第 ${s.turns} 回合）。`
        : `The game was not finished (stopped in round ${s.round}, turn ${s.turns}).`,
    );
  } else if (r.draw) {
    lines.push(
      paint(
        'title',
        zh
          ? `平局：${s.config.maxRounds} 轮内未分胜负，没有胜者。`
          : `Draw: no result within ${s.config.maxRounds} rounds; nobody wins.`,
      ),
    );
  } else {
    lines.push(
      paint(
        'title',
        zh
          ? `游戏结束（第 ${s.round} 轮，第 ${s.turns} 回合）。${conditionLabel(r.reason, 'zh')}。`
          : `Game over (round ${s.round}, turn ${s.turns}). ${conditionLabel(r.reason, 'en')}.`,
      ),
    );
    const names = r.winners.map(
      (w) => `${ucfirst(who(w))}（${identityName((s.seats[w] as { identity: IdentityId }).identity, o.lang, boss)}）`,
    );
    lines.push(
      zh ? `胜者：${names.join('、')}` : `Winners: ${names.join(', ').replace(/（/g, ' (').replace(/）/g, ')')}`,
    );
    if (viewer !== null)
      lines.push(
        r.winners.includes(viewer)
          ? paint('won', zh ? '你赢了！' : 'You won!')
          : zh
            ? '你没有获胜。'
            : 'You did not win.',
      );
  }
  const over = r !== null;
  lines.push(
    zh
      ? over
        ? '所有身份与积分牌：'
        : '已知身份与积分牌：'
      : over
        ? 'Every identity and score:'
        : 'Known identities and score:',
  );
  const rows: string[][] = [];
  s.seats.forEach((p, seat) => {
    const known =
      over ||
      p.identityPublic ||
      seat === viewer ||
      (viewer !== null && ((s.seats[viewer]?.knows ?? 0) & (1 << seat)) !== 0);
    const star = r?.winners.includes(seat) ? '★' : ' ';
    const c = p.character ? characterName(p.character, o.lang) : '?';
    let state: string;
    if (p.alive) state = zh ? `存活，体力 ${p.hp}/${p.maxHp}` : `alive, HP ${p.hp}/${p.maxHp}`;
    else {
      const killer = p.killer >= 0 ? who(p.killer) : null;
      state = zh
        ? `第 ${p.deathOrder} 个死亡${killer ? `，凶手 ${killer}` : '，无凶手'}`
        : `death #${p.deathOrder}${killer ? `, killed by ${killer}` : ', no killer'}`;
    }
    rows.push([
      `  ${star} ${zh ? `${seat}号` : `seat ${seat}`}${seat === viewer ? (zh ? '（你）' : ' (you)') : ''}`,
      c,
      known ? identityName(p.identity, o.lang, boss) : '?',
      state,
      zh ? `积分牌 ${p.score}` : `score ${p.score}`,
    ]);
  });
  lines.push(...table(rows));
  return lines;
}

const HELP: Record<Lang, string[]> = {
  zh: [
    '跑跑杀 规则摘要（完整规则见 docs/rules/paopaosha.md）',
    '· 身份：国主（公开）与大臣要消灭所有强盗和小贼；强盗要击败国主；小贼要最后一个杀死国主。',
    '· 回合：回合开始（判定面前的延时牌，后放的先判）→ 摸 2 张 → 出牌 → 弃牌到不超过体力 → 结束。',
    '· 出牌阶段：杀每阶段限一次（pAK-470 不限），只能对攻击范围内的玩家（距离 ≤ 武器攻击距离，无武器为 1）。',
    '  水回复 1 点体力；技能牌（锦囊）可被无懈可击抵消；装备放入武器、防具、坐骑、技能书四个栏位，新的替换旧的。',
    '· 响应：被杀时出闪（或杀闪之交、躲）；万刀齐发要闪，强盗入侵 / 恐怖分子 / 单挑要杀。',
    '· 濒死：体力 ≤ 0 时，从当前回合玩家起依次可以用水（+1）或生死簿（回满）相救；无人救则死亡并亮出身份。',
    '  凶手获得死者的积分牌；杀死强盗摸 3 张；国主杀死大臣要弃光手牌和装备。',
    '· 距离：沿座次较短一侧数存活玩家；坐骑改变距离：震震狗 你到别人 −1；旺财狗 / 狼狗 / 桑塔纳 别人到你 +1，老牛 +2；',
    '  QQ飞车 别人到你 +1、你到别人 −1（但你不能对自己使用水）。',
    '· 神卡（永恒之火、天使之泪、吉奥拉之花、海洋公主、光明之眼）在出牌阶段使用，无懈可击和盾牌都挡不住。',
    '· 海盗王模式（--mode boss，3–8 人）：0号 是海盗王（体力 = 4 × 对手人数），其余玩家组成跑跑队，身份全部公开；',
    '  海盗王死亡则跑跑队全体获胜，所有跑跑死亡则海盗王获胜。',
    '操作：输入选项编号后回车；h 显示本帮助；q 退出（会保存对局记录）。',
  ],
  en: [
    '跑跑杀 Paopaosha, rules in short (full rules: docs/rules/paopaosha.md)',
    '· Identities: the Lord (public) and the Ministers must kill every Bandit and Thief; the Bandits must kill the',
    '  Lord; a Thief must be the last one alive when the Lord dies.',
    '· A turn: start (judge the delayed cards in front of you, newest first) → draw 2 → play → discard down to your',
    '  HP → end.',
    '· Play phase: one Kill (杀) per phase (any number with pAK-470), only on a player within range (distance ≤ your',
    '  weapon’s range, 1 without). Water (水) heals 1. Trick cards can be cancelled by Impeccable (无懈可击).',
    '  Equipment goes into four slots (weapon, armor, mount, skill book); a new card replaces the old one.',
    '· Responses: Dodge (闪; or Kill-or-Dodge, Evade) against Kill and Thousand Blades; a Kill against Bandit Raid,',
    '  Terrorist and Duel.',
    '· Dying: at HP ≤ 0 everyone, from the current player on, may save with Water (+1) or the Book of Life and Death',
    '  (full HP); if no one does, the player dies and their identity is shown. The killer takes their score cards;',
    '  killing a Bandit draws 3; a Lord who kills a Minister discards every hand and equipment card.',
    '· Distance: count alive players the shorter way round; mounts change it: Zhenzhen Dog −1 from you to others;',
    '  Wangcai Dog, Wolfdog, VW Santana +1 from others to you, Old Ox +2; QQ Speed Kart +1 from others to you and −1',
    '  from you to others (but you cannot use Water on yourself).',
    '· God cards (Eternal Fire, Angel’s Tear, Jiaola’s Flower, Ocean Princess, Eye of Light) are used in the play',
    '  phase; neither Impeccable nor a Shield stops them.',
    '· Boss mode (--mode boss, 3–8 players): seat 0 is the Pirate King (HP = 4 × the number of opponents), everyone',
    '  else is on the Paopao team, all sides public; the team wins when he dies, he wins when every Paopao is dead.',
    'Keys: type an option number and Enter; h shows this help; q quits (the game record is still saved).',
  ],
};

/** The rules summary printed by the `h` key. */
export function renderHelp(o: RenderOptions): string[] {
  return HELP[o.lang];
}

/** The 跑跑杀 renderer of the CLI's game registry. */
export const paopaoshaRenderer: GameRenderer = {
  table: (view, o) => renderTable(view as PaopaoshaView, o),
  brief: (view, o) => renderBrief(view as PaopaoshaView, o),
  events: eventPrinter,
  menu: (legal, view, o, seat) => renderMenu(legal as D[], view as PaopaoshaView, o, seat),
  question: (view, o) => questionText(view as PaopaoshaView, o),
  result: (state, viewer, o) => renderResult(state as PaopaoshaState, viewer, o),
  condition: (id, o) => conditionLabel(id, o.lang),
  help: renderHelp,
  offer: () => null,
};
