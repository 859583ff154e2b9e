/**
 * 跑跑杀 in words, in Chinese (default) and English: cards, characters, identities, the table as one seat sees it,
 * events (a turn at a time), menu labels for every kind of decision, the questions of response windows, and the
 * result. Pure functions of views, redacted events, legal decisions and (at the end of a game) the state. The
 * messages are data (zh.ts, en.ts); styled text goes through the caller's painter (`RenderOptions.paint`).
 */
import type { GameRenderer } from '@shaju/words';
import type { PaopaoshaDecision, PaopaoshaState, PaopaoshaView } from '../src/index.ts';
import { eventPrinter } from './events.ts';
import { idName } from './ids.ts';
import { pickCount, renderMenu } from './menu.ts';
import { conditionLabel } from './names.ts';
import { questionText } from './question.ts';
import { renderHelp, renderResult } from './result.ts';
import { renderBrief, renderTable } from './table.ts';

export { cardNameWith } from './content.ts';
export { eventPrinter, renderEvents } from './events.ts';
export { idName } from './ids.ts';
export { decisionLabel } from './labels.ts';
export { isDecline, type PaopaoshaMenuItem, pickCount, picksCards, renderMenu } from './menu.ts';
export {
  actorOf,
  cardLabel,
  cardsLabel,
  characterLines,
  characterName,
  conditionLabel,
  handOf,
  hpNumbers,
  hpText,
  IDENTITY_ORDER,
  identityGoal,
  identityName,
  isBoss,
  kindName,
  notPlayableText,
  seatName,
  seatRef,
  shieldText,
  skillName,
  skillText,
  sortCards,
} from './names.ts';
export { questionText } from './question.ts';
export { renderHelp, renderResult } from './result.ts';
export { mingdaoNote, renderBrief, renderTable, statusParts } from './table.ts';

/** The 跑跑杀 renderer of the CLI's game registry. */
export const paopaoshaRenderer: GameRenderer = {
  table: (view, o) => renderTable(view as PaopaoshaView, o),
  brief: (view, o) => renderBrief(view as PaopaoshaView, o),
  events: eventPrinter,
  menu: (legal, view, o, seat) => renderMenu(legal as PaopaoshaDecision[], view as PaopaoshaView, o, seat),
  picks: (legal, view) => pickCount(legal as PaopaoshaDecision[], view as PaopaoshaView),
  question: (view, o) => questionText(view as PaopaoshaView, o),
  result: (state, viewer, o) => renderResult(state as PaopaoshaState, viewer, o),
  condition: (id, o) => conditionLabel(id, o.lang),
  help: renderHelp,
  offer: () => null,
  name: idName,
};
