import type { Decider, SeatContext } from '@shaju/runtime';
import {
  CARD_KINDS,
  type CardKindId,
  CHARACTERS,
  type CharacterId,
  IDENTITY_TABLE,
  type IdentityId,
  kindOf,
  type PaopaoshaConfig,
  type PaopaoshaDecision,
  type PaopaoshaView,
  type SeatView,
  subtypeOf,
  suitOfCard,
  typeOf,
} from '../src/index.ts';

type Ctx = SeatContext<PaopaoshaDecision, PaopaoshaView>;
type Use = Extract<PaopaoshaDecision, { t: 'use' }>;
type Skill = Extract<PaopaoshaDecision, { t: 'skill' }>;
type Ask = NonNullable<PaopaoshaView['ask']>;
type Opt = NonNullable<Ask['options']>[number];

/** Seats a game can have (3–12). */
const MAX_SEATS = 12;
/** Uses per play phase after which the bot ends it whatever is left (a hard stop against any loop). */
const MAX_PLAY_USES = 40;
/** 洛神 judgements per turn after which the bot stops (the piles may be nearly empty; hands need not grow forever). */
const MAX_LUOSHEN = 10;
/** Below this enemy score a seat is never harmed on purpose. */
const ENEMY = 0.15;
/** Above this friend score (-enemy) a seat is protected and rescued. */
const FRIEND = 0.3;
/** A 无懈可击 is only spent on an effect worth at least this much to my side (there are two in the deck). */
const WUXIE_WORTH = 1.1;

/** Chance that one unknown hand card answers: 闪 (闪 14, 杀闪之交 1, 躲 1) or 杀 (杀 26, 杀闪之交 1) of 110. */
const SHAN_RATE = 16 / 110;
const SHA_RATE = 27 / 110;
/** What an unknown card is worth on average (keep-value units). */
const AVG_CARD = 5;
/** Chance that a judgement is a weapon (诅咒, 八卦阵): 9 weapons of 110. */
const WEAPON_RATE = 9 / 110;

/**
 * What an equipped card is worth to its holder: my judgement of each card's effect (the weapon's range is added
 * separately, by the enemies it reaches). Skill books: 无影八卦阵 keeps every 杀 but the 国主's off you, 无影脚 lifts
 * the 杀 limit, 神秘惊奇 is one strong use, 电脑奇才 a card swap.
 */
const EQUIP_VALUE: Partial<Record<CardKindId, number>> = {
  sishenmingdao: 8,
  dapao: 7,
  muchui: 6.5,
  m16: 5,
  paopaojiatelin: 5,
  pak470: 5.5,
  chaoguo: 4,
  shuiqiang: 3.5,
  paopaosandanqiang: 3.5,
  dazhongsangtana: 8,
  langgou: 7,
  laoniu: 6,
  qqfeiche: 5,
  wangcaigou: 5,
  zhenzhengou: 4.5,
  dunpai: 7,
  baguazhen: 3,
  gongshanziwuyingjiao: 5,
  gongshanziwuyingbaguazhen: 7,
  diannaoqicaishu: 3,
  shenmijingqi: 5,
};

/** How much a harmful trick hurts its target (in HP-like units), before its target's state is considered. */
const TRICK_HARM: Partial<Record<CardKindId, number>> = {
  shijianqianjin: 3,
  huaquanquan: 1.6,
  dantiao: 1.2,
  shunshouqiangou: 1.1,
  guoluchailu: 0.9,
  kongzhi: 1,
  yibuliushen: 1,
  jiedaosharen: 0.8,
  zuzhou: WEAPON_RATE * 4,
  dilei: 0.25 * 3,
  shuilei: 0.25 * 2,
  wandaoqifa: 1,
  qiangdaoruqin: 1,
  kongbufenzi: 1,
};

/** Tricks whose harm is damage: nothing to a sleeping player (睡觉). */
const DAMAGE_TRICKS: ReadonlySet<CardKindId> = new Set<CardKindId>([
  'dantiao',
  'zuzhou',
  'wandaoqifa',
  'qiangdaoruqin',
  'kongbufenzi',
]);

/** My reading of each character's skills, added to its HP when choosing (drawing skills are worth most). */
const CHARACTER_BONUS: Partial<Record<CharacterId, number>> = {
  piguanxiaoqian: 1.5,
  laopi: 1.5,
  lanlan: 1.2,
  xiaopi: 0.8,
  doujiyan: 0.5,
  congtou: 0.3,
  heiniu: 0.3,
  xiaodou: -1,
};

/** Skills that turn any card into 水, with the config field of their per-game count (P-T6). */
const SHUI_SKILLS: Readonly<Record<string, keyof PaopaoshaConfig>> = { doujiang: 'doujiangUses', zaji: 'zajiUses' };

const SHA_KINDS: readonly CardKindId[] = ['sha', 'shashanzhijiao'];
const SHAN_KINDS: readonly CardKindId[] = ['shan', 'shashanzhijiao', 'duo'];

/** Delayed cards that are bad for the player they lie in front of (an ally's are worth removing). */
const BAD_DELAYED: ReadonlySet<CardKindId> = new Set<CardKindId>(['shijianqianjin', 'huaquanquan', 'yibuliushen']);

function isEquipment(card: number): boolean {
  const sub = subtypeOf(card);
  return sub === 'weapon' || sub === 'armor' || sub === 'mount' || sub === 'book';
}

function armorKind(p: SeatView): CardKindId | '' {
  return p.equip.armor >= 0 ? kindOf(p.equip.armor) : '';
}

function hasDunpai(p: SeatView): boolean {
  return armorKind(p) === 'dunpai';
}

function clamp(x: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, x));
}

/**
 * What the HP point between `h` and `h + 1` is worth (in keep-value units): the last points matter most, and a point
 * that keeps a player out of dying most of all.
 */
function hpPoint(h: number): number {
  return h <= 0 ? 12 : h === 1 ? 8 : h === 2 ? 5 : h === 3 ? 4 : 3;
}

/** The index of the option with the highest `score` (the first on ties; 0 for none). */
function bestOption(opts: readonly Opt[], score: (o: Opt, i: number) => number): number {
  let bestI = 0;
  let best = -Infinity;
  for (let i = 0; i < opts.length; i++) {
    const s = score(opts[i] as Opt, i);
    if (s > best) {
      best = s;
      bestI = i;
    }
  }
  return bestI;
}

/**
 * The heuristic bot for 跑跑杀 (issues #3 and #4). It sees only its own view. One instance plays one seat for one game
 * and remembers what it has seen: who used harmful tricks on whom (the 无懈可击 windows show every single-target trick to
 * every player), who attacked whom, who brought whom to dying, who killed whom (score cards move to the killer, P-S3)
 * and HP lost during another player's turn; a seat under control (海洋公主, 司令部) acts for its controller, so its deeds
 * count as the controller's. From this it keeps, per seat, evidence of acting for or against the 国主, and turns it into
 * identity probabilities with the identities still hidden (P-S1 table minus revealed ones).
 *
 * Goals by identity: 国主 and 大臣 attack likely 强盗/小贼 and protect the 国主; 强盗 attack the 国主 first, then likely
 * 大臣; the 小贼 fights whichever side is stronger, keeps the 国主 alive while anyone else lives, and attacks the 国主
 * last. In boss mode (P-B1) the sides are public: the 海盗王 against the team, and team members never harm each other.
 *
 * It equips better gear, heals, draws, uses tricks on enemies only (AOE only when it hurts enemies more), answers with
 * 闪/杀 when it helps, spends 无懈可击 only on effects that matter, rescues allies, discards its least useful cards, uses
 * every character skill, skill book and god card when it pays (see `scoreSkill`, `scoreUse`, `sayYes`, `pickIndex`),
 * and decides for the seats it controls in its own interest: their cards against its enemies, their 闪 and 水 kept from
 * themselves when they are enemies, their best cards discarded. It always returns one of its legal decisions.
 */
export class PaopaoshaHeuristicBot implements Decider<PaopaoshaDecision, PaopaoshaView> {
  readonly name = 'heuristic';
  /** Decisions that fell back to a default after an internal error (should stay 0; for tests). */
  errors = 0;

  private n = 0;
  private me = -1;
  private lord = -1;
  private mine: IdentityId = 'dachen';
  /** Boss mode (P-B1): sides are the public `team`s. */
  private boss = false;
  /**
   * The seat whose decision this is: `me`, or a seat I control (海洋公主, 司令部). Its hand is the view's `hand`, its
   * position gives distances; whose side anything is on is always judged from `me`.
   */
  private actor = -1;
  /** How much I care for the actor's own good: 1 for myself; for a controlled seat −1 (an enemy) … 1 (an ally). */
  private selfWorth = 1;
  /** My own hand (while deciding for a controlled seat, the view's hand is that seat's). */
  private ownHand: readonly number[] = [];
  /** Keep values of the actor's hand for the current decision (lazy). */
  private handVals: Float64Array | null = null;
  /** Evidence per seat: > 0 acts for the 国主, < 0 against. */
  private readonly ev = new Float64Array(MAX_SEATS);
  private readonly prevHp = new Int16Array(MAX_SEATS);
  private readonly prevScore = new Int16Array(MAX_SEATS);
  private readonly prevAlive = new Uint8Array(MAX_SEATS);
  private prevTurns = -1;
  /** The trick of the current 无懈可击 chain (its user, target, kind, card) and the chain depth. */
  private trickUser = -1;
  private trickTarget = -1;
  private trickKind: CardKindId | '' = '';
  private trickCard = -2;
  private chainDepth = 0;
  private chainCard = -2;
  private lastRescueKey = -1;
  /** A dying player I was asked to save: who could still save them after me, and their hand sizes then. */
  private watchTarget = -1;
  private watchTurns = -1;
  private readonly watchHand = new Int16Array(MAX_SEATS).fill(-1);
  private lastShanKey = -1;
  /** 控制 used while I can still 杀 its target this turn: pick mode (a). */
  private kongzhiThenSha = false;
  /** Cards used in the current play phase (a hard stop against any loop, e.g. 本来就有 redrawing itself). */
  private playTurn = -1;
  private playUses = 0;
  /** 洛神 judgements this turn. */
  private luoshenTurn = -1;
  private luoshenCount = 0;
  /** The turn number of my last 睡觉 (never two turns running). */
  private sleptTurn = -1000;

  // Per-decision caches (filled by `assess`).
  private readonly pL = new Float64Array(MAX_SEATS);
  private readonly pR = new Float64Array(MAX_SEATS);
  private readonly pZ = new Float64Array(MAX_SEATS);
  /** Enemy score per seat in [-1, 2]: > 0 harm them, < 0 protect them. */
  private readonly enemy = new Float64Array(MAX_SEATS);
  private nL = 0;
  private nR = 0;
  private nZ = 0;
  private othersAlive = 0;
  /** The enemy score above which I harm a seat: it falls as the game drags on, so that a stalemate breaks. */
  private thr = ENEMY;

  decide(ctx: Ctx): PaopaoshaDecision {
    let legal: readonly PaopaoshaDecision[] = [];
    try {
      const v = ctx.view();
      if (v.seat === null) return fallback(ctx.legal());
      // The view is the deciding seat's own; a seat it controls (海洋公主, 司令部: issue #4) has `ctx.seat !== v.seat`,
      // its hand and legal decisions listed in `v.controlling`.
      const proxy = v.seat !== ctx.seat;
      legal = proxy ? ctx.legal() : v.legal;
      this.setup(v, v.seat);
      this.counts(v);
      this.observe(v, ctx.seat);
      this.assess(v);
      this.ownHand = v.hand ?? [];
      const d = proxy ? this.forControlled(v, ctx.seat, legal) : this.choose(v, legal);
      if (d && legal.includes(d)) return d;
      this.errors++;
    } catch {
      this.errors++;
    } finally {
      this.actor = this.me;
      this.selfWorth = 1;
      this.handVals = null;
    }
    if (legal.length === 0) legal = ctx.legal();
    return fallback(legal);
  }

  // ——— control ———

  /**
   * A decision for a seat I control: the same choices as for myself, seen from that seat (its hand, its distances),
   * judged by my side's good. `selfWorth` says how much its own good counts: an enemy's not at all (it will not dodge,
   * heal or rescue itself, and gives up its best cards), an ally's as my own.
   */
  private forControlled(v: PaopaoshaView, seat: number, legal: readonly PaopaoshaDecision[]): PaopaoshaDecision | null {
    const c = v.controlling.find((x) => x.seat === seat);
    const players = v.players.map((p) =>
      p.seat === seat || !p.alive
        ? { ...p, distance: null, inRange: false }
        : { ...p, distance: this.dist(v, seat, p.seat), inRange: this.reaches(v, seat, p.seat) },
    );
    const pv: PaopaoshaView = { ...v, seat, hand: c ? c.hand : [], legal, players };
    this.actor = seat;
    this.selfWorth = clamp(-(this.enemy[seat] as number), -1, 1);
    // A controlled enemy's cards cost my side nothing: spend them on any seat more likely against me than not.
    if (this.selfWorth < 0) this.thr = Math.min(this.thr, 0);
    return this.choose(pv, legal);
  }

  /** Distance from `from` to `to` (P-T3): alive seats the shorter way round, mounts, at least 1. */
  private dist(v: PaopaoshaView, from: number, to: number): number {
    const ps = v.players;
    const n = ps.length;
    let cw = 0;
    for (let i = from; i !== to; i = (i + 1) % n) if ((ps[(i + 1) % n] as SeatView).alive) cw++;
    let ccw = 0;
    for (let i = from; i !== to; i = (i + n - 1) % n) if ((ps[(i + n - 1) % n] as SeatView).alive) ccw++;
    let d = Math.min(cw, ccw);
    const fm = (ps[from] as SeatView).equip.mount;
    const tm = (ps[to] as SeatView).equip.mount;
    if (fm >= 0) d += CARD_KINDS[kindOf(fm)].distance?.attack ?? 0;
    if (tm >= 0) d += CARD_KINDS[kindOf(tm)].distance?.defense ?? 0;
    return Math.max(1, d);
  }

  private hasBook(v: PaopaoshaView, seat: number, kind: CardKindId): boolean {
    const b = (v.players[seat] as SeatView).equip.book;
    return v.config.characterSkills && b >= 0 && kindOf(b) === kind;
  }

  /** Whether `from`'s 杀 reaches `to` (range, 公山子无影八卦阵 on either side). */
  private reaches(v: PaopaoshaView, from: number, to: number): boolean {
    if (from !== v.lord && this.hasBook(v, to, 'gongshanziwuyingbaguazhen')) return false;
    if (this.hasBook(v, from, 'gongshanziwuyingbaguazhen')) return true;
    const w = (v.players[from] as SeatView).equip.weapon;
    return this.dist(v, from, to) <= (w >= 0 ? (CARD_KINDS[kindOf(w)].range ?? 1) : 1);
  }

  /** The seat that decides for `seat` now (its controller, or itself): whose deed an action of `seat` is. */
  private by(v: PaopaoshaView, seat: number): number {
    const c = seat >= 0 ? (v.players[seat]?.controller ?? -1) : -1;
    return c >= 0 ? c : seat;
  }

  // ——— memory and inference ———

  private setup(v: PaopaoshaView, seat: number): void {
    this.actor = seat;
    if (this.n > 0) return;
    const ps = v.players;
    this.n = ps.length;
    this.me = seat;
    this.actor = seat;
    this.lord = v.lord;
    this.boss = v.config.mode === 'boss';
    this.mine = (ps[seat]?.identity ?? 'dachen') as IdentityId;
    for (let i = 0; i < this.n; i++) {
      const p = ps[i] as SeatView;
      this.prevHp[i] = p.hp;
      this.prevScore[i] = p.score;
      this.prevAlive[i] = p.alive ? 1 : 0;
    }
    this.prevTurns = v.turns;
  }

  /** Hidden identities left among the unknown seats (P-S1 table minus every identity I know). */
  private counts(v: PaopaoshaView): void {
    const row = IDENTITY_TABLE[this.n];
    let l = row?.dachen ?? 0;
    let r = row?.qiangdao ?? 0;
    let z = row?.xiaozei ?? 0;
    let alive = 0;
    for (const p of v.players) {
      if (p.alive && p.seat !== this.me) alive++;
      if (p.identity === 'dachen') l--;
      else if (p.identity === 'qiangdao') r--;
      else if (p.identity === 'xiaozei') z--;
    }
    this.nL = Math.max(0, l);
    this.nR = Math.max(0, r);
    this.nZ = Math.max(0, z);
    this.othersAlive = alive;
  }

  /** Alignment of seat `t` as its attackers see it: +1 for the 国主's side, −1 against, 0 unknown or 小贼. */
  private align(v: PaopaoshaView, t: number): number {
    const id = t === this.me ? this.mine : v.players[t]?.identity;
    if (id === 'guozhu' || id === 'dachen') return 1;
    if (id === 'qiangdao') return -1;
    if (id === 'xiaozei') return 0;
    this.post(t);
    return (this.pL[t] as number) - (this.pR[t] as number);
  }

  /** `x` harmed `t` with weight `w`: evidence that `x` is against `t`'s side. */
  private harm(v: PaopaoshaView, x: number, t: number, w: number): void {
    if (x < 0 || t < 0 || x === t || x >= this.n || t >= this.n) return;
    // The 国主's hostility hints that the target is against the 国主 (a weak hint: the 国主 may be wrong).
    if (x === this.lord && t !== this.me && v.players[t]?.identity === null)
      this.ev[t] = (this.ev[t] as number) - 0.3 * w;
    if (x === this.me || v.players[x]?.identity !== null) return;
    const k = t === this.lord ? 2 : 1;
    this.ev[x] = clamp((this.ev[x] as number) - w * k * this.align(v, t), -8, 8);
  }

  /** `x` helped `t` with weight `w`. */
  private help(v: PaopaoshaView, x: number, t: number, w: number): void {
    if (x < 0 || t < 0 || x === t || x === this.me || x >= this.n || t >= this.n) return;
    if (v.players[x]?.identity !== null) return;
    const k = t === this.lord ? 2 : 1;
    this.ev[x] = clamp((this.ev[x] as number) + w * k * this.align(v, t), -8, 8);
  }

  /** Reads what changed since my last view and what the current request (asked of seat `asked`) shows. */
  private observe(v: PaopaoshaView, asked: number): void {
    const ps = v.players;
    const n = this.n;
    // A death: whose score rose is the killer (P-S3).
    let died = -1;
    let deaths = 0;
    for (let i = 0; i < n; i++) {
      const p = ps[i] as SeatView;
      if (this.prevAlive[i] && !p.alive) {
        deaths++;
        died = i;
      }
    }
    if (deaths === 1) {
      let killer = -1;
      for (let i = 0; i < n; i++)
        if (i !== died && (ps[i] as SeatView).score > (this.prevScore[i] as number)) killer = i;
      const id = (ps[died] as SeatView).identity;
      if (killer >= 0 && killer !== this.me && (ps[killer] as SeatView).identity === null) {
        const w = id === 'qiangdao' ? 1.5 : id === 'dachen' ? -2 : id === 'xiaozei' ? 0.3 : 0;
        this.ev[killer] = clamp((this.ev[killer] as number) + w, -8, 8);
      }
    }
    // HP lost by exactly one other player during someone's turn (since my last view in the same turn): the player
    // whose turn it is (or whoever controls them) most likely did it. Several at once is an AOE: no conclusion.
    if (v.turns === this.prevTurns && v.phase === 'play') {
      let hurt = -1;
      let count = 0;
      for (let i = 0; i < n; i++) {
        if (i === v.turn || i === this.me) continue;
        if ((ps[i] as SeatView).hp < (this.prevHp[i] as number)) {
          hurt = i;
          count++;
        }
      }
      if (count === 1) this.harm(v, this.by(v, v.turn), hurt, 0.8);
    }
    this.seeRescuer(v);
    const a = v.ask;
    if (a) {
      if (a.kind === 'wuxie') this.seeWindow(v, a);
      else if (a.kind === 'rescue') {
        const key = (v.turns * MAX_SEATS + a.target) * MAX_SEATS + a.source;
        if (key !== this.lastRescueKey && a.source >= 0) {
          this.lastRescueKey = key;
          this.harm(v, this.by(v, a.source), a.target, 1);
        }
        this.watchRescue(v, a.target, asked);
      } else if (a.kind === 'shan' && a.reason === 'sha') {
        const key = (v.turns * 256 + a.card) * MAX_SEATS + asked;
        if (key !== this.lastShanKey) {
          this.lastShanKey = key;
          this.harm(v, this.by(v, a.source), asked, 1);
        }
      }
    }
    for (let i = 0; i < n; i++) {
      const p = ps[i] as SeatView;
      this.prevHp[i] = p.hp;
      this.prevScore[i] = p.score;
      this.prevAlive[i] = p.alive ? 1 : 0;
    }
    this.prevTurns = v.turns;
    // Evidence fades a little: old deeds weigh less than new ones.
    for (let i = 0; i < n; i++) this.ev[i] = (this.ev[i] as number) * 0.998;
  }

  /**
   * Seat `asked` is asked to save a dying player: the seats asked after it (P-W2: in seat order from the current
   * player) are the only ones who can still save them; remember their hand sizes.
   */
  private watchRescue(v: PaopaoshaView, t: number, asked: number): void {
    this.watchTarget = t;
    this.watchTurns = v.turns;
    this.watchHand.fill(-1);
    const n = this.n;
    const after = (asked - v.turn + n) % n;
    for (let k = after + 1; k < n; k++) {
      const seat = (v.turn + k) % n;
      const p = v.players[seat] as SeatView;
      if (p.alive && seat !== t) this.watchHand[seat] = p.handCount;
    }
  }

  /** The dying player I watched lives: if exactly one of the seats after me lost hand cards, they saved them (水). */
  private seeRescuer(v: PaopaoshaView): void {
    const t = this.watchTarget;
    if (t < 0) return;
    const ask = v.ask;
    if (ask?.kind === 'rescue' && ask.target === t && v.turns === this.watchTurns) return;
    this.watchTarget = -1;
    if (v.turns !== this.watchTurns || !(v.players[t] as SeatView).alive) return;
    let rescuer = -1;
    let count = 0;
    for (let i = 0; i < this.n; i++) {
      const before = this.watchHand[i] as number;
      if (before >= 0 && (v.players[i] as SeatView).handCount < before) {
        rescuer = i;
        count++;
      }
    }
    if (count === 1) this.help(v, this.by(v, rescuer), t, 1.2);
  }

  /** A 无懈可击 window: a trick used by `source` on `target`, or a 无懈可击 in a chain about it. */
  private seeWindow(v: PaopaoshaView, a: Ask): void {
    const src = this.by(v, a.source);
    if (a.cardKind === 'wuxiekeji') {
      if (a.card !== this.chainCard) {
        this.chainCard = a.card;
        this.chainDepth++;
        if (this.trickTarget === a.target && this.trickKind !== '') {
          // Odd depth: this 无懈可击 stops the trick; even: it restores it.
          const helpful = this.trickKind === 'shengsibu' || this.trickKind === 'benlaijiuyou';
          const stops = this.chainDepth % 2 === 1;
          if (stops !== helpful) this.help(v, src, a.target, 1);
          else this.harm(v, src, a.target, 1);
        }
      }
      return;
    }
    if (a.card === this.trickCard && a.target === this.trickTarget && a.source === this.trickUser) {
      // The same window reopened after a cancelled 无懈可击.
      this.chainDepth = 0;
      this.chainCard = -2;
      return;
    }
    this.trickUser = a.source;
    this.trickTarget = a.target;
    this.trickKind = a.cardKind;
    this.trickCard = a.card;
    this.chainDepth = 0;
    this.chainCard = -2;
    const k = a.cardKind;
    if (k === '' || a.source === a.target) return;
    if (k === 'shengsibu') this.help(v, src, a.target, 1.5);
    else if (k === 'wandaoqifa' || k === 'qiangdaoruqin' || k === 'kongbufenzi' || k === 'shouhuozidan') return;
    else if (TRICK_HARM[k] !== undefined) this.harm(v, src, a.target, k === 'zuzhou' ? 0.8 : 1);
  }

  /** Identity probabilities of one unknown seat from the hidden counts and its evidence. */
  private post(i: number): void {
    const e = Math.exp((this.ev[i] as number) / 2);
    const l = this.nL * e;
    const r = this.nR / e;
    const z = this.nZ;
    const sum = l + r + z;
    if (sum <= 0) {
      this.pL[i] = 0;
      this.pR[i] = 0;
      this.pZ[i] = 0;
      return;
    }
    this.pL[i] = l / sum;
    this.pR[i] = r / sum;
    this.pZ[i] = z / sum;
  }

  /** Fills identity probabilities and enemy scores for every seat. */
  private assess(v: PaopaoshaView): void {
    const ps = v.players;
    if (this.boss) {
      // P-B1: no hidden identities; the 海盗王 against the team.
      const side = (ps[this.me] as SeatView).team;
      for (let i = 0; i < this.n; i++) {
        const p = ps[i] as SeatView;
        this.enemy[i] = !p.alive || i === this.me || p.team === side ? -1 : 1;
      }
      this.thr = ENEMY;
      return;
    }
    let loyalPow = 0;
    let rebelPow = 0;
    let ministers = 0;
    for (let i = 0; i < this.n; i++) {
      const p = ps[i] as SeatView;
      const id = i === this.me ? this.mine : p.identity;
      if (id === null) this.post(i);
      else {
        this.pL[i] = id === 'dachen' || id === 'guozhu' ? 1 : 0;
        this.pR[i] = id === 'qiangdao' ? 1 : 0;
        this.pZ[i] = id === 'xiaozei' ? 1 : 0;
      }
      if (p.alive && i !== this.me) {
        const hp = Math.max(1, p.hp) + 1;
        loyalPow += (this.pL[i] as number) * hp * (i === this.lord ? 1.3 : 1);
        rebelPow += (this.pR[i] as number) * hp;
        if (i !== this.lord) ministers += this.pL[i] as number;
      }
    }
    const mine = this.mine;
    this.thr = Math.max(-0.6, ENEMY - 0.02 * Math.max(0, v.round - 25));
    // The 小贼 fights the stronger side: the 强盗 while they threaten the 国主, then the 大臣 (the 强盗 again when no
    // 大臣 is left to fight: the 国主 comes last).
    const fightRebels = rebelPow >= loyalPow * 0.6 || ministers < 0.3;
    for (let i = 0; i < this.n; i++) {
      const p = ps[i] as SeatView;
      if (!p.alive || i === this.me) {
        this.enemy[i] = -1;
        continue;
      }
      const l = this.pL[i] as number;
      const r = this.pR[i] as number;
      const z = this.pZ[i] as number;
      let e: number;
      if (mine === 'guozhu' || mine === 'dachen') {
        e = i === this.lord ? -1 : r + z * (this.nR > 0 || rebelPow > 0 ? 0.7 : 1) - l;
      } else if (mine === 'qiangdao') {
        e = i === this.lord ? 1.6 : l + 0.3 * z - r;
      } else if (i === this.lord) {
        // 小贼: the 国主 last.
        e = this.othersAlive <= 1 ? 2 : -1;
      } else if (fightRebels) e = r - l + 0.3 * z;
      else e = l - 0.5 * r + 0.3 * z;
      this.enemy[i] = e;
    }
  }

  /** How much I want seat `t` to do well: 1 for me, then −1 (an enemy) … 1 (an ally). */
  private friendOf(t: number): number {
    return t === this.me ? 1 : clamp(-(this.enemy[t] as number), -1, 1);
  }

  /** How dangerous seat `t` is to have against me: its cards, weapon, book, HP and drawing skills. */
  private danger(v: PaopaoshaView, t: number): number {
    const p = v.players[t] as SeatView;
    let d = p.handCount * 0.5 + Math.min(p.hp, 6) * 0.2;
    if (p.equip.weapon >= 0) d += 1;
    if (p.equip.book >= 0) d += 1;
    if (p.character) d += CHARACTER_BONUS[p.character] ?? 0;
    return d;
  }

  // ——— decisions ———

  private choose(v: PaopaoshaView, legal: readonly PaopaoshaDecision[]): PaopaoshaDecision | null {
    const a = v.ask;
    if (!a) return null;
    switch (a.kind) {
      case 'character':
        return this.character(v, legal);
      case 'play':
        return this.play(v, legal);
      case 'shan':
        return this.shan(a, legal);
      case 'sha':
        return this.shaAnswer(v, a, legal);
      case 'wuxie':
        return this.wuxie(v, a, legal);
      case 'rescue':
        return this.rescue(v, a, legal);
      case 'discard':
        return this.discard(v, legal);
      case 'choose':
        return this.pick(v, a, legal);
      default:
        return fallback(legal);
    }
  }

  private character(v: PaopaoshaView, legal: readonly PaopaoshaDecision[]): PaopaoshaDecision | null {
    let best: PaopaoshaDecision | null = null;
    let bestHp = -1;
    for (const d of legal) {
      if (d.t !== 'character') continue;
      const c = CHARACTERS[d.id];
      const hp = (c.hpParam ? (v.config[c.hpParam] as number) : (c.hp ?? 4)) + (CHARACTER_BONUS[d.id] ?? 0);
      if (hp > bestHp) {
        bestHp = hp;
        best = d;
      }
    }
    return best;
  }

  /** The seat whose decision this is, as the view shows it. */
  private self(v: PaopaoshaView): SeatView {
    return v.players[this.actor] as SeatView;
  }

  /** Damage of the actor's 杀: +1 with 大炮, +1 with 狼狗 (none of it in a 公山子无影脚 duel). */
  private shaDamage(v: PaopaoshaView): number {
    const me = this.self(v);
    if (this.hasBook(v, this.actor, 'gongshanziwuyingjiao')) return 1;
    const w = me.equip.weapon >= 0 ? kindOf(me.equip.weapon) : '';
    const m = me.equip.mount >= 0 ? kindOf(me.equip.mount) : '';
    return 1 + (w === 'dapao' ? 1 : 0) + (m === 'langgou' ? 1 : 0);
  }

  /** What an equipment kind is worth to the actor in its slot now (a weapon also by the enemies its range reaches). */
  private equipValue(v: PaopaoshaView, kind: CardKindId): number {
    let val = EQUIP_VALUE[kind] ?? 1;
    const ck = CARD_KINDS[kind];
    const me = this.self(v);
    if (ck.subtype === 'weapon') {
      const range = ck.range ?? 1;
      let enemies = 0;
      let others = 0;
      for (const p of v.players) {
        if (p.alive && p.seat !== this.actor && p.distance !== null && p.distance <= range) {
          if ((this.enemy[p.seat] as number) > this.thr) enemies++;
          else others++;
        }
      }
      // Reaching an enemy at all matters most; a weapon that reaches none is worth little of its effect.
      if (enemies > 0) val += 3 + Math.min(2, enemies - 1);
      else val = val * 0.5 + Math.min(1, others * 0.2);
      // pAK-470 (any number of 杀) is worth the 杀 I could chain with it.
      if (kind === 'pak470' && enemies > 0) val += Math.min(4, 0.8 * Math.max(0, this.handCount(v, SHA_KINDS) - 1));
    } else if (kind === 'qqfeiche' && me.hp < me.maxHp) val -= 2;
    return val;
  }

  /** Cards of the given kinds in the actor's hand. */
  private handCount(v: PaopaoshaView, kinds: readonly CardKindId[]): number {
    let c = 0;
    for (const card of v.hand ?? []) if (kinds.includes(kindOf(card))) c++;
    return c;
  }

  /**
   * 水 the 国主 keeps in hand while healthy: 吉奥拉之花 kills its target unless they give two 水, and the 国主 is every
   * 强盗's target (it caused most of the heuristic 国主's losses to random players before this reserve).
   */
  private shuiReserve(): number {
    return this.mine === 'guozhu' && this.actor === this.me ? 2 : 0;
  }

  /** How much the actor wants to keep each of `cards` (higher = keep); repeated kinds are worth less each time. */
  private keepValues(v: PaopaoshaView, cards: readonly number[]): Float64Array {
    const out = new Float64Array(cards.length);
    const pak = this.hasPak(v);
    let sha = 0;
    let shan = 0;
    let shui = 0;
    for (let i = 0; i < cards.length; i++) {
      const c = cards[i] as number;
      const k = kindOf(c);
      out[i] = this.keepValue(v, c, k === 'sha' ? sha++ : k === 'shan' ? shan++ : k === 'shui' ? shui++ : 0, pak);
    }
    return out;
  }

  private hasPak(v: PaopaoshaView): boolean {
    const w = this.self(v).equip.weapon;
    return w >= 0 && kindOf(w) === 'pak470';
  }

  /** The keep value of card `c` when `same` cards of its kind (杀, 闪, 水) come before it in the hand. */
  private keepValue(v: PaopaoshaView, c: number, same: number, pak: boolean): number {
    const k = kindOf(c);
    if (isEquipment(c)) {
      const slot = CARD_KINDS[k].subtype as 'weapon' | 'armor' | 'mount' | 'book';
      const cur = this.self(v).equip[slot];
      const nv = this.equipValue(v, k);
      return cur < 0 || nv > this.equipValue(v, kindOf(cur)) ? 4 + nv * 0.3 : 1 + nv * 0.1;
    }
    if (k === 'sha') return same === 0 ? 6 : pak ? 5 : 3.5;
    if (k === 'shan') return same === 0 ? 8 : same === 1 ? 6 : 3.5;
    if (k === 'shui') return same < this.shuiReserve() ? 11 : same === 0 ? 9 : 8;
    if (k === 'dilei' || k === 'shuilei') return 1.5;
    return CARD_KINDS[k].hint;
  }

  /** What one of the actor's cards is worth to it: its keep value in hand, or its slot's worth when equipped. */
  private cardValue(v: PaopaoshaView, c: number): number {
    const hand = v.hand ?? [];
    const i = hand.indexOf(c);
    if (i < 0) return 2 + this.equipValue(v, kindOf(c)) * 0.6;
    this.handVals ??= this.keepValues(v, hand);
    return this.handVals[i] as number;
  }

  /** What card `c` would add to the actor's hand as it is (its worth after the cards it already holds). */
  private marginalValue(v: PaopaoshaView, c: number): number {
    const k = kindOf(c);
    let same = 0;
    if (k === 'sha' || k === 'shan' || k === 'shui')
      for (const x of v.hand ?? []) if (x !== c && kindOf(x) === k) same++;
    return this.keepValue(v, c, same, this.hasPak(v));
  }

  /** The keep values of the actor's cards, hand and equipment, ascending (the cheapest to give up first). */
  private cheapest(v: PaopaoshaView, withEquip: boolean): number[] {
    this.handVals ??= this.keepValues(v, v.hand ?? []);
    const out = Array.from(this.handVals);
    if (withEquip) {
      const eq = this.self(v).equip;
      for (const c of [eq.weapon, eq.armor, eq.mount, eq.book]) if (c >= 0) out.push(this.cardValue(v, c));
    }
    return out.sort((a, b) => a - b);
  }

  /** What healing `t` by up to `amount` is worth to my side (negative for an enemy). */
  private healWorth(v: PaopaoshaView, t: number, amount: number): number {
    const p = v.players[t] as SeatView;
    if (!p.alive) return 0;
    const room = Math.min(amount, p.maxHp - p.hp);
    let g = 0;
    for (let i = 0; i < room; i++) g += hpPoint(p.hp + i);
    return g * this.friendOf(t);
  }

  // ——— play phase ———

  private play(v: PaopaoshaView, legal: readonly PaopaoshaDecision[]): PaopaoshaDecision | null {
    if (v.turns !== this.playTurn) {
      this.playTurn = v.turns;
      this.playUses = 0;
    }
    if (++this.playUses > MAX_PLAY_USES) return legal.find((d) => d.t === 'end') ?? null;
    let best: PaopaoshaDecision | null = null;
    let bestScore = 0;
    let canSha = false;
    for (const d of legal) if (d.t === 'use' && d.as === 'sha') canSha = true;
    const shaInHand = this.handCount(v, SHA_KINDS);
    for (const d of legal) {
      if (d.t !== 'use' && d.t !== 'skill') continue;
      const s = d.t === 'use' ? this.scoreUse(v, d, shaInHand) : this.scoreSkill(v, d, shaInHand);
      if (s > bestScore) {
        bestScore = s;
        best = d;
      }
    }
    if (best && best.t === 'use' && best.as === 'kongzhi') {
      const t = v.players[best.targets[0] as number] as SeatView;
      this.kongzhiThenSha = canSha && t.inRange && shaInHand > 0;
    }
    return best ?? legal.find((d) => d.t === 'end') ?? null;
  }

  /**
   * The 国主 does not wound a seat nobody has seen act (it may be a 大臣: P-W3 penalty) unless the hidden identities
   * left make it a likely enemy anyway, or the game drags on.
   */
  private lordDoubts(v: PaopaoshaView, t: number): boolean {
    return (
      this.mine === 'guozhu' &&
      this.thr >= ENEMY &&
      v.players[t]?.identity === null &&
      Math.abs(this.ev[t] as number) < 1 &&
      (this.enemy[t] as number) < 0.5
    );
  }

  /** Score of harming `t` with an attack (0 = do not). */
  private targetScore(v: PaopaoshaView, t: number, dmg: number): number {
    const e = this.enemy[t] as number;
    if (e <= this.thr || t === this.me) return 0;
    const p = v.players[t] as SeatView;
    // 睡觉: no damage until their next turn.
    if (p.asleep || this.lordDoubts(v, t)) return 0;
    const base = e - this.thr + ENEMY;
    let s = base;
    if (p.hp <= dmg) {
      // A kill: the 国主 killing an unsure target risks a 大臣 (P-W3 penalty).
      s += this.mine === 'guozhu' && p.identity === null && e < 0.6 ? -0.2 * base : 0.6;
    }
    s += (p.maxHp - p.hp) * 0.05;
    return s;
  }

  private scoreUse(v: PaopaoshaView, d: Use, shaInHand: number): number {
    const me = this.self(v);
    const sw = this.selfWorth;
    const phys = kindOf(d.card);
    const k = d.as;
    if (k === phys && isEquipment(d.card)) {
      // Gear makes its holder stronger: never for a controlled enemy.
      if (sw <= 0) return 0;
      const slot = CARD_KINDS[k].subtype as 'weapon' | 'armor' | 'mount' | 'book';
      const cur = me.equip[slot];
      const nv = this.equipValue(v, k);
      const cv = cur >= 0 ? this.equipValue(v, kindOf(cur)) : -1;
      return nv > cv ? 90 + nv - cv : 0;
    }
    const t0 = d.targets[0] ?? -1;
    const tp = t0 >= 0 ? (v.players[t0] as SeatView) : null;
    const e0 = t0 >= 0 ? (this.enemy[t0] as number) : 0;
    const hostile = tp !== null && e0 > this.thr && t0 !== this.me && !hasDunpai(tp);
    switch (k) {
      case 'benlaijiuyou':
        // Only when the piles hold cards to gain (it would otherwise redraw itself forever).
        return sw > 0 && v.drawCount + v.discardCount >= 3 ? 100 : 0;
      case 'shui':
        if (sw <= 0) return 0;
        if (d.via) return this.shuiConversion(v, d);
        return me.hp <= 2 || this.handCount(v, ['shui']) > this.shuiReserve() ? 80 + (me.hp <= 1 ? 15 : 0) : 0;
      case 'sha':
        return this.scoreSha(v, d, shaInHand);
      case 'dantiao': {
        if (!hostile || !tp || tp.asleep || this.lordDoubts(v, t0)) return 0;
        // The target answers first: a duel pays when I hold more 杀 than it likely does (斗鸡眼 halves theirs).
        const theirs = tp.handCount * SHA_RATE * (me.character === 'doujiyan' && v.config.characterSkills ? 0.5 : 1);
        if (tp.handCount > 1 && shaInHand < theirs + 0.5) return 0;
        return 45 + e0 * 5 + (tp.hp <= 1 ? 5 : 0);
      }
      case 'kongzhi':
        return hostile ? 58 + e0 * 5 : 0;
      case 'shunshouqiangou':
      case 'guoluchailu': {
        if (!tp || hasDunpai(tp)) return 0;
        const eq = tp.equip;
        const equipCount = (eq.weapon >= 0 ? 1 : 0) + (eq.armor >= 0 ? 1 : 0) + (eq.mount >= 0 ? 1 : 0);
        if (e0 > this.thr && t0 !== this.me) {
          if (tp.handCount === 0 && equipCount === 0 && eq.book < 0) return 0;
          return (k === 'shunshouqiangou' ? 55 : 50) + e0 * 5 + equipCount;
        }
        // An ally's harmful delayed card is worth removing.
        if (k === 'guoluchailu' && e0 < -FRIEND) {
          for (const c of tp.judging) if (BAD_DELAYED.has(kindOf(c))) return 52;
        }
        return 0;
      }
      case 'shijianqianjin':
        return hostile ? 60 + e0 * 5 : 0;
      case 'huaquanquan':
        return hostile ? 50 + e0 * 5 : 0;
      case 'yibuliushen':
        return hostile && tp && tp.handCount >= 1 ? 45 + e0 * 5 : 0;
      case 'zuzhou':
        // 死神冥刀 as 诅咒 wastes a use better kept for 生死簿.
        return hostile && tp && !tp.asleep && typeOf(d.card) !== 'equipment' ? 20 + e0 : 0;
      case 'jiedaosharen':
        return this.scoreJiedao(v, d, tp, e0);
      case 'dilei':
      case 'shuilei': {
        if (!tp || hasDunpai(tp) || t0 === this.me) return 0;
        // The mine moves on round the table: weigh the target and the next two seats.
        let s = 0;
        let w = 1;
        let seen = 0;
        for (let i = 0; i < this.n && seen < 3; i++) {
          const seat = (t0 + i) % this.n;
          const p = v.players[seat] as SeatView;
          if (!p.alive) continue;
          s += w * (seat === this.me ? -1.5 : (this.enemy[seat] as number));
          w *= 0.7;
          seen++;
        }
        return e0 > 0.3 && s > 0.6 ? 15 + s : 0;
      }
      case 'wandaoqifa':
      case 'qiangdaoruqin':
      case 'kongbufenzi': {
        const val = this.aoeValue(v, k);
        // 强盗 (海盗王): any hand card as 强盗入侵; spend the least useful one.
        const cost = d.via ? this.cardValue(v, d.card) * 0.3 : 0;
        return val > 0.4 ? Math.max(0, 25 + val * 3 - cost) : 0;
      }
      case 'shouhuozidan': {
        // Every player takes one card, the user first.
        let net = sw;
        for (const p of v.players) if (p.alive && p.seat !== this.actor) net += 0.5 * this.friendOf(p.seat);
        return net > -0.5 && v.drawCount + v.discardCount > this.othersAlive + 2 ? 35 : 0;
      }
      // God cards (not tricks: no 无懈可击, no 盾牌).
      case 'tianshizhilei':
        return sw > 0 && me.hp < v.config.tianshizhileiHp && (me.hp <= 2 || me.hp < me.maxHp) ? 85 : 0;
      case 'jiaolazhihua':
        // Death unless they hand over two real 水: most likely with few hand cards.
        if (!tp || e0 <= this.thr || t0 === this.me || this.lordDoubts(v, t0)) return 0;
        return 70 + e0 * 5 + (tp.handCount <= 3 ? 2 : 0) + this.danger(v, t0) * 0.2;
      case 'haiyanggongzhu':
        // Five turns of the most dangerous enemy's decisions.
        if (!tp || e0 <= this.thr || t0 === this.me || this.lordDoubts(v, t0)) return 0;
        return 60 + e0 * 5 + this.danger(v, t0) * 0.5;
      case 'guangmingzhiyan': {
        // One card of my choice from every other player's hand.
        if (sw <= 0) return 0;
        let gain = 0;
        for (const t of d.targets) {
          const p = v.players[t] as SeatView;
          if (p.handCount > 0) gain += 0.5 - 0.5 * this.friendOf(t) + 0.3;
        }
        return gain >= 1.2 ? 65 : 0;
      }
      case 'yonghengzhihuo':
        return d.targets.length > 0 ? this.armedFireScore(v, t0) : this.fireScore(v);
      default:
        return 0;
    }
  }

  /** A 杀 on its targets (公山子无影脚 makes it a duel in which I need 杀 of my own). */
  private scoreSha(v: PaopaoshaView, d: Use, shaInHand: number): number {
    if (d.card < 0) return 0;
    const me = this.self(v);
    const phys = kindOf(d.card);
    const dmg = this.shaDamage(v);
    const kick = this.hasBook(v, this.actor, 'gongshanziwuyingjiao');
    // 杀 left for the duel after this one.
    const spare = shaInHand - (SHA_KINDS.includes(phys) ? 1 : 0) - d.with.length;
    let s = 0;
    for (const t of d.targets) {
      const ts = this.targetScore(v, t, dmg);
      if (ts <= 0) return 0;
      const p = v.players[t] as SeatView;
      if (kick && spare <= 0) {
        // The target answers first: with a 杀 of theirs I take the damage.
        const theirs = 1 - (1 - SHA_RATE) ** p.handCount;
        if (theirs > 0.45 && me.hp <= 2) return 0;
        s -= theirs;
      }
      s += ts + (p.handCount === 0 ? 0.3 : 0) - (armorKind(p) === 'baguazhen' ? 0.05 : 0);
    }
    if (s <= 0) return 0;
    let score = 30 + s * 10;
    if (phys === 'shashanzhijiao') score -= 1; // keep the card that is also a 闪
    if (phys === 'shui') score = me.hp < me.maxHp ? 0 : score - 8; // 水枪: only a spare 水
    if (d.with.length > 0) {
      // 炒锅: two cards as one 杀 only when neither is worth much.
      const cost = this.cardValue(v, d.card) + this.cardValue(v, d.with[0] as number);
      score = shaInHand > 0 || cost > 9 ? 0 : score - 10 - cost;
    }
    return score;
  }

  /** 借刀杀人: A (`t0`, armed) must 杀 B or hand me its weapon. */
  private scoreJiedao(v: PaopaoshaView, d: Use, tp: SeatView | null, e0: number): number {
    const b = d.targets[1] ?? -1;
    if (!tp || b < 0 || b === this.me || hasDunpai(tp)) return 0;
    const eb = this.enemy[b] as number;
    const victim = eb > this.thr && !(v.players[b] as SeatView).asleep;
    let val: number;
    if (e0 > this.thr)
      val = (victim ? eb : 0) + 0.5; // an enemy's 杀 on an enemy, or its weapon for me
    else if (e0 < -FRIEND)
      val = victim ? eb - 0.3 : -1; // an ally attacks an enemy for me
    else val = (victim ? eb : 0) - 0.6;
    return val > 0.6 ? 40 + val * 5 : 0;
  }

  /** 豆浆 / 杂技: a card as 水 on myself, when the HP is worth more than the card and the use it costs. */
  private shuiConversion(v: PaopaoshaView, d: Use): number {
    const me = this.self(v);
    const via = d.via ?? '';
    const field = SHUI_SKILLS[via];
    const left = field ? (v.config[field] as number) - (me.uses[via] ?? 0) : 1;
    // Uses are few (杂技 2, 豆浆 5 per game): the last is kept for a rescue unless I am low.
    const reserve = left <= 1 ? 4 : via === 'zaji' ? 2.5 : 1;
    const gain = hpPoint(me.hp);
    const cost = this.cardValue(v, d.card) * 0.7 + reserve;
    return gain > cost ? 70 + gain - cost : 0;
  }

  /** An armed 永恒之火 kills outright; on the 国主 it gives the 强盗 the win (P-W4), so only a 强盗 aims it there. */
  private armedFireScore(v: PaopaoshaView, t: number): number {
    if (t < 0 || t === this.me || (t === this.lord && this.mine !== 'qiangdao')) return 0;
    const e = this.enemy[t] as number;
    if (e <= this.thr || this.lordDoubts(v, t)) return 0;
    return 99 + e + this.danger(v, t) * 0.01;
  }

  /**
   * An unarmed 永恒之火 goes round the table from me until someone judges ♣ (about one in four): worth using unless
   * the seats likely to get it are clearly the other side.
   */
  private fireScore(v: PaopaoshaView): number {
    let val = 0;
    let w = 0.255;
    for (let k = 0; k < this.n; k++) {
      const seat = (this.actor + k) % this.n;
      const p = v.players[seat] as SeatView;
      if (!p.alive) continue;
      let f = seat === this.actor ? this.selfWorth : this.friendOf(seat);
      // In an enemy's hand it may kill me or the 国主 I protect.
      if (f < 0 && (this.mine === 'guozhu' || this.mine === 'dachen')) f *= 1.5;
      val += w * f;
      w *= 0.745;
    }
    return val > -0.05 ? 40 : 0;
  }

  /** Play-phase skill uses (character skills, skill books and boss skills, issue #4). */
  private scoreSkill(v: PaopaoshaView, d: Skill, shaInHand: number): number {
    const me = this.self(v);
    const sw = this.selfWorth;
    const t0 = d.targets[0] ?? -1;
    const tp = t0 >= 0 ? (v.players[t0] as SeatView) : null;
    const e0 = t0 >= 0 ? (this.enemy[t0] as number) : 0;
    switch (d.id) {
      case 'xiudiannao':
        // 修电脑: discard a 闪 to heal 1 (three times a game): when the HP is worth more than the 闪.
        return sw > 0 && hpPoint(me.hp) >= this.cardValue(v, d.cards[0] as number) * 0.7 ? 78 : 0;
      case 'dounang': {
        // 豆囊: discard a weapon card: another player heals 2 (a controlled enemy's weapon is a gift to throw away).
        if (!tp) return 0;
        const gain = this.healWorth(v, t0, 2);
        const cost = this.cardValue(v, d.cards[0] as number) * sw;
        return gain > 0 && gain - cost > 0.5 ? 50 + gain - cost : 0;
      }
      case 'ailian': {
        // 爱恋: discard 2 hand cards: the user and another player heal 1.
        if (!tp) return 0;
        const kv = this.cheapest(v, false);
        const cost = ((kv[0] ?? 0) + (kv[1] ?? 0)) * 0.7 * sw;
        const gain = this.healWorth(v, this.actor, 1) * (this.actor === this.me ? 1 : sw) + this.healWorth(v, t0, 1);
        return gain - cost > 0.5 ? 30 + gain - cost : 0;
      }
      case 'shenmijingqi': {
        // The target gives 5 hand cards or takes 4 damage from me (with fewer than 5 it must take the damage).
        if (!tp || e0 <= this.thr || t0 === this.me || tp.asleep || this.lordDoubts(v, t0)) return 0;
        const forced = tp.handCount < v.config.shenmijingqiCards;
        return 62 + e0 * 5 + (forced ? (tp.hp <= v.config.shenmijingqiDamage ? 12 : 4) : 0);
      }
      case 'gongshanziwuyingbaguazhen': {
        // One 杀 on both neighbours of the player with the lowest HP: only when both are enemies.
        const dmg = this.shaDamage(v);
        let sum = 0;
        for (const t of d.targets) {
          const ts = this.targetScore(v, t, dmg);
          if (ts <= 0) return 0;
          sum += ts;
        }
        return shaInHand > 0 || d.cards.length > 0 ? 31 + sum * 10 : 0;
      }
      case 'diannaoqicaishu': {
        // 电脑奇才 (book): with an enemy, the whole hand when theirs is worth more than mine (late in the phase, my
        // hand spent), or one random card each when my cards are worse than an average one.
        if (!tp || sw <= 0 || e0 <= this.thr || t0 === this.me) return 0;
        const plan = this.swapPlan(v, t0);
        if (plan.all > Math.max(1, plan.one)) return 20 + plan.all;
        return plan.one > 0.3 ? 12 + plan.one : 0;
      }
      case 'silingbu':
        // 司令部: the most dangerous opponent's next turn is mine.
        if (!tp || e0 <= this.thr || t0 === this.me) return 0;
        return 40 + e0 + this.danger(v, t0);
      default:
        return 0;
    }
  }

  /**
   * 电脑奇才 (book) with seat `t`: what swapping the whole hands (`all`) or one random card each (`one`) gains me, an
   * unknown card being worth `AVG_CARD`.
   */
  private swapPlan(v: PaopaoshaView, t: number): { all: number; one: number } {
    const hand = v.hand ?? [];
    const theirs = (v.players[t]?.handCount ?? 0) * AVG_CARD;
    this.handVals ??= this.keepValues(v, hand);
    let mine = 0;
    for (const x of this.handVals) mine += x;
    return { all: theirs - mine, one: hand.length > 0 ? AVG_CARD - mine / hand.length : -99 };
  }

  /** Net worth of an AOE to my side: damage to enemies minus damage to friends (and to the user for 恐怖分子). */
  private aoeValue(v: PaopaoshaView, k: CardKindId): number {
    const rate = k === 'wandaoqifa' ? SHAN_RATE : SHA_RATE;
    let sum = 0;
    for (const p of v.players) {
      if (!p.alive || p.seat === this.actor || hasDunpai(p) || p.asleep) continue;
      const hit = (1 - rate) ** p.handCount;
      let w = p.seat === this.me ? -1 : (this.enemy[p.seat] as number);
      if (p.hp <= 1) w *= w < 0 ? 3 : 1.5;
      sum += w * hit;
    }
    if (k === 'kongbufenzi') {
      const me = this.self(v);
      // The user's own answer: a 杀 besides the card itself.
      sum -= this.selfWorth * (this.handCount(v, SHA_KINDS) > 0 ? 0.4 : me.hp <= 1 ? 5 : 1.2);
    }
    return sum;
  }

  // ——— responses ———

  private shan(a: Ask, legal: readonly PaopaoshaDecision[]): PaopaoshaDecision | null {
    let bagua: PaopaoshaDecision | null = null;
    let pass: PaopaoshaDecision | null = null;
    let shan: PaopaoshaDecision | null = null;
    let shanCount = 0;
    let jiao: PaopaoshaDecision | null = null;
    let duo: PaopaoshaDecision | null = null;
    for (const d of legal) {
      if (d.t === 'bagua') bagua = d;
      else if (d.t === 'pass') pass = d;
      else if (d.t === 'play') {
        if (d.as === 'duo') duo = d;
        else if (kindOf(d.card) === 'shan') {
          shan = d;
          shanCount++;
        } else {
          jiao = d;
          shanCount++;
        }
      }
    }
    // A controlled enemy takes the hit.
    if (this.selfWorth <= 0) return pass;
    // 八卦阵 first: a free chance.
    if (bagua) return bagua;
    const need = Math.max(1, a.count);
    if (need > 1 && duo) return duo;
    if (shanCount >= need) return shan ?? jiao;
    if (duo) return duo;
    return pass;
  }

  /** A 杀 asked for: 单挑, 强盗入侵, 恐怖分子, 借刀杀人. */
  private shaAnswer(v: PaopaoshaView, a: Ask, legal: readonly PaopaoshaDecision[]): PaopaoshaDecision | null {
    const me = this.self(v);
    let sha: PaopaoshaDecision | null = null;
    let jiao: PaopaoshaDecision | null = null;
    let pair: PaopaoshaDecision | null = null;
    let pairCost = Infinity;
    let pass: PaopaoshaDecision | null = null;
    for (const d of legal) {
      if (d.t === 'pass') pass = d;
      else if (d.t === 'play') {
        if (d.with.length > 0) {
          const cost = this.cardValue(v, d.card) + this.cardValue(v, d.with[0] as number);
          if (cost < pairCost) {
            pairCost = cost;
            pair = d;
          }
        } else if (kindOf(d.card) === 'sha') sha = d;
        else jiao = d;
      }
    }
    const single = sha ?? jiao;
    const src = a.source;
    if (a.reason === 'jiedaosharen') {
      // The 杀 goes to the victim (`target`); refusing hands my weapon to the card's user.
      const b = a.target;
      if (b === this.me || b === this.actor) return pass;
      if (b >= 0) {
        const eb = this.enemy[b] as number;
        if (eb > this.thr && !(v.players[b] as SeatView).asleep) return single ?? pass;
        if (eb < -FRIEND) return pass;
      }
      if (this.selfWorth <= 0) return pass;
      // An unsure victim: obey an ally; against an enemy's wish keep the 杀 unless my weapon is worth more.
      if (src >= 0 && (this.enemy[src] as number) > this.thr) {
        const w = me.equip.weapon;
        if (w < 0 || this.equipValue(v, kindOf(w)) < 7) return pass;
      }
      return single ?? pass;
    }
    // A controlled enemy takes the damage.
    if (this.selfWorth <= 0) return pass;
    if (a.reason === 'dantiao') {
      // Against an ally, lose the duel at once rather than spend 杀 (unless it would kill me).
      if (src >= 0 && (src === this.me || (this.enemy[src] as number) < -FRIEND) && me.hp >= 2) return pass;
    }
    if (single) return single;
    if (pair && (me.hp <= 2 || pairCost < 6)) return pair;
    return pass;
  }

  /** The hand of seat `t` as I know it (the actor's, or mine), or null. */
  private knownHand(v: PaopaoshaView, t: number): readonly number[] | null {
    if (t === this.actor) return v.hand ?? [];
    if (t === this.me) return this.ownHand;
    return null;
  }

  /** Signed worth to my side of trick `k` taking effect on `t` (> 0: I want it to happen). */
  private effectWorth(v: PaopaoshaView, k: CardKindId | '', t: number): number {
    if (k === '' || t < 0) return 0;
    const p = v.players[t] as SeatView;
    const rel =
      t === this.me ? -1.3 : (this.enemy[t] as number) * (t === this.lord && this.mine !== 'qiangdao' ? 1.5 : 1);
    if (k === 'benlaijiuyou') return -1 * rel;
    if (k === 'shouhuozidan') return -0.4 * rel;
    if (k === 'shengsibu') return -5 * rel;
    if (p.asleep && DAMAGE_TRICKS.has(k)) return 0;
    let h = TRICK_HARM[k] ?? 0;
    if (k === 'wandaoqifa' || k === 'qiangdaoruqin' || k === 'kongbufenzi') {
      const hand = this.knownHand(v, t);
      if (hand) {
        const answers = k === 'wandaoqifa' ? SHAN_KINDS : SHA_KINDS;
        h = hand.some((c) => answers.includes(kindOf(c))) ? 0 : 1;
      } else h = (1 - (k === 'wandaoqifa' ? SHAN_RATE : SHA_RATE)) ** p.handCount;
      h *= p.hp <= 1 ? 3 : p.hp === 2 ? 1.3 : 0.8;
    } else if (k === 'dilei' || k === 'shuilei') {
      if (p.hp <= (k === 'dilei' ? v.config.dileiDamage : v.config.shuileiDamage)) h *= 3;
    } else if (k === 'zuzhou' && p.hp <= v.config.zuzhouDamage) h *= 2;
    return h * rel;
  }

  private wuxie(v: PaopaoshaView, a: Ask, legal: readonly PaopaoshaDecision[]): PaopaoshaDecision | null {
    let play: PaopaoshaDecision | null = null;
    let pass: PaopaoshaDecision | null = null;
    for (const d of legal) {
      if (d.t === 'play') play = d;
      else if (d.t === 'pass') pass = d;
    }
    if (!play) return pass;
    let worth: number;
    if (a.cardKind === 'wuxiekeji') {
      if (this.trickTarget !== a.target || a.source === this.me || a.source === this.actor) return pass;
      const orig = this.effectWorth(v, this.trickKind, a.target);
      // Odd depth: this 无懈可击 would stop the trick; even: it would let it happen again.
      worth = this.chainDepth % 2 === 1 ? -orig : orig;
    } else worth = this.effectWorth(v, a.cardKind, a.target);
    // A controlled enemy's 无懈可击 costs my side nothing.
    return worth < (this.selfWorth < 0 ? -0.3 : -WUXIE_WORTH) ? play : pass;
  }

  private rescue(v: PaopaoshaView, a: Ask, legal: readonly PaopaoshaDecision[]): PaopaoshaDecision | null {
    let pass: PaopaoshaDecision | null = null;
    let shui: PaopaoshaDecision | null = null;
    let book: PaopaoshaDecision | null = null;
    let blade: PaopaoshaDecision | null = null;
    let shuiCount = 0;
    let shuiCost = Infinity;
    for (const d of legal) {
      if (d.t === 'pass') pass = d;
      else if (d.t === 'play') {
        if (d.as === 'shui') {
          // A real 水 first, then the cheapest card a skill converts (豆浆, 杂技: the scarcer count costs more).
          let cost = 0;
          if (d.via) {
            const field = SHUI_SKILLS[d.via];
            const left = field ? (v.config[field] as number) - (this.self(v).uses[d.via] ?? 0) : 1;
            cost = 1 + this.cardValue(v, d.card) + (left <= 1 ? 2 : 0);
          }
          if (cost < shuiCost) {
            shuiCost = cost;
            shui = d;
          }
          shuiCount++;
        } else if (typeOf(d.card) === 'equipment') blade = d;
        else book = d;
      }
    }
    const t = a.target;
    // Only my side: never a controlled enemy itself, never my enemies.
    const save = t === this.me || (this.enemy[t] as number) < -FRIEND;
    if (!save) return pass;
    // The 国主 keeps its 水 reserve for a seat it is not sure of.
    if (t !== this.me && v.players[t]?.identity === null && shuiCount <= this.shuiReserve() && !book) return pass;
    const p = v.players[t] as SeatView;
    const need = 1 - p.hp;
    if (shui && shuiCount >= need) return shui;
    return book ?? blade ?? shui ?? pass;
  }

  /** A card to discard: the least useful (the most useful of a controlled enemy's). */
  private discard(v: PaopaoshaView, legal: readonly PaopaoshaDecision[]): PaopaoshaDecision | null {
    const me = this.self(v);
    const cards: number[] = [];
    for (const d of legal) if (d.t === 'discard') cards.push(d.card);
    if (cards.length === 0) return null;
    const hand = v.hand ?? [];
    const kv = this.keepValues(v, hand);
    const sign = this.selfWorth < 0 ? -1 : 1;
    let best = -1;
    let bestVal = Infinity;
    for (const c of cards) {
      const i = hand.indexOf(c);
      // Equipped cards (泡泡加特林's and 葱汁's cost) are worth their slot.
      const val = i >= 0 ? (kv[i] as number) : this.equipValue(v, kindOf(c)) * 0.8 + (c === me.equip.armor ? 1 : 0);
      if (sign * val < bestVal) {
        bestVal = sign * val;
        best = c;
      }
    }
    return legal.find((d) => d.t === 'discard' && d.card === best) ?? null;
  }

  private pick(v: PaopaoshaView, a: Ask, legal: readonly PaopaoshaDecision[]): PaopaoshaDecision | null {
    const opts = a.options;
    if (!opts || opts.length === 0) return legal[0] ?? null;
    const i = this.pickIndex(v, a, opts);
    return legal.find((d) => d.t === 'choose' && d.i === i) ?? null;
  }

  /** The option to take in a `choose` request, by its reason (the skill, card or effect that asks). */
  private pickIndex(v: PaopaoshaView, a: Ask, opts: readonly Opt[]): number {
    const find = (o: string) => opts.findIndex((x) => x.o === o);
    const sw = this.selfWorth;
    switch (a.reason) {
      case 'kongzhi':
        return Math.max(0, find(this.kongzhiThenSha ? 'mode-a' : 'mode-b'));
      case 'paopaojiatelin': {
        const t = a.target;
        const p = t >= 0 ? (v.players[t] as SeatView) : null;
        const me = this.self(v);
        const spare = me.handCount + (me.equip.armor >= 0 ? 1 : 0) + (me.equip.mount >= 0 ? 1 : 0);
        const go =
          p !== null && (this.enemy[t] as number) > this.thr && (sw < 0 || spare >= 4 || p.hp <= this.shaDamage(v));
        return Math.max(0, find(go ? 'discard2' : 'no'));
      }
      case 'guoluchailu':
      case 'shunshouqiangou':
        return this.pickFrom(v, a);
      case 'shuijiao':
      case 'tanwu':
      case 'luoshen':
      case 'kandou':
      case 'congzhi':
        return Math.max(0, find(this.sayYes(v, a) ? 'yes' : 'no'));
      case 'aiguo':
        return this.aiguo(v, opts);
      case 'diannaoqicai':
        return this.swapCard(v, opts);
      case 'diannaoqicai-target':
        // My card goes to them, a random one of theirs comes back: an enemy (a controlled enemy's card: to my side).
        return bestOption(opts, (o) => {
          if (o.seat === undefined) return -99;
          const f = this.friendOf(o.seat);
          return (sw > 0 ? -f : f) * 3 + (v.players[o.seat] as SeatView).handCount * 0.01;
        });
      case 'diannaoqicaishu': {
        const one = find('swap-one');
        const all = find('swap-all');
        if (one < 0 || all < 0) return Math.max(0, one, all);
        const plan = this.swapPlan(v, a.target);
        return plan.all > Math.max(1, plan.one) ? all : one;
      }
      case 'shenmijingqi':
        return this.marvelChoice(v, a, opts);
      case 'jiaolazhihua': {
        // Two 水 or death: my life is worth two 水; a controlled enemy dies.
        const give = find('give');
        const die = find('die');
        if (give >= 0 && (sw > 0 || die < 0)) return give;
        return Math.max(0, die);
      }
      case 'shenmijingqi-give':
      case 'jiaolazhihua-give': {
        // Cards going to the user: the least useful, unless a controlled enemy gives to my side.
        const generous = sw < 0 && this.friendOf(a.source) > 0;
        return bestOption(opts, (o) => (o.card >= 0 ? (generous ? 1 : -1) * this.cardValue(v, o.card) : -99));
      }
      case 'guangmingzhiyan':
      case 'kongzhi-take':
      case 'shouhuozidan':
        // A card for the actor: the best (the worst for a controlled enemy).
        return bestOption(opts, (o) => (o.card >= 0 ? (sw >= 0 ? 1 : -1) * this.marginalValue(v, o.card) : -99));
      case 'kandou-top':
        return this.kandouPick(v, a, opts);
      default:
        return this.pickOther(v, a, opts);
    }
  }

  /**
   * Any other choice: a yes/no of a "may" skill; cards to give away (the least useful) or to take (the most useful);
   * keeping a card rather than giving it; a seat to act on (an enemy).
   */
  private pickOther(v: PaopaoshaView, a: Ask, opts: readonly Opt[]): number {
    const first = opts[0]?.o;
    if (opts.length === 2 && first === 'yes') return this.sayYes(v, a) ? 0 : 1;
    const giving = a.reason.endsWith('-give');
    return bestOption(opts, (o) => {
      if (o.card >= 0) {
        const kv = this.cardValue(v, o.card);
        return giving ? -kv : kv;
      }
      if (o.o === 'seat' && o.seat !== undefined) return (this.enemy[o.seat] as number) * 3;
      if (o.o === 'keep' || o.o === 'no') return giving ? -4.5 : 100;
      return -1;
    });
  }

  /** A "may" skill at a prompt: yes when it pays. */
  private sayYes(v: PaopaoshaView, a: Ask): boolean {
    const sw = this.selfWorth;
    switch (a.reason) {
      case 'shuijiao':
        return sw > 0 && this.shouldSleep(v);
      case 'congzhi':
        return sw > 0 && this.congzhiPays(v, a);
      case 'tanwu':
        return this.tanwuWorth(v) > 0.5;
      case 'luoshen': {
        // 洛神: each judgement is a card (a weapon ends it); stop at a bound so that an almost empty pile or a huge
        // hand cannot keep it going.
        if (sw <= 0) return false;
        if (this.luoshenTurn !== v.turns) {
          this.luoshenTurn = v.turns;
          this.luoshenCount = 0;
        }
        if (++this.luoshenCount > MAX_LUOSHEN) return false;
        return v.drawCount + v.discardCount > 0 && (v.hand?.length ?? 0) < 16;
      }
      case 'kandou':
        return true;
      default:
        return sw > 0;
    }
  }

  /**
   * 睡觉: skip my whole turn to take no damage until it comes back — when one or two more hits would kill me, enemies
   * are there to deal them and I hold nothing to heal; never two turns running.
   */
  private shouldSleep(v: PaopaoshaView): boolean {
    const me = this.self(v);
    if (me.hp >= 3 || v.turns - this.sleptTurn <= this.n) return false;
    let threat = 0;
    for (const p of v.players) {
      if (!p.alive || p.seat === this.actor) continue;
      const e = this.enemy[p.seat] as number;
      if (e <= this.thr) continue;
      threat += Math.min(1, e) * (0.4 + 0.12 * p.handCount + (p.equip.weapon >= 0 ? 0.2 : 0));
    }
    const water = this.handCount(v, ['shui']);
    const dodge = this.handCount(v, SHAN_KINDS);
    const yes = me.hp <= 1 ? threat >= 0.8 && water === 0 : threat >= 2.2 && water === 0 && dodge === 0;
    if (yes) this.sleptTurn = v.turns;
    return yes;
  }

  /** 葱汁: discard two cards to prevent one point of damage, when the point is worth more than the two cards. */
  private congzhiPays(v: PaopaoshaView, a: Ask): boolean {
    const me = this.self(v);
    const kv = this.cheapest(v, true);
    if (kv.length < 2) return false;
    return hpPoint(me.hp - Math.max(1, a.count)) > (kv[0] as number) + (kv[1] as number);
  }

  /**
   * 贪污: one random hand card from every other player — a gain from enemies, from allies only a loss to them (and a
   * hand too big to keep). Judged for the actor (a controlled enemy's gain is my loss).
   */
  private tanwuWorth(v: PaopaoshaView): number {
    const me = this.self(v);
    let net = 0;
    let got = 0;
    let fromFriends = 0;
    for (const p of v.players) {
      if (!p.alive || p.seat === this.actor || p.handCount === 0) continue;
      got++;
      const f = this.friendOf(p.seat);
      net += this.selfWorth - f;
      if (f > FRIEND) {
        net -= 0.3;
        fromFriends++;
      }
    }
    // Cards beyond what the hand keeps are lost at the discard phase (贪牌 draws 5 more).
    const over = me.handCount + got + 5 - Math.max(0, me.hp) - 4;
    if (over > 0) net -= 0.4 * Math.min(over, fromFriends);
    return net;
  }

  /**
   * 爱国: the card drawn goes to an ally who needs it more than I do (水 to a wounded ally, 闪 to one with an empty
   * hand); else I keep it. A controlled enemy gives it to my side.
   */
  private aiguo(v: PaopaoshaView, opts: readonly Opt[]): number {
    const keep = Math.max(
      0,
      opts.findIndex((o) => o.o === 'keep'),
    );
    const c = opts[keep]?.card ?? -1;
    if (this.selfWorth <= 0) {
      return bestOption(opts, (o) =>
        o.o === 'give' && o.seat !== undefined ? this.friendOf(o.seat) + (o.seat === this.me ? 0.5 : 0) : 0,
      );
    }
    if (c < 0) return keep;
    const me = this.self(v);
    const k = kindOf(c);
    const mine = this.marginalValue(v, c) * (k === 'shui' && me.hp >= me.maxHp ? 0.6 : 1) + 1;
    let best = keep;
    let bestVal = mine;
    for (let i = 0; i < opts.length; i++) {
      const o = opts[i] as Opt;
      if (o.o !== 'give' || o.seat === undefined || this.friendOf(o.seat) < FRIEND) continue;
      const need = this.needOf(v, o.seat, c) * (o.seat === this.lord && !this.boss ? 1.2 : 1);
      if (need > bestVal) {
        bestVal = need;
        best = i;
      }
    }
    return best;
  }

  /** How much ally `t` needs card `c`. */
  private needOf(v: PaopaoshaView, t: number, c: number): number {
    const p = v.players[t] as SeatView;
    const k = kindOf(c);
    if (k === 'shui' || k === 'shengsibu') return p.hp < p.maxHp ? hpPoint(p.hp) + (p.hp <= 1 ? 3 : 0) : 2;
    if (SHAN_KINDS.includes(k)) return p.handCount <= 1 ? 7 : p.handCount <= 3 ? 5 : 3;
    if (k === 'wuxiekeji') return 3;
    return CARD_KINDS[k].hint * (p.handCount <= 1 ? 0.8 : 0.5);
  }

  /**
   * 电脑奇才 (小葱): one hand card I pick for a random one of another player's: my least useful card to an enemy, if it
   * is worth less than an average card. A controlled enemy gives its best card to my side.
   */
  private swapCard(v: PaopaoshaView, opts: readonly Opt[]): number {
    const no = Math.max(
      0,
      opts.findIndex((o) => o.o === 'no'),
    );
    const sw = this.selfWorth;
    const partner = v.players.some(
      (p) => p.alive && p.seat !== this.actor && p.handCount > 0 && (sw > 0 ? -1 : 1) * this.friendOf(p.seat) > 0.1,
    );
    if (!partner) return no;
    let bestI = no;
    let best = sw > 0 ? 4.5 : -Infinity;
    for (let i = 0; i < opts.length; i++) {
      const o = opts[i] as Opt;
      if (o.card < 0) continue;
      const val = this.cardValue(v, o.card);
      if (sw > 0 ? val < best : val > best) {
        best = val;
        bestI = i;
      }
    }
    return bestI;
  }

  /** 神秘惊奇 aimed at the actor: give 5 hand cards or take 4 damage, whichever costs less. */
  private marvelChoice(v: PaopaoshaView, a: Ask, opts: readonly Opt[]): number {
    const give = opts.findIndex((o) => o.o === 'give');
    const dmgI = opts.findIndex((o) => o.o === 'damage');
    if (give < 0 || dmgI < 0) return Math.max(0, give, dmgI);
    const me = this.self(v);
    // A controlled enemy takes the damage; a sleeper takes none (睡觉).
    if (this.selfWorth <= 0 || me.asleep) return dmgI;
    const dmg = v.config.shenmijingqiDamage;
    let loss = 0;
    for (let i = 1; i <= dmg; i++) loss += hpPoint(me.hp - i);
    const kv = this.cheapest(v, false);
    let cost = 0;
    for (let i = 0; i < Math.max(1, a.count) && i < kv.length; i++) cost += kv[i] as number;
    // The cards go to the user: worse when it is an enemy.
    cost *= this.friendOf(a.source) > 0 ? 0.5 : 0.8;
    return loss > cost ? give : dmgI;
  }

  /**
   * 看豆: the order of the top cards, one position at a time (`count` = the position, 1 = top). First the judgements
   * of my delayed cards (地雷/水雷 hit on ♥, 画圈圈 spares on ♣: the cheapest card that saves me), then my draw (the
   * best cards), then the next player's (the worst if it is an enemy). For a controlled enemy, the other way round.
   */
  private kandouPick(v: PaopaoshaView, a: Ask, opts: readonly Opt[]): number {
    const me = this.self(v);
    const good = this.selfWorth > 0 ? 1 : -1;
    const judged: CardKindId[] = [];
    if (!hasDunpai(me)) {
      for (let i = me.judging.length - 1; i >= 0; i--) {
        const k = kindOf(me.judging[i] as number);
        if (k === 'dilei' || k === 'shuilei' || k === 'huaquanquan') judged.push(k);
      }
    }
    const pos = Math.max(1, a.count);
    const value = (o: Opt) => (o.card >= 0 ? this.marginalValue(v, o.card) : -99);
    if (pos <= judged.length) {
      const jk = judged[pos - 1] as CardKindId;
      const saves = (c: number) => (jk === 'huaquanquan' ? suitOfCard(c) === 'C' : suitOfCard(c) !== 'H');
      return bestOption(opts, (o) => {
        if (o.card < 0) return -999;
        const want = saves(o.card) === good > 0 ? 100 : 0;
        return want - value(o);
      });
    }
    const draws = v.config.drawPerTurn + (me.equip.mount >= 0 && kindOf(me.equip.mount) === 'dazhongsangtana' ? 2 : 0);
    if (pos <= judged.length + draws) return bestOption(opts, (o) => (o.card < 0 ? -999 : good * value(o)));
    // The rest: for whoever draws next.
    let next = -1;
    for (let i = 1; i < this.n; i++) {
      const seat = (this.actor + i) % this.n;
      if ((v.players[seat] as SeatView).alive) {
        next = seat;
        break;
      }
    }
    const f = next >= 0 ? this.friendOf(next) : 0;
    return bestOption(opts, (o) => (o.card < 0 ? -999 : (f > 0 ? 1 : -1) * value(o)));
  }

  /** 过路拆路 / 顺手牵狗: which of the target's cards. */
  private pickFrom(v: PaopaoshaView, a: Ask): number {
    const opts = a.options ?? [];
    const t = a.target;
    const p = v.players[t] as SeatView | undefined;
    if (!p) return 0;
    const ally = t === this.me || (this.enemy[t] as number) < 0;
    return bestOption(opts, (o) => {
      if (o.o === 'hand') return ally ? 0 : 3 + (p.handCount <= 2 ? 1.5 : 0);
      if (o.card >= 0 && p.judging.includes(o.card)) {
        const bad = BAD_DELAYED.has(kindOf(o.card)) ? 3 : 1;
        return ally ? 10 + bad : -bad;
      }
      if (o.card >= 0) {
        const ev = EQUIP_VALUE[kindOf(o.card)] ?? 1;
        return ally ? -ev : ev;
      }
      return 0;
    });
  }
}

/** Never stall: end the play phase, pass a response, or take the first legal decision. */
function fallback(legal: readonly PaopaoshaDecision[]): PaopaoshaDecision {
  for (const d of legal) if (d.t === 'end' || d.t === 'pass') return d;
  return legal[0] as PaopaoshaDecision;
}
