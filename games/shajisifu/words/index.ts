/**
 * 杀机四伏 in words, in Chinese (default) and English: cards, identities, win conditions, the table as one seat sees
 * it, events, menu labels and the result. Pure functions of views, events and (at the end of a game) the state. The
 * messages are data (zh.ts, en.ts); styled text goes through the caller's painter (`RenderOptions.paint`).
 */
import type { GameRenderer } from '@shaju/words';
import type { ShajisifuDecision, ShajisifuState, ShajisifuView } from '../src/index.ts';
import { eventPrinter } from './events.ts';
import { idName } from './ids.ts';
import { renderMenu, renderOffer } from './menu.ts';
import { conditionLabel } from './names.ts';
import { renderHelp, renderResult } from './result.ts';
import { renderBrief, renderTable } from './table.ts';

export { eventPrinter, renderEvents } from './events.ts';
export { attackDamage } from './facts.ts';
export { idName, SUIT_IDS } from './ids.ts';
export { decisionLabel, renderMenu, renderOffer } from './menu.ts';
export {
  cardLong,
  cardShort,
  cardsText,
  cardText,
  conditionLabel,
  IDENTITY_ORDER,
  identityName,
  identityText,
  seatName,
  sortCards,
} from './names.ts';
export { renderHelp, renderResult } from './result.ts';
export { renderBrief, renderTable } from './table.ts';

/** The 杀机四伏 renderer of the CLI's game registry. */
export const shajisifuRenderer: GameRenderer = {
  table: (view, o) => renderTable(view as ShajisifuView, o),
  brief: (view, o) => renderBrief(view as ShajisifuView, o),
  events: eventPrinter,
  menu: (legal, view, o) => renderMenu(legal as ShajisifuDecision[], view as ShajisifuView, o),
  result: (state, viewer, o) => renderResult(state as ShajisifuState, viewer, o),
  condition: (id, o) => conditionLabel(id, o.lang),
  help: renderHelp,
  offer: (view, o) => renderOffer(view as ShajisifuView, o),
  name: idName,
};
