/**
 * The terminal's painter: the words' styles (`Style` of @shaju/words) as ANSI colours, built on picocolors.
 */
import { type Painter, plain, type Style } from '@shaju/words';
import pc from 'picocolors';

const k = pc.createColors(true);

/** Each style's colours (nested calls keep picocolors' exact escape sequences). */
const STYLES: Record<Style, (text: string) => string> = {
  title: k.bold,
  strong: k.bold,
  dim: k.dim,
  you: k.cyan,
  'your-turn': (t) => k.cyan(k.bold(t)),
  lord: k.yellow,
  question: k.yellow,
  warning: k.yellow,
  good: k.green,
  bad: k.red,
  damage: k.red,
  heal: k.green,
  death: (t) => k.red(k.bold(t)),
  won: (t) => k.green(k.bold(t)),
  hp: k.red,
  'hp-lost': k.dim,
  'hp-low': (t) => k.bold(k.red(t)),
  'suit-red': k.red,
  'suit-joker': k.magenta,
  pair: (t) => k.bold(k.yellow(t)),
  danger: (t) => k.red(k.bold(t)),
};

/** The painter of the terminal with colours on: ANSI escape sequences per style. */
export const ansiPainter: Painter = (style, text) => STYLES[style](text);

/** The painter to use: ANSI colours when `color`, else plain text. */
export function painter(color: boolean): Painter {
  return color ? ansiPainter : plain;
}
