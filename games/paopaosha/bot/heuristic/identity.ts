/**
 * Identity inference for the 跑跑杀 heuristic bot: who is friend or foe from the seat's view and the events it saw.
 *
 * It remembers who used harmful tricks on whom (the 无懈可击 windows show every single-target trick to every player),
 * who attacked whom, who brought whom to dying, who killed whom (score cards move to the killer, P-S3) and HP lost
 * during another player's turn; a seat under control (海洋公主, 司令部) acts for its controller, so its deeds count as
 * the controller's. From this it keeps, per seat, evidence of acting for or against the 国主, and turns it into
 * identity probabilities with the identities still hidden (P-S1 table minus revealed ones), then into enemy scores by
 * the bot's own identity.
 */
import {
  type AskView,
  IDENTITY_TABLE,
  type IdentityId,
  type PaopaoshaObservation,
  type PaopaoshaView,
  type SeatObservation,
} from '../../src/index.ts';
import { answersWuxie, askPosition, hintsOf, isShaKind, seatAtAskPosition } from '../facts.ts';
import { assessBoss } from './boss.ts';
import { clamp, ENEMY, MAX_SEATS, type Mind } from './mind.ts';
import { isHarmful } from './valuation.ts';

/** The seat that decides for `seat` now (its controller, or itself): whose deed an action of `seat` is. */
export function by(v: PaopaoshaObservation, seat: number): number {
  const c = seat >= 0 ? (v.players[seat]?.controller ?? -1) : -1;
  return c >= 0 ? c : seat;
}

/** Remembers the seat, the 国主 and the starting HP, scores and lives on the first decision; sets the actor to `seat`. */
export function setup(b: Mind, v: PaopaoshaObservation, seat: number): void {
  b.actor = seat;
  if (b.n > 0) return;
  const ps = v.players;
  b.n = ps.length;
  b.me = seat;
  b.actor = seat;
  b.lord = v.lord;
  b.boss = v.config.mode === 'boss';
  b.mine = (ps[seat]?.identity ?? 'dachen') as IdentityId;
  for (let i = 0; i < b.n; i++) {
    const p = ps[i] as SeatObservation;
    b.prevHp[i] = p.hp;
    b.prevScore[i] = p.score;
    b.prevAlive[i] = p.alive ? 1 : 0;
  }
  b.prevTurns = v.turns;
}

/** Hidden identities left among the unknown seats (P-S1 table minus every identity I know). */
export function counts(b: Mind, v: PaopaoshaObservation): void {
  const row = IDENTITY_TABLE[b.n];
  let l = row?.dachen ?? 0;
  let r = row?.qiangdao ?? 0;
  let z = row?.xiaozei ?? 0;
  let alive = 0;
  for (const p of v.players) {
    if (p.alive && p.seat !== b.me) alive++;
    if (p.identity === 'dachen') l--;
    else if (p.identity === 'qiangdao') r--;
    else if (p.identity === 'xiaozei') z--;
  }
  b.nL = Math.max(0, l);
  b.nR = Math.max(0, r);
  b.nZ = Math.max(0, z);
  b.othersAlive = alive;
}

/** Alignment of seat `t` as its attackers see it: +1 for the 国主's side, −1 against, 0 unknown or 小贼. */
function align(b: Mind, v: PaopaoshaObservation, t: number): number {
  const id = t === b.me ? b.mine : v.players[t]?.identity;
  if (id === 'guozhu' || id === 'dachen') return 1;
  if (id === 'qiangdao') return -1;
  if (id === 'xiaozei') return 0;
  post(b, t);
  return (b.pL[t] as number) - (b.pR[t] as number);
}

/** `x` harmed `t` with weight `w`: evidence that `x` is against `t`'s side. */
function harm(b: Mind, v: PaopaoshaObservation, x: number, t: number, w: number): void {
  if (x < 0 || t < 0 || x === t || x >= b.n || t >= b.n) return;
  // The 国主's hostility hints that the target is against the 国主 (a weak hint: the 国主 may be wrong).
  if (x === b.lord && t !== b.me && v.players[t]?.identity === null) b.ev[t] = (b.ev[t] as number) - 0.3 * w;
  if (x === b.me || v.players[x]?.identity !== null) return;
  const k = t === b.lord ? 2 : 1;
  b.ev[x] = clamp((b.ev[x] as number) - w * k * align(b, v, t), -8, 8);
}

/** `x` helped `t` with weight `w`. */
function help(b: Mind, v: PaopaoshaObservation, x: number, t: number, w: number): void {
  if (x < 0 || t < 0 || x === t || x === b.me || x >= b.n || t >= b.n) return;
  if (v.players[x]?.identity !== null) return;
  const k = t === b.lord ? 2 : 1;
  b.ev[x] = clamp((b.ev[x] as number) + w * k * align(b, v, t), -8, 8);
}

/** Reads what changed since my last view and what the current request (asked of seat `asked`) shows. */
export function observe(b: Mind, v: PaopaoshaObservation, asked: number): void {
  const ps = v.players;
  const n = b.n;
  // A death: whose score rose is the killer (P-S3).
  let died = -1;
  let deaths = 0;
  for (let i = 0; i < n; i++) {
    const p = ps[i] as SeatObservation;
    if (b.prevAlive[i] && !p.alive) {
      deaths++;
      died = i;
    }
  }
  if (deaths === 1) {
    let killer = -1;
    for (let i = 0; i < n; i++)
      if (i !== died && (ps[i] as SeatObservation).score > (b.prevScore[i] as number)) killer = i;
    const id = (ps[died] as SeatObservation).identity;
    if (killer >= 0 && killer !== b.me && (ps[killer] as SeatObservation).identity === null) {
      const w = id === 'qiangdao' ? 1.5 : id === 'dachen' ? -2 : id === 'xiaozei' ? 0.3 : 0;
      b.ev[killer] = clamp((b.ev[killer] as number) + w, -8, 8);
    }
  }
  // HP lost by exactly one other player during someone's turn (since my last view in the same turn): the player
  // whose turn it is (or whoever controls them) most likely did it. Several at once is an AOE: no conclusion.
  if (v.turns === b.prevTurns && v.phase === 'play') {
    let hurt = -1;
    let count = 0;
    for (let i = 0; i < n; i++) {
      if (i === v.turn || i === b.me) continue;
      if ((ps[i] as SeatObservation).hp < (b.prevHp[i] as number)) {
        hurt = i;
        count++;
      }
    }
    if (count === 1) harm(b, v, by(v, v.turn), hurt, 0.8);
  }
  seeRescuer(b, v);
  const a = v.ask;
  if (a) {
    if (a.kind === 'wuxie') seeWindow(b, v, a);
    else if (a.kind === 'rescue') {
      const key = (v.turns * MAX_SEATS + a.target) * MAX_SEATS + a.source;
      if (key !== b.lastRescueKey && a.source >= 0) {
        b.lastRescueKey = key;
        harm(b, v, by(v, a.source), a.target, 1);
      }
      watchRescue(b, v, a.target, asked);
    } else if (a.kind === 'shan' && isShaKind(a.reason)) {
      const key = (v.turns * 256 + a.card) * MAX_SEATS + asked;
      if (key !== b.lastShanKey) {
        b.lastShanKey = key;
        harm(b, v, by(v, a.source), asked, 1);
      }
    }
  }
  for (let i = 0; i < n; i++) {
    const p = ps[i] as SeatObservation;
    b.prevHp[i] = p.hp;
    b.prevScore[i] = p.score;
    b.prevAlive[i] = p.alive ? 1 : 0;
  }
  b.prevTurns = v.turns;
  // Evidence fades a little: old deeds weigh less than new ones.
  for (let i = 0; i < n; i++) b.ev[i] = (b.ev[i] as number) * 0.998;
}

/**
 * Seat `asked` is asked to save a dying player: the seats asked after it (P-W2: in seat order from the current
 * player) are the only ones who can still save them; remember their hand sizes.
 */
function watchRescue(b: Mind, v: PaopaoshaObservation, t: number, asked: number): void {
  b.watchTarget = t;
  b.watchTurns = v.turns;
  b.watchHand.fill(-1);
  const n = b.n;
  const after = askPosition(v, asked);
  for (let k = after + 1; k < n; k++) {
    const seat = seatAtAskPosition(v, k);
    const p = v.players[seat] as SeatObservation;
    if (p.alive && seat !== t) b.watchHand[seat] = p.handCount;
  }
}

/** The dying player I watched lives: if exactly one of the seats after me lost hand cards, they saved them (水). */
function seeRescuer(b: Mind, v: PaopaoshaObservation): void {
  const t = b.watchTarget;
  if (t < 0) return;
  const ask = v.ask;
  if (ask?.kind === 'rescue' && ask.target === t && v.turns === b.watchTurns) return;
  b.watchTarget = -1;
  if (v.turns !== b.watchTurns || !(v.players[t] as SeatObservation).alive) return;
  let rescuer = -1;
  let count = 0;
  for (let i = 0; i < b.n; i++) {
    const before = b.watchHand[i] as number;
    if (before >= 0 && (v.players[i] as SeatObservation).handCount < before) {
      rescuer = i;
      count++;
    }
  }
  if (count === 1) help(b, v, by(v, rescuer), t, 1.2);
}

/**
 * A 无懈可击 window: a trick used by `source` on `target`, or a 无懈可击 in a chain about it. What the trick tells is read
 * from its hints: `help` (its user helps the target, by `evidence`), `harm` (hostile, by `evidence`, default 1), a
 * trick aimed at `everyone` tells nothing.
 */
function seeWindow(b: Mind, v: PaopaoshaObservation, a: AskView): void {
  const src = by(v, a.source);
  if (answersWuxie(a.cardKind)) {
    if (a.card !== b.chainCard) {
      b.chainCard = a.card;
      b.chainDepth++;
      if (b.trickTarget === a.target && b.trickKind !== '') {
        // Odd depth: this 无懈可击 stops the trick; even: it restores it. A trick aimed at everyone counts as harmful.
        const h = hintsOf(b.trickKind);
        const helpful = h.help !== undefined && !h.everyone;
        const stops = b.chainDepth % 2 === 1;
        if (stops !== helpful) help(b, v, src, a.target, 1);
        else harm(b, v, src, a.target, 1);
      }
    }
    return;
  }
  if (a.card === b.trickCard && a.target === b.trickTarget && a.source === b.trickUser) {
    // The same window reopened after a cancelled 无懈可击.
    b.chainDepth = 0;
    b.chainCard = -2;
    return;
  }
  b.trickUser = a.source;
  b.trickTarget = a.target;
  b.trickKind = a.cardKind;
  b.trickCard = a.card;
  b.chainDepth = 0;
  b.chainCard = -2;
  const k = a.cardKind;
  if (k === '' || a.source === a.target) return;
  const h = hintsOf(k);
  if (h.help !== undefined && !h.everyone) {
    if (h.evidence) help(b, v, src, a.target, h.evidence);
  } else if (h.everyone) return;
  else if (isHarmful(k)) harm(b, v, src, a.target, h.evidence ?? 1);
}

/** Identity probabilities of one unknown seat from the hidden counts and its evidence. */
function post(b: Mind, i: number): void {
  const e = Math.exp((b.ev[i] as number) / 2);
  const l = b.nL * e;
  const r = b.nR / e;
  const z = b.nZ;
  const sum = l + r + z;
  if (sum <= 0) {
    b.pL[i] = 0;
    b.pR[i] = 0;
    b.pZ[i] = 0;
    return;
  }
  b.pL[i] = l / sum;
  b.pR[i] = r / sum;
  b.pZ[i] = z / sum;
}

/** Fills identity probabilities and enemy scores for every seat. */
export function assess(b: Mind, v: PaopaoshaView): void {
  const ps = v.players;
  if (b.boss) {
    assessBoss(b, v);
    return;
  }
  let loyalPow = 0;
  let rebelPow = 0;
  let ministers = 0;
  for (let i = 0; i < b.n; i++) {
    const p = ps[i] as SeatObservation;
    const id = i === b.me ? b.mine : p.identity;
    if (id === null) post(b, i);
    else {
      b.pL[i] = id === 'dachen' || id === 'guozhu' ? 1 : 0;
      b.pR[i] = id === 'qiangdao' ? 1 : 0;
      b.pZ[i] = id === 'xiaozei' ? 1 : 0;
    }
    if (p.alive && i !== b.me) {
      const hp = Math.max(1, p.hp) + 1;
      loyalPow += (b.pL[i] as number) * hp * (i === b.lord ? 1.3 : 1);
      rebelPow += (b.pR[i] as number) * hp;
      if (i !== b.lord) ministers += b.pL[i] as number;
    }
  }
  const mine = b.mine;
  b.thr = Math.max(-0.6, ENEMY - 0.02 * Math.max(0, v.round - 25));
  // The 小贼 fights the stronger side: the 强盗 while they threaten the 国主, then the 大臣 (the 强盗 again when no
  // 大臣 is left to fight: the 国主 comes last).
  const fightRebels = rebelPow >= loyalPow * 0.6 || ministers < 0.3;
  for (let i = 0; i < b.n; i++) {
    const p = ps[i] as SeatObservation;
    if (!p.alive || i === b.me) {
      b.enemy[i] = -1;
      continue;
    }
    const l = b.pL[i] as number;
    const r = b.pR[i] as number;
    const z = b.pZ[i] as number;
    let e: number;
    if (mine === 'guozhu' || mine === 'dachen') {
      e = i === b.lord ? -1 : r + z * (b.nR > 0 || rebelPow > 0 ? 0.7 : 1) - l;
    } else if (mine === 'qiangdao') {
      e = i === b.lord ? 1.6 : l + 0.3 * z - r;
    } else if (i === b.lord) {
      // 小贼: the 国主 last.
      e = b.othersAlive <= 1 ? 2 : -1;
    } else if (fightRebels) e = r - l + 0.3 * z;
    else e = l - 0.5 * r + 0.3 * z;
    b.enemy[i] = e;
  }
}
