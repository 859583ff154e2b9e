/**
 * The viewer's choices at the 杀机四伏 table, sorted by where the table offers them: cards of the hand (play, 碰), seats
 * (attack), damage cards (heal), the action bar (flip, stop, pass, 碰, self-heal) and the reveal control. Every one
 * is an element of `view.legal`, unchanged.
 */
import type { ShajisifuDecision, ShajisifuView } from '@shaju/shajisifu';
import { decisionLabel, renderMenu } from '@shaju/shajisifu/words';
import type { Lang } from '@shaju/ui';

/** The decisions of the action bar (the others are made on cards and seats). */
const BAR_KINDS = new Set(['flip', 'stop', 'pass', 'pong']);

/** A decision with its label (what a control says and what a screen reader reads). */
export interface Choice {
  readonly d: ShajisifuDecision;
  readonly label: string;
}

/** The viewer's choices by where they are shown. */
export interface Choices {
  /** Play or 碰 decisions by hand card. */
  readonly hand: ReadonlyMap<number, Choice>;
  /** Attack decisions by target seat. */
  readonly attack: ReadonlyMap<number, Choice>;
  /** Heal decisions by damage card (of any seat: card ids are unique). */
  readonly heal: ReadonlyMap<number, Choice>;
  /** The action bar's decisions with their labels. */
  readonly bar: readonly Choice[];
  /** Reveal decisions (a free action, offered whenever legal). */
  readonly reveals: readonly ShajisifuDecision[];
}

/**
 * No choices. Empty parts are these very objects, so that a memoised seat or panel whose choices stay empty is not
 * rendered again when the viewer's request comes and goes.
 */
const NONE_MAP: ReadonlyMap<number, Choice> = new Map();
const NONE_LIST: readonly never[] = [];

/**
 * The choices of `view` for a live table (`live`: it can decide) whose seat is asked now (`canAct`); reveals are
 * offered whenever legal, the rest only while the seat is asked. Nothing for a spectator or a replay.
 */
export function choicesOf(view: ShajisifuView, live: boolean, canAct: boolean, o: { readonly lang: Lang }): Choices {
  const hand = new Map<number, Choice>();
  const attack = new Map<number, Choice>();
  const heal = new Map<number, Choice>();
  const bar: Choice[] = [];
  const reveals: ShajisifuDecision[] = [];
  if (!live || view.seat === null) return { hand: NONE_MAP, attack: NONE_MAP, heal: NONE_MAP, bar, reveals };
  const item = (d: ShajisifuDecision): Choice => ({ d, label: decisionLabel(d, view, o) });
  for (const d of view.legal) {
    if (d.t === 'reveal') {
      reveals.push(d);
      continue;
    }
    if (!canAct) continue;
    if (d.t === 'play' || d.t === 'pong') hand.set(d.card, item(d));
    else if (d.t === 'attack') attack.set(d.target, item(d));
    else if (d.t === 'heal') heal.set(d.card, item(d));
  }
  if (canAct) {
    const pendingOnly = view.legal.filter((d) => d.t !== 'reveal');
    for (const item of renderMenu(pendingOnly, view, o)) {
      // The self-heal choices are offered in the bar too: one's own damage cards may be out of sight on a phone.
      if (BAR_KINDS.has(item.d.t) || (item.d.t === 'heal' && view.step === 'selfHeal')) bar.push(item);
    }
  }
  return {
    hand: hand.size > 0 ? hand : NONE_MAP,
    attack: attack.size > 0 ? attack : NONE_MAP,
    heal: heal.size > 0 ? heal : NONE_MAP,
    bar: bar.length > 0 ? bar : NONE_LIST,
    reveals: reveals.length > 0 ? reveals : NONE_LIST,
  };
}
