import {
  CARD_KINDS,
  type CardKindId,
  CHARACTERS,
  type CharacterId,
  IDENTITY_TABLE,
  type IdentityId,
  kindOf,
  type PaopaoshaDecision,
  type PaopaoshaView,
  type SeatView,
  subtypeOf,
  typeOf,
} from '@shaju/paopaosha';
import type { Decider, SeatContext } from '@shaju/testkit';

type Ctx = SeatContext<PaopaoshaDecision, PaopaoshaView>;
type Use = Extract<PaopaoshaDecision, { t: 'use' }>;
type Skill = Extract<PaopaoshaDecision, { t: 'skill' }>;
type Ask = NonNullable<PaopaoshaView['ask']>;

/** Seats a game can have (3–12). */
const MAX_SEATS = 12;
/** Uses per play phase after which the bot ends it whatever is left. */
const MAX_PLAY_USES = 40;
/** Below this enemy score a seat is never harmed on purpose. */
const ENEMY = 0.15;
/** Above this friend score (-enemy) a seat is protected and rescued. */
const FRIEND = 0.3;
/** A 无懈可击 is only spent on an effect worth at least this much to my side (there are two in the deck). */
const WUXIE_WORTH = 1.1;

/** Chance that one unknown hand card answers: 闪 (闪 14, 杀闪之交 1, 躲 1) or 杀 (杀 26, 杀闪之交 1) of 110. */
const SHAN_RATE = 16 / 110;
const SHA_RATE = 27 / 110;
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

const SHA_KINDS: readonly CardKindId[] = ['sha', 'shashanzhijiao'];

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
 * The heuristic identity bot for 跑跑杀 (issue #3). It sees only its own seat's view. One instance plays one seat for
 * one game and remembers what it has seen: who used harmful tricks on whom (the 无懈可击 windows show every single-target
 * trick to every player), who attacked it, who brought whom to dying, who killed whom (score cards move to the killer,
 * P-S3) and HP lost during another player's turn. From this it keeps, per seat, evidence of acting for or against the
 * 国主, and turns it into identity probabilities with the identities still hidden (P-S1 table minus revealed ones).
 *
 * Goals by identity: 国主 and 大臣 attack likely 强盗/小贼 and protect the 国主; 强盗 attack the 国主 first, then likely
 * 大臣; the 小贼 fights whichever side is stronger, keeps the 国主 alive while anyone else lives, and attacks the 国主
 * last. It equips better gear, heals, draws, uses tricks on enemies only (AOE only when it hurts enemies more), answers
 * with 闪/杀 when it helps, spends 无懈可击 only on effects that matter, rescues allies, discards its least useful cards,
 * and always returns one of its legal decisions.
 */
export class PaopaoshaHeuristicBot implements Decider<PaopaoshaDecision, PaopaoshaView> {
  readonly name = 'heuristic';
  /** Decisions that fell back to a default after an internal error (should stay 0; for tests). */
  errors = 0;

  private n = 0;
  private me = -1;
  private lord = -1;
  private mine: IdentityId = 'dachen';
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
      // The view is the deciding seat's own; a seat it controls (海洋公主, 司令部: issue #4) is answered by `forOther`.
      if (v.seat !== null && v.seat !== ctx.seat) return forOther(ctx.legal());
      legal = v.legal;
      this.setup(v, ctx.seat);
      this.counts(v);
      this.observe(v);
      this.assess(v);
      const d = this.choose(v, legal);
      if (d && legal.includes(d)) return d;
      this.errors++;
    } catch {
      this.errors++;
    }
    if (legal.length === 0) legal = ctx.legal();
    return fallback(legal);
  }

  // ——— memory and inference ———

  private setup(v: PaopaoshaView, seat: number): void {
    if (this.n > 0) return;
    const ps = v.players;
    this.n = ps.length;
    this.me = seat;
    this.lord = v.lord;
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

  /** Reads what changed since my last view and what the current request shows. */
  private observe(v: PaopaoshaView): void {
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
    // whose turn it is most likely did it (杀, 单挑, 诅咒, 借刀杀人). Several at once is an AOE: no conclusion.
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
      if (count === 1) this.harm(v, v.turn, hurt, 0.8);
    }
    this.seeRescuer(v);
    const a = v.ask;
    if (a) {
      if (a.kind === 'wuxie') this.seeWindow(v, a);
      else if (a.kind === 'rescue') {
        const key = (v.turns * MAX_SEATS + a.target) * MAX_SEATS + a.source;
        if (key !== this.lastRescueKey && a.source >= 0) {
          this.lastRescueKey = key;
          this.harm(v, a.source, a.target, 1);
        }
        this.watchRescue(v, a.target);
      } else if (a.kind === 'shan' && a.reason === 'sha') {
        const key = v.turns * 256 + a.card;
        if (key !== this.lastShanKey) {
          this.lastShanKey = key;
          this.harm(v, a.source, this.me, 1);
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
   * Asked to save a dying player: the seats asked after me (P-W2: in seat order from the current player) are the only
   * ones who can still save them; remember their hand sizes.
   */
  private watchRescue(v: PaopaoshaView, t: number): void {
    this.watchTarget = t;
    this.watchTurns = v.turns;
    this.watchHand.fill(-1);
    const n = this.n;
    const after = (this.me - v.turn + n) % n;
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
    if (count === 1) this.help(v, rescuer, t, 1.2);
  }

  /** A 无懈可击 window: a trick used by `source` on `target`, or a 无懈可击 in a chain about it. */
  private seeWindow(v: PaopaoshaView, a: Ask): void {
    if (a.cardKind === 'wuxiekeji') {
      if (a.card !== this.chainCard) {
        this.chainCard = a.card;
        this.chainDepth++;
        if (this.trickTarget === a.target && this.trickKind !== '') {
          // Odd depth: this 无懈可击 stops the trick; even: it restores it.
          const helpful = this.trickKind === 'shengsibu' || this.trickKind === 'benlaijiuyou';
          const stops = this.chainDepth % 2 === 1;
          if (stops !== helpful) this.help(v, a.source, a.target, 1);
          else this.harm(v, a.source, a.target, 1);
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
    if (k === 'shengsibu') this.help(v, a.source, a.target, 1.5);
    else if (k === 'wandaoqifa' || k === 'qiangdaoruqin' || k === 'kongbufenzi' || k === 'shouhuozidan') return;
    else if (TRICK_HARM[k] !== undefined) this.harm(v, a.source, a.target, k === 'zuzhou' ? 0.8 : 1);
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
        // A request this bot does not know yet (skills come later): never stall.
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

  private self(v: PaopaoshaView): SeatView {
    return v.players[this.me] as SeatView;
  }

  /** Damage of my 杀: +1 with 大炮, +1 with 狼狗. */
  private shaDamage(v: PaopaoshaView): number {
    const me = this.self(v);
    const w = me.equip.weapon >= 0 ? kindOf(me.equip.weapon) : '';
    const m = me.equip.mount >= 0 ? kindOf(me.equip.mount) : '';
    return 1 + (w === 'dapao' ? 1 : 0) + (m === 'langgou' ? 1 : 0);
  }

  /** What an equipment kind is worth to me in its slot now (a weapon also by the enemies its range reaches). */
  private equipValue(v: PaopaoshaView, kind: CardKindId): number {
    let val = EQUIP_VALUE[kind] ?? 1;
    const ck = CARD_KINDS[kind];
    const me = this.self(v);
    if (ck.subtype === 'weapon') {
      const range = ck.range ?? 1;
      let enemies = 0;
      let others = 0;
      for (const p of v.players) {
        if (p.alive && p.seat !== this.me && p.distance !== null && p.distance <= range) {
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
    return this.mine === 'guozhu' ? 2 : 0;
  }

  /** How much I want to keep a hand card (higher = keep). */
  private keepValues(v: PaopaoshaView, cards: readonly number[]): Float64Array {
    const out = new Float64Array(cards.length);
    const me = this.self(v);
    let sha = 0;
    let shan = 0;
    let shui = 0;
    const pak = me.equip.weapon >= 0 && kindOf(me.equip.weapon) === 'pak470';
    for (let i = 0; i < cards.length; i++) {
      const c = cards[i] as number;
      const k = kindOf(c);
      let val: number;
      if (isEquipment(c)) {
        const slot = CARD_KINDS[k].subtype as 'weapon' | 'armor' | 'mount' | 'book';
        const cur = me.equip[slot];
        const nv = this.equipValue(v, k);
        val = cur < 0 || nv > this.equipValue(v, kindOf(cur)) ? 4 + nv * 0.3 : 1 + nv * 0.1;
      } else if (k === 'sha') val = sha++ === 0 ? 6 : pak ? 5 : 3.5;
      else if (k === 'shan') val = shan === 0 ? 8 : shan === 1 ? 6 : 3.5;
      else if (k === 'shui') val = shui++ < this.shuiReserve() ? 11 : shui === 1 ? 9 : 8;
      else if (k === 'dilei' || k === 'shuilei') val = 1.5;
      else val = CARD_KINDS[k].hint;
      if (k === 'shan') shan++;
      out[i] = val;
    }
    return out;
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
    if (e <= this.thr) return 0;
    const p = v.players[t] as SeatView;
    if (this.lordDoubts(v, t)) return 0;
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
    const phys = kindOf(d.card);
    const k = d.as;
    if (k === phys && isEquipment(d.card)) {
      const slot = CARD_KINDS[k].subtype as 'weapon' | 'armor' | 'mount' | 'book';
      const cur = me.equip[slot];
      const nv = this.equipValue(v, k);
      const cv = cur >= 0 ? this.equipValue(v, kindOf(cur)) : -1;
      return nv > cv ? 90 + nv - cv : 0;
    }
    const t0 = d.targets[0] ?? -1;
    const tp = t0 >= 0 ? (v.players[t0] as SeatView) : null;
    const e0 = t0 >= 0 ? (this.enemy[t0] as number) : 0;
    const hostile = tp !== null && e0 > this.thr && !hasDunpai(tp);
    switch (k) {
      case 'benlaijiuyou':
        // Only when the piles hold cards to gain (it would otherwise redraw itself forever).
        return v.drawCount + v.discardCount >= 3 ? 100 : 0;
      case 'shui': {
        if (phys === 'shui')
          return me.hp <= 2 || this.handCount(v, ['shui']) > this.shuiReserve() ? 80 + (me.hp <= 1 ? 15 : 0) : 0;
        // A skill's conversion (豆浆, 杂技): spend a card I care little about.
        const kv = this.keepValues(v, [d.card])[0] as number;
        return me.hp <= 1 ? 94 - kv : kv < 5 ? 70 - kv : 0;
      }
      case 'sha': {
        if (d.card < 0) return 0;
        const dmg = this.shaDamage(v);
        let s = 0;
        for (const t of d.targets) {
          const ts = this.targetScore(v, t, dmg);
          if (ts <= 0) return 0;
          const p = v.players[t] as SeatView;
          s += ts + (p.handCount === 0 ? 0.3 : 0) - (armorKind(p) === 'baguazhen' ? 0.05 : 0);
        }
        let score = 30 + s * 10;
        if (phys === 'shashanzhijiao') score -= 1; // keep the card that is also a 闪
        if (phys === 'shui') score = me.hp < me.maxHp ? 0 : score - 8; // 水枪: only a spare 水
        if (d.with.length > 0) {
          // 炒锅: two cards as one 杀 only when neither is worth much.
          const kv = this.keepValues(v, [d.card, d.with[0] as number]);
          const cost = (kv[0] as number) + (kv[1] as number);
          score = shaInHand > 0 || cost > 9 ? 0 : score - 10 - cost;
        }
        return score;
      }
      case 'dantiao':
        if (!hostile || !tp || this.lordDoubts(v, t0)) return 0;
        if (shaInHand === 0 && tp.handCount > 1) return 0;
        return 45 + e0 * 5 + (tp.hp <= 1 ? 5 : 0);
      case 'kongzhi':
        return hostile ? 58 + e0 * 5 : 0;
      case 'shunshouqiangou':
      case 'guoluchailu': {
        if (!tp || hasDunpai(tp)) return 0;
        const eq = tp.equip;
        const equipCount = (eq.weapon >= 0 ? 1 : 0) + (eq.armor >= 0 ? 1 : 0) + (eq.mount >= 0 ? 1 : 0);
        if (e0 > this.thr) {
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
        return hostile && typeOf(d.card) !== 'equipment' ? 20 + e0 : 0;
      case 'jiedaosharen': {
        const b = d.targets[1] ?? -1;
        if (!tp || b < 0 || b === this.me || hasDunpai(tp)) return 0;
        const val = (this.enemy[b] as number) + (e0 > this.thr ? 0.5 : -0.6);
        return val > 0.7 ? 40 + val * 5 : 0;
      }
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
        return val > 0.4 ? 25 + val * 3 : 0;
      }
      case 'shouhuozidan': {
        let net = 1;
        for (const p of v.players) if (p.alive && p.seat !== this.me) net -= 0.5 * (this.enemy[p.seat] as number);
        return net > -0.5 && v.drawCount + v.discardCount > this.othersAlive + 2 ? 35 : 0;
      }
      // God cards (not tricks: no 无懈可击, no 盾牌).
      case 'tianshizhilei':
        return me.hp < v.config.tianshizhileiHp && (me.hp <= 2 || me.hp < me.maxHp) ? 85 : 0;
      case 'jiaolazhihua':
      case 'haiyanggongzhu':
        if (!tp || e0 <= this.thr || this.lordDoubts(v, t0)) return 0;
        return (k === 'jiaolazhihua' ? 70 : 60) + e0 * 5;
      case 'guangmingzhiyan': {
        let gain = 0;
        for (const t of d.targets) {
          const p = v.players[t] as SeatView;
          if (p.handCount > 0) gain += (this.enemy[t] as number) > 0 ? 1 : 0.3;
        }
        return gain >= 1.5 ? 65 : 0;
      }
      case 'yonghengzhihuo':
        return d.targets.length > 0 ? this.armedFireScore(v, t0) : this.fireScore(v);
      default:
        return 0;
    }
  }

  /** An armed 永恒之火 kills outright; on the 国主 it gives the 强盗 the win (P-W4), so only a 强盗 aims it there. */
  private armedFireScore(v: PaopaoshaView, t: number): number {
    if (t < 0 || (t === this.lord && this.mine !== 'qiangdao')) return 0;
    const e = this.enemy[t] as number;
    if (e <= this.thr || this.lordDoubts(v, t)) return 0;
    return 99 + e;
  }

  /**
   * An unarmed 永恒之火 goes round the table from me until someone judges ♣ (about one in four): worth using when the
   * seats likely to get it are my side.
   */
  private fireScore(v: PaopaoshaView): number {
    let val = 0;
    let w = 0.255;
    for (let k = 0; k < this.n; k++) {
      const seat = (this.me + k) % this.n;
      const p = v.players[seat] as SeatView;
      if (!p.alive) continue;
      val += w * (seat === this.me ? 1 : -clamp(this.enemy[seat] as number, -1, 1));
      w *= 0.745;
    }
    return val > 0.1 ? 40 : 0;
  }

  /** Play-phase skill uses whose worth is clear (character skills and skill books, issue #4); others are left. */
  private scoreSkill(v: PaopaoshaView, d: Skill, shaInHand: number): number {
    const me = this.self(v);
    const t0 = d.targets[0] ?? -1;
    const tp = t0 >= 0 ? (v.players[t0] as SeatView) : null;
    const e0 = t0 >= 0 ? (this.enemy[t0] as number) : 0;
    switch (d.id) {
      case 'xiudiannao':
        // Discard a 闪 to heal 1: with a spare 闪, or when low.
        return this.handCount(v, ['shan']) >= 2 || me.hp <= 2 ? 78 : 0;
      case 'dounang': {
        // Discard a weapon card: another player heals 2.
        const hurt = tp !== null && tp.maxHp - tp.hp >= 1;
        return hurt && e0 < -FRIEND && d.cards[0] !== me.equip.weapon ? 50 : 0;
      }
      case 'ailian': {
        // Discard 2 hand cards: I and another heal 1.
        const mine = me.hp < me.maxHp ? 1 : 0;
        const theirs = tp !== null && tp.hp < tp.maxHp ? (e0 < -FRIEND ? 1 : e0 > 0 ? -1 : 0) : 0;
        return mine + theirs >= 1 && me.handCount >= 4 ? 30 : 0;
      }
      case 'shenmijingqi':
        // The target gives 5 hand cards or takes 4 damage from me.
        return tp && e0 > this.thr && !this.lordDoubts(v, t0) ? 62 + e0 * 5 : 0;
      case 'gongshanziwuyingbaguazhen': {
        // One 杀 on both neighbours of the player with the lowest HP: only when both are enemies.
        const dmg = this.shaDamage(v);
        let sum = 0;
        for (const t of d.targets) {
          const ts = this.targetScore(v, t, dmg);
          if (ts <= 0) return 0;
          sum += ts;
        }
        return shaInHand > 0 ? 31 + sum * 10 : 0;
      }
      default:
        return 0;
    }
  }

  /** Net worth of an AOE to my side: damage to enemies minus damage to friends (and to me for 恐怖分子). */
  private aoeValue(v: PaopaoshaView, k: CardKindId): number {
    const rate = k === 'wandaoqifa' ? SHAN_RATE : SHA_RATE;
    let sum = 0;
    for (const p of v.players) {
      if (!p.alive || p.seat === this.me || hasDunpai(p)) continue;
      const hit = (1 - rate) ** p.handCount;
      let w = this.enemy[p.seat] as number;
      if (p.hp <= 1) w *= w < 0 ? 3 : 1.5;
      sum += w * hit;
    }
    if (k === 'kongbufenzi') {
      const me = this.self(v);
      // My own answer: a 杀 besides the card itself.
      sum -= this.handCount(v, SHA_KINDS) > 0 ? 0.4 : me.hp <= 1 ? 5 : 1.2;
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
          const kv = this.keepValues(v, [d.card, d.with[0] as number]);
          const cost = (kv[0] as number) + (kv[1] as number);
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
    if (a.reason === 'dantiao') {
      // Against an ally, lose the duel at once rather than spend 杀 (unless it would kill me).
      if (src >= 0 && (this.enemy[src] as number) < -FRIEND && me.hp >= 2) return pass;
    } else if (a.reason === 'jiedaosharen') {
      // The victim is not shown to me (engine: the request has no target). Obey an ally; against an enemy's wish keep
      // the 杀 unless my weapon is worth more.
      if (src >= 0 && (this.enemy[src] as number) > this.thr) {
        const w = me.equip.weapon;
        if (w < 0 || this.equipValue(v, kindOf(w)) < 7) return pass;
      }
      return single ?? pass;
    }
    if (single) return single;
    if (pair && (me.hp <= 2 || pairCost < 6)) return pair;
    return pass;
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
    let h = TRICK_HARM[k] ?? 0;
    if (k === 'wandaoqifa' || k === 'qiangdaoruqin' || k === 'kongbufenzi') {
      if (t === this.me) {
        const answers = k === 'wandaoqifa' ? ['shan', 'shashanzhijiao', 'duo'] : ['sha', 'shashanzhijiao'];
        h = this.handCount(v, answers as CardKindId[]) > 0 ? 0 : 1;
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
      if (this.trickTarget !== a.target || a.source === this.me) return pass;
      const orig = this.effectWorth(v, this.trickKind, a.target);
      // Odd depth: this 无懈可击 would stop the trick; even: it would let it happen again.
      worth = this.chainDepth % 2 === 1 ? -orig : orig;
    } else worth = this.effectWorth(v, a.cardKind, a.target);
    return worth < -WUXIE_WORTH ? play : pass;
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
          // A real 水 first, then the cheapest card a skill converts.
          const cost = kindOf(d.card) === 'shui' ? 0 : 1 + (this.keepValues(v, [d.card])[0] as number);
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
    const save = t === this.me || (this.enemy[t] as number) < -FRIEND;
    if (!save) return pass;
    // The 国主 keeps its 水 reserve for a seat it is not sure of.
    if (t !== this.me && v.players[t]?.identity === null && shuiCount <= this.shuiReserve() && !book) return pass;
    const p = v.players[t] as SeatView;
    const need = 1 - p.hp;
    if (shui && shuiCount >= need) return shui;
    return book ?? blade ?? shui ?? pass;
  }

  private discard(v: PaopaoshaView, legal: readonly PaopaoshaDecision[]): PaopaoshaDecision | null {
    const me = this.self(v);
    const cards: number[] = [];
    for (const d of legal) if (d.t === 'discard') cards.push(d.card);
    if (cards.length === 0) return null;
    const hand = v.hand ?? [];
    const kv = this.keepValues(v, hand);
    let best = -1;
    let bestVal = Infinity;
    for (const c of cards) {
      const i = hand.indexOf(c);
      // Equipped cards (泡泡加特林's cost) are worth their slot.
      const val = i >= 0 ? (kv[i] as number) : this.equipValue(v, kindOf(c)) * 0.8 + (c === me.equip.armor ? 1 : 0);
      if (val < bestVal) {
        bestVal = val;
        best = c;
      }
    }
    return legal.find((d) => d.t === 'discard' && d.card === best) ?? null;
  }

  private pick(v: PaopaoshaView, a: Ask, legal: readonly PaopaoshaDecision[]): PaopaoshaDecision | null {
    const opts = a.options;
    if (!opts || opts.length === 0) return legal[0] ?? null;
    let bestI = 0;
    switch (a.reason) {
      case 'kongzhi': {
        const want = this.kongzhiThenSha ? 'mode-a' : 'mode-b';
        bestI = Math.max(
          0,
          opts.findIndex((o) => o.o === want),
        );
        break;
      }
      case 'paopaojiatelin': {
        const t = a.target;
        const p = t >= 0 ? (v.players[t] as SeatView) : null;
        const me = this.self(v);
        const spare = me.handCount + (me.equip.armor >= 0 ? 1 : 0) + (me.equip.mount >= 0 ? 1 : 0);
        const go = p !== null && (this.enemy[t] as number) > this.thr && (spare >= 4 || p.hp <= this.shaDamage(v));
        bestI = Math.max(
          0,
          opts.findIndex((o) => o.o === (go ? 'discard2' : 'no')),
        );
        break;
      }
      case 'guoluchailu':
      case 'shunshouqiangou':
        bestI = this.pickFrom(v, a);
        break;
      default:
        bestI = this.pickOther(v, a, opts);
    }
    return legal.find((d) => d.t === 'choose' && d.i === bestI) ?? null;
  }

  /**
   * Any other choice: a yes/no of a "may" skill; cards to give away (the least useful) or to take (the most useful: 收获子弹,
   * 控制, 光明之眼); keeping a card rather than giving it; giving rather than dying; a seat to act on (an enemy).
   */
  private pickOther(v: PaopaoshaView, a: Ask, opts: NonNullable<Ask['options']>): number {
    const first = opts[0]?.o;
    if (opts.length === 2 && first === 'yes') return this.sayYes(v, a) ? 0 : 1;
    const keep = opts.findIndex((o) => o.o === 'keep');
    if (keep >= 0 && a.reason === 'aiguo') return keep;
    const give = opts.findIndex((o) => o.o === 'give');
    if (give >= 0 && opts.some((o) => o.o === 'die' || o.o === 'damage')) return give;
    let bestI = 0;
    let best = -Infinity;
    // Cards leaving my hand (given, or swapped for a random one: 电脑奇才): the least useful, if any is worth less
    // than an average card.
    const giving = a.reason.endsWith('-give') || a.reason === 'diannaoqicai';
    for (let i = 0; i < opts.length; i++) {
      const o = opts[i] as (typeof opts)[number];
      let val: number;
      if (o.card >= 0) {
        const kv = this.keepValues(v, [o.card])[0] as number;
        val = giving ? -kv : kv;
      } else if (o.o === 'seat' && o.seat !== undefined) val = (this.enemy[o.seat] as number) * 3;
      else if (o.o === 'keep' || o.o === 'no') val = giving ? -4.5 : 100;
      else val = -1;
      if (val > best) {
        best = val;
        bestI = i;
      }
    }
    return bestI;
  }

  /** A "may" skill at a prompt: yes, except where it costs more than it gives. */
  private sayYes(v: PaopaoshaView, a: Ask): boolean {
    const me = this.self(v);
    switch (a.reason) {
      case 'shuijiao':
        // Skip my whole turn to take no damage until it comes back: only when one more hit kills me.
        return me.hp <= 1;
      case 'congzhi':
        // Discard 2 cards per damage point prevented: when the damage would kill me, or with cards to spare.
        return a.count >= me.hp || me.handCount >= 6;
      default:
        return true;
    }
  }

  /** 过路拆路 / 顺手牵狗: which of the target's cards. */
  private pickFrom(v: PaopaoshaView, a: Ask): number {
    const opts = a.options ?? [];
    const t = a.target;
    const p = v.players[t] as SeatView | undefined;
    if (!p) return 0;
    const ally = (this.enemy[t] as number) < 0;
    let bestI = 0;
    let best = -Infinity;
    for (let i = 0; i < opts.length; i++) {
      const o = opts[i] as (typeof opts)[number];
      let val: number;
      if (o.o === 'hand') val = ally ? 0 : 3 + (p.handCount <= 2 ? 1.5 : 0);
      else if (o.card >= 0 && p.judging.includes(o.card)) {
        const bad = BAD_DELAYED.has(kindOf(o.card)) ? 3 : 1;
        val = ally ? 10 + bad : -bad;
      } else if (o.card >= 0) {
        const ev = EQUIP_VALUE[kindOf(o.card)] ?? 1;
        val = ally ? -ev : ev;
      } else val = 0;
      if (val > best) {
        best = val;
        bestI = i;
      }
    }
    return bestI;
  }
}

/**
 * A decision for a seat this bot controls but does not play (issue #4's 海洋公主 and 司令部): spend nothing of it —
 * end its play phase, pass its responses — else its first legal decision.
 */
function forOther(legal: readonly PaopaoshaDecision[]): PaopaoshaDecision {
  return fallback(legal);
}

/** Never stall: end the play phase, pass a response, or take the first legal decision. */
function fallback(legal: readonly PaopaoshaDecision[]): PaopaoshaDecision {
  for (const d of legal) if (d.t === 'end' || d.t === 'pass') return d;
  return legal[0] as PaopaoshaDecision;
}
