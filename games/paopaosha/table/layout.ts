/** Where the seats of the 跑跑杀 table sit round the felt. */
import type { PaopaoshaView } from '@shaju/paopaosha';

/**
 * Where the seats sit round the felt (percent of its box): the viewer's seat at the bottom, the others from its next
 * (on the right) round to its previous (on the left) — on an arc for up to six others, else up the right side, along
 * the top and down the left side.
 */
export function ringPositions(view: PaopaoshaView): Map<number, { x: number; y: number }> {
  const n = view.players.length;
  const anchor = view.seat ?? 0;
  const out = new Map<number, { x: number; y: number }>();
  const others: number[] = [];
  for (let k = 1; k < n; k++) others.push((anchor + k) % n);
  const m = others.length;
  if (m <= 6) {
    const spread = m <= 1 ? 0 : Math.min(220, 60 * (m - 1));
    others.forEach((seat, k) => {
      const deg = m <= 1 ? -90 : -90 + spread / 2 - (k * spread) / (m - 1);
      const r = (deg * Math.PI) / 180;
      out.set(seat, { x: 50 + 41 * Math.cos(r), y: 46 + 34 * Math.sin(r) });
    });
  } else {
    let top = Math.ceil(m * 0.6);
    if ((m - top) % 2 === 1) top++;
    const side = (m - top) / 2;
    const [left, right, yTop, ySide, yLow] = [7.5, 92.5, 12, 38, 80];
    const sideY = (i: number) => (side === 1 ? (ySide + yLow) / 2 : yLow - (i * (yLow - ySide)) / (side - 1));
    others.forEach((seat, k) => {
      if (k < side) out.set(seat, { x: right, y: sideY(k) });
      else if (k < side + top) {
        const i = k - side;
        out.set(seat, { x: right - (i * (right - left)) / Math.max(1, top - 1), y: yTop });
      } else out.set(seat, { x: left, y: sideY(side - 1 - (k - side - top)) });
    });
  }
  out.set(anchor, { x: 50, y: 84 });
  return out;
}
