/**
 * The table's decision flow as pure functions of the legal list: a selection starts from a card (hand or equipment),
 * a skill, or a conversion skill; then, when one source has several uses, a mode (e.g. 水 to heal or as 杀 with 水枪);
 * then the further cards a decision names (炒锅's second card, a skill's card); then targets (seats). Every step only
 * offers what completes some legal decision, and a finished selection is always one element of the legal list,
 * unchanged.
 */
import { CARD_KINDS, kindOf, type PaopaoshaDecision } from '@shaju/paopaosha';

type D = PaopaoshaDecision;

/** A decision with what it takes to reach it. */
export interface Path {
  readonly d: D;
  /** Keys that can start it: `c:<card>` (any card it names) and `s:<skill>` (a skill, or the skill of a conversion). */
  readonly sources: readonly string[];
  /** The use, e.g. `use:sha::` (kind, conversion skill, 炒锅), `discard`, `skill:ailian`. */
  readonly mode: string;
  /** Every card the decision names (the first is the card used). */
  readonly cards: readonly number[];
  readonly targets: readonly number[];
  /** Targets must be picked in this order (its entry's `display.orderedTargets`; 借刀杀人: the weapon holder, then the victim). */
  readonly ordered: boolean;
  /** The mode is the card's own use (its own kind, no conversion, no 炒锅). */
  readonly natural: boolean;
}

/** The selection in progress. */
export interface Pick {
  /** The legal list it belongs to: the request id and the seat decided for (a new request makes it stale). */
  readonly req: number;
  readonly actor: number;
  readonly src: string;
  readonly mode: string | null;
  /** Cards picked so far (the source card first, when the source is a card). */
  readonly cards: readonly number[];
  readonly targets: readonly number[];
}

/** The path of a decision that is reached in steps, or null for one that is a plain button (end, pass, choose…). */
export function pathOf(d: D): Path | null {
  switch (d.t) {
    case 'use':
    case 'play': {
      const cards = [d.card, ...d.with];
      const sources = cards.map((c) => `c:${c}`);
      if (d.via) sources.push(`s:${d.via}`);
      const wok = d.with.length > 0;
      return {
        d,
        sources,
        mode: `${d.t}:${d.as}:${d.via ?? ''}:${wok ? 'wok' : ''}`,
        cards,
        targets: d.t === 'use' ? d.targets : [],
        ordered: d.t === 'use' && CARD_KINDS[d.as].display?.orderedTargets === true,
        natural: !wok && !d.via && d.as === kindOf(d.card),
      };
    }
    case 'discard':
      return {
        d,
        sources: [`c:${d.card}`],
        mode: 'discard',
        cards: [d.card],
        targets: [],
        ordered: false,
        natural: true,
      };
    case 'skill':
      return {
        d,
        sources: [`s:${d.id}`, ...d.cards.map((c) => `c:${c}`)],
        mode: `skill:${d.id}`,
        cards: d.cards,
        targets: d.targets,
        ordered: false,
        natural: false,
      };
    default:
      return null;
  }
}

/** The paths of a legal list (decisions that are plain buttons left out). */
export function pathsOf(legal: readonly D[]): Path[] {
  const out: Path[] = [];
  for (const d of legal) {
    const p = pathOf(d);
    if (p) out.push(p);
  }
  return out;
}

/** The cards that start some path (the playable cards). */
export function startCards(paths: readonly Path[]): Set<number> {
  const out = new Set<number>();
  for (const p of paths) for (const s of p.sources) if (s.startsWith('c:')) out.add(Number(s.slice(2)));
  return out;
}

/** The skills that start some path (skill buttons: active skills and conversion skills), in first-seen order. */
export function startSkills(paths: readonly Path[]): string[] {
  const out: string[] = [];
  for (const p of paths)
    for (const s of p.sources) if (s.startsWith('s:') && !out.includes(s.slice(2))) out.push(s.slice(2));
  return out;
}

/** A new selection from `src` (`c:<card>` or `s:<skill>`), its mode chosen when that is clear; null if nothing starts there. */
export function startPick(paths: readonly Path[], req: number, actor: number, src: string): Pick | null {
  const from = paths.filter((p) => p.sources.includes(src));
  if (from.length === 0) return null;
  const modes = modesOf(from);
  let mode: string | null = null;
  if (modes.length === 1) mode = modes[0] as string;
  else {
    const natural = from.find((p) => p.natural);
    if (natural) mode = natural.mode;
  }
  const cards = src.startsWith('c:') ? [Number(src.slice(2))] : [];
  return { req, actor, src, mode, cards, targets: [] };
}

function modesOf(paths: readonly Path[]): string[] {
  const out: string[] = [];
  for (const p of paths) if (!out.includes(p.mode)) out.push(p.mode);
  return out;
}

function targetsFit(p: Path, picked: readonly number[]): boolean {
  if (p.ordered) return picked.every((t, i) => p.targets[i] === t);
  return picked.every((t) => p.targets.includes(t));
}

function cardsFit(p: Path, picked: readonly number[]): boolean {
  return picked.every((c) => p.cards.includes(c));
}

/** What a selection can become now. */
export interface Step {
  /** The modes the source offers (a mode switch is shown when there are several). */
  readonly modes: readonly { readonly mode: string; readonly paths: readonly Path[] }[];
  /** The paths still reachable. */
  readonly paths: readonly Path[];
  /** Cards to pick next (炒锅's second card, a skill's card). */
  readonly cards: ReadonlySet<number>;
  /** Seats to pick next. */
  readonly seats: ReadonlySet<number>;
  /** The decision to confirm now: the selection names it exactly, or it is the only one left. */
  readonly ready: D | null;
  /** Whether `ready` is named exactly (all its cards and targets picked). */
  readonly exact: boolean;
}

/** The next step of a selection; null when it is stale (nothing legal fits it any more). */
export function stepOf(all: readonly Path[], pick: Pick): Step | null {
  const from = all.filter((p) => p.sources.includes(pick.src) && cardsFit(p, pick.cards));
  if (from.length === 0) return null;
  const modes = modesOf(from).map((mode) => ({ mode, paths: from.filter((p) => p.mode === mode) }));
  if (pick.mode === null) {
    return { modes, paths: from, cards: new Set(), seats: new Set(), ready: null, exact: false };
  }
  const paths = from.filter((p) => p.mode === pick.mode && targetsFit(p, pick.targets));
  if (paths.length === 0) return null;
  const cards = new Set<number>();
  const seats = new Set<number>();
  const cardsDone = (p: Path) => p.cards.every((c) => pick.cards.includes(c));
  for (const p of paths) {
    if (!cardsDone(p)) {
      for (const c of p.cards) if (!pick.cards.includes(c)) cards.add(c);
      continue;
    }
    if (p.ordered) {
      const next = p.targets[pick.targets.length];
      if (next !== undefined) seats.add(next);
    } else for (const t of p.targets) if (!pick.targets.includes(t)) seats.add(t);
  }
  const done = paths.filter(cardsDone);
  const exact = done.find((p) => p.targets.length === pick.targets.length);
  let ready: D | null = null;
  if (exact) ready = exact.d;
  else if (paths.length === 1 && done.length === 1) ready = (done[0] as Path).d;
  return { modes, paths, cards, seats, ready, exact: exact !== undefined };
}

/** The selection after picking card `c`. */
export function pickCard(pick: Pick, c: number): Pick {
  return { ...pick, cards: [...pick.cards, c] };
}

/** The selection after picking seat `t`. */
export function pickSeat(pick: Pick, t: number): Pick {
  return { ...pick, targets: [...pick.targets, t] };
}

/** The selection with mode `mode` (cards beyond the source and targets dropped). */
export function pickMode(pick: Pick, mode: string): Pick {
  return { ...pick, mode, cards: pick.cards.slice(0, pick.src.startsWith('c:') ? 1 : 0), targets: [] };
}

/**
 * After a seat click: the decision to send at once when the selection now names exactly one decision and no other
 * reachable decision extends it (a single-target card: click the seat, it is used); null otherwise.
 */
export function autoSend(step: Step): D | null {
  if (!step.exact || !step.ready) return null;
  return step.seats.size === 0 && step.cards.size === 0 ? step.ready : null;
}
