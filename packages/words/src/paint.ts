/**
 * Painters: the plain one (text as is), and the painter of a set of render options.
 */
import type { Painter, RenderOptions } from './types.ts';

/** The painter that leaves text unstyled. */
export const plain: Painter = (_style, text) => text;

/** The painter of `o` (`plain` when it has none). */
export function painterOf(o: RenderOptions): Painter {
  return o.paint ?? plain;
}
