/**
 * @shaju/ui — what the web shell and the game tables (`games/<id>/table/`) share: the table contract (`TableProps`,
 * `EventBatch`), the i18n instance and hooks, and the parts every table shows (countdown, game log). React only; no
 * game is named here.
 */
export { Countdown } from './Countdown.tsx';
export { CoverBadge } from './CoverBadge.tsx';
export { GameLog } from './GameLog.tsx';
export { InfoSheet, useFocusOnChange } from './InfoSheet.tsx';
export { initI18n, type Lang, registerStrings, setLang, useLang } from './i18n.ts';
export { LogBook, type LogLine } from './log/lines.ts';
export { FOLD_AT, type LogFilter, type LogRow, rowsOf } from './log/rows.ts';
export { VirtualList, type VirtualListProps, windowOf } from './log/VirtualList.tsx';
export { colon, listOf, paren } from './punct.ts';
export type { EventBatch, TableComponent, TableModule, TableProps } from './types.ts';
export { useExpiring } from './useExpiring.ts';
export { useIntoSight } from './useIntoSight.ts';
export { VisuallyHidden } from './VisuallyHidden.tsx';
