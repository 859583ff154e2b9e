import type { PaopaoshaView } from '@shaju/paopaosha';
import type { TableProps } from '../types.ts';

/** 跑跑杀 table (placeholder until the table lands). */
export default function PaopaoshaTable({ view }: TableProps<PaopaoshaView>) {
  return <pre>{JSON.stringify(view.players.length)}</pre>;
}
