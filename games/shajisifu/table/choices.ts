/**
 * The viewer's choices at the 杀机四伏 table, sorted by where the table offers them: cards of the hand (play, 碰), seats
 * (attack), damage cards (heal), the action bar (flip, stop, pass, 碰, self-heal) and the reveal control. Every one
 * is an element of `view.legal`, unchanged.
 */
import type { ShajisifuDecision, ShajisifuView } from '@shaju/shajisifu';
import { renderMenu } from '@shaju/shajisifu/words';
import type { Lang } from '@shaju/ui';

/** The decisions of the action bar (the others are made on cards and seats). */
const BAR_KINDS = new Set(['flip', 'stop', 'pass', 'pong']);

/** The viewer's choices by where they are shown. */
export interface Choices {
  /** Play or 碰 decisions by hand card. */
  readonly hand: Map<number, ShajisifuDecision>;
  /** Attack decisions by target seat. */
  readonly attack: Map<number, ShajisifuDecision>;
  /** Heal decisions by damage card. */
  readonly heal: Map<number, ShajisifuDecision>;
  /** The action bar's decisions with their labels. */
  readonly bar: { d: ShajisifuDecision; label: string }[];
  /** Reveal decisions (a free action, offered whenever legal). */
  readonly reveals: ShajisifuDecision[];
}

/**
 * The choices of `view` for a live table (`live`: it can decide) whose seat is asked now (`canAct`); reveals are
 * offered whenever legal, the rest only while the seat is asked. Nothing for a spectator or a replay.
 */
export function choicesOf(view: ShajisifuView, live: boolean, canAct: boolean, o: { readonly lang: Lang }): Choices {
  const hand = new Map<number, ShajisifuDecision>();
  const attack = new Map<number, ShajisifuDecision>();
  const heal = new Map<number, ShajisifuDecision>();
  const bar: { d: ShajisifuDecision; label: string }[] = [];
  const reveals: ShajisifuDecision[] = [];
  if (!live || view.seat === null) return { hand, attack, heal, bar, reveals };
  for (const d of view.legal) {
    if (d.t === 'reveal') {
      reveals.push(d);
      continue;
    }
    if (!canAct) continue;
    if (d.t === 'play' || d.t === 'pong') hand.set(d.card, d);
    else if (d.t === 'attack') attack.set(d.target, d);
    else if (d.t === 'heal') heal.set(d.card, d);
  }
  if (canAct) {
    const pendingOnly = view.legal.filter((d) => d.t !== 'reveal');
    for (const item of renderMenu(pendingOnly, view, o)) {
      // The self-heal choices are offered in the bar too: one's own damage cards may be out of sight on a phone.
      if (BAR_KINDS.has(item.d.t) || (item.d.t === 'heal' && view.step === 'selfHeal')) bar.push(item);
    }
  }
  return { hand, attack, heal, bar, reveals };
}
