/**
 * 杀机四伏's decisions in words, the menu (in a useful order, each once, the decline last) and the reveal offer made
 * while the viewer is attacked (S-R1).
 */
import type { RenderOptions } from '@shaju/words';
import {
  cardValue,
  isLegalPlay,
  matchesIdentity,
  type ShajisifuDecision,
  type ShajisifuView,
  suitOf,
} from '../src/index.ts';
import { attackDamage } from './facts.ts';
import { messages } from './messages.ts';
import { cardsText, cardText, identityName, immunityText, possessive, seatName, sortCards } from './names.ts';

type PV = ShajisifuView['players'][number];

/**
 * A decision in words for the menu of `view.seat`: `打出 ♥Q（合理）`, `继续翻牌（下一张需 ≥ 8）`, `攻击 3号`,
 * `疗伤 2号的 ♠9`, `碰（打出 ♥Q）`, `公开身份（弃掉 ♥3）`…
 */
export function decisionLabel(d: ShajisifuDecision, v: ShajisifuView, o: RenderOptions): string {
  const l = messages(o.lang).labels;
  const me = v.seat;
  switch (d.t) {
    case 'play':
      return l.play(cardText(d.card, o), isLegalPlay(d.card, v.discardTop));
    case 'stop': {
      if (v.step === 'flip' && v.attack) return l.stopFlipping(seatName(v.attack.target, me, o.lang), attackDamage(v));
      return l.stopPlaying(me !== null && (v.players[me] as PV).damage.length > 0);
    }
    case 'flip': {
      const last = v.attack?.flips[v.attack.flips.length - 1];
      return last === undefined ? l.flip : l.flipAgain(cardValue(last, v.config));
    }
    case 'attack': {
      const t = v.players[d.target] as PV;
      const info: string[] = [];
      if (t.damageTotal > 0) info.push(l.damageInfo(t.damageTotal));
      if (t.identity !== null && t.revealed) info.push(identityName(suitOf(t.identity), o.lang));
      return l.attack(seatName(d.target, me, o.lang), info);
    }
    case 'heal': {
      const c = cardText(d.card, o);
      if (v.step === 'selfHeal') return l.healSelf(c);
      return l.heal(d.target === me, d.target, possessive(d.target, me, o.lang), c);
    }
    case 'pass':
      return v.step === 'claim' ? l.noPong : l.noHeal;
    case 'pong':
      return l.pong(cardText(d.card, o));
    case 'reveal': {
      if (d.order.length === 0) return l.revealNothing;
      const cards = cardsText(d.order, o);
      if (d.order.length === 1) return l.revealOne(cards);
      return l.revealMany(cards, cardText(d.order[d.order.length - 1] as number, o));
    }
  }
}

function menuKey(d: ShajisifuDecision, v: ShajisifuView, handOrder: Map<number, number>): number {
  switch (d.t) {
    case 'pong':
      return 0 + (handOrder.get(d.card) ?? 0) / 1000;
    case 'play':
      return (isLegalPlay(d.card, v.discardTop) ? 1 : 3) + (handOrder.get(d.card) ?? 0) / 1000;
    case 'flip':
      return 1;
    case 'stop':
      return 2;
    case 'attack':
      return 4 + d.target / 100;
    case 'heal':
      // Own damage first, then by seat; within a player, the biggest card first.
      return 5 + (d.target === v.seat ? 0 : (d.target + 1) / 100) + (30 - cardValue(d.card, v.config)) / 10000;
    case 'pass':
      return 6;
    case 'reveal':
      return 7;
  }
}

/**
 * The menu of the viewer's legal decisions: legal plays (or flip) first, then illegal plays, attacks, heals, reveals,
 * and last the decline (stop playing, stop flipping, do not heal, no 碰), marked so the CLI numbers it 0 whatever else
 * is offered. "Flip again" carries a `confirm` question (S-A3's penalty draw), which a terminal asks before taking it.
 */
export function renderMenu(
  legal: readonly ShajisifuDecision[],
  v: ShajisifuView,
  o: RenderOptions,
): { d: ShajisifuDecision; label: string; decline?: boolean; confirm?: string }[] {
  const order = new Map<number, number>();
  const all = sortCards([...(v.hand ?? []), ...v.players.flatMap((p) => p.damage)]);
  all.forEach((c, i) => {
    order.set(c, i);
  });
  const seen = new Set<string>();
  const out: { d: ShajisifuDecision; label: string; decline?: boolean; confirm?: string }[] = [];
  let decline: { d: ShajisifuDecision; label: string; decline: true } | null = null;
  for (const { d } of legal
    .map((d, i) => ({ d, i, key: menuKey(d, v, order) }))
    .sort((a, b) => a.key - b.key || a.i - b.i)) {
    // Identical cards (S-C3: copies from several decks) give identical choices: offer each once.
    const label = decisionLabel(d, v, o);
    if (seen.has(label)) continue;
    seen.add(label);
    if (decline === null && (d.t === 'stop' || d.t === 'pass')) decline = { d, label, decline: true };
    else {
      // Flipping again risks S-A3's penalty draw: a terminal asks before taking it (a "1" typed out of habit).
      const last = d.t === 'flip' ? v.attack?.flips[v.attack.flips.length - 1] : undefined;
      const confirm =
        last === undefined ? undefined : messages(o.lang).labels.flipAgainConfirm(cardValue(last, v.config));
      out.push(confirm === undefined ? { d, label } : { d, label, confirm });
    }
  }
  if (decline) out.push(decline);
  return out;
}

/** When the viewer is being attacked and may still reveal: the question and the reveal choices (S-R1). */
export function renderOffer(
  v: ShajisifuView,
  o: RenderOptions,
): { question: string; choices: { d: ShajisifuDecision; label: string }[] } | null {
  const choices = v.legal.filter((d) => d.t === 'reveal');
  if (choices.length === 0 || v.seat === null) return null;
  const w = messages(o.lang).offer;
  const me = v.players[v.seat] as PV;
  const attack = v.attack;
  const flips = attack ? cardsText(attack.flips, o) : '—';
  const sum = attack ? attack.flips.reduce((s, c) => s + cardValue(c, v.config), 0) : 0;
  const who = attack ? seatName(attack.attacker, v.seat, o.lang) : '?';
  const id = me.identity as number;
  const dropped = me.damage.filter((c) => matchesIdentity(c, id));
  const blocked = attack ? attack.flips.filter((c) => matchesIdentity(c, id)) : [];
  const effects: string[] = [];
  if (dropped.length > 0) effects.push(w.dropped(cardsText(dropped, o)));
  if (blocked.length > 0) effects.push(w.blocked(cardsText(blocked, o), blocked.length));
  const question = w.question(who, flips, sum, me.damageTotal, immunityText(id, o.lang), w.effect(effects));
  return { question, choices: choices.map((d) => ({ d, label: decisionLabel(d, v, o) })) };
}
