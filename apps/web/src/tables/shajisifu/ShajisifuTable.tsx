import type { ShajisifuView } from '@shaju/shajisifu';
import type { TableProps } from '../types.ts';

/** 杀机四伏 table (placeholder until the table lands). */
export default function ShajisifuTable({ view }: TableProps<ShajisifuView>) {
  return <pre>{JSON.stringify(view.players.length)}</pre>;
}
