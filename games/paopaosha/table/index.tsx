/**
 * 跑跑杀's web table: the module the web shell loads lazily for a room or a replay of this game (its default export
 * is the table component, props `TableProps<PaopaoshaView>` of @shaju/ui).
 */
export { default } from './PaopaoshaTable.tsx';
