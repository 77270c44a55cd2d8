// The wheel's drawing and landing, as plain numbers (no DOM), so they can be
// tested: segments share the circle equally whatever their weights (a wheel
// shows its prizes, not its odds; the odds are listed beside it), clockwise
// from the top, and a spin turns the wheel whole turns plus what brings the
// middle of the won segment under the pointer at the top.

export type Slice = { index: number; startDeg: number; endDeg: number; midDeg: number };

export function slicesOf(count: number): Slice[] {
  const size = 360 / Math.max(count, 1);
  return Array.from({ length: count }, (_, index) => ({
    index,
    startDeg: index * size,
    endDeg: (index + 1) * size,
    midDeg: index * size + size / 2,
  }));
}

/**
 * The wheel's new rotation (degrees, clockwise) that lands `segment` under the
 * top pointer after at least `turns` full turns from `fromDeg`. It only ever
 * grows, so the CSS transition always spins forwards.
 */
export function landingRotation(fromDeg: number, segment: number, count: number, turns = 5): number {
  const mid = slicesOf(count)[segment]?.midDeg ?? 0;
  // The segment's middle is under the pointer when rotation ≡ -mid (mod 360).
  const target = (((360 - mid) % 360) + 360) % 360;
  const base = fromDeg + turns * 360;
  const current = ((base % 360) + 360) % 360;
  return base + ((target - current + 360) % 360);
}

/** A point on the circle of radius r around (c, c), `deg` clockwise from the top. */
export function pointAt(c: number, r: number, deg: number): [number, number] {
  const rad = ((deg - 90) * Math.PI) / 180;
  return [c + r * Math.cos(rad), c + r * Math.sin(rad)];
}

/** The SVG path of a slice from the centre. */
export function slicePath(c: number, r: number, slice: Slice): string {
  const [x1, y1] = pointAt(c, r, slice.startDeg);
  const [x2, y2] = pointAt(c, r, slice.endDeg);
  const large = slice.endDeg - slice.startDeg > 180 ? 1 : 0;
  const f = (n: number) => n.toFixed(3);
  return `M ${f(c)} ${f(c)} L ${f(x1)} ${f(y1)} A ${f(r)} ${f(r)} 0 ${large} 1 ${f(x2)} ${f(y2)} Z`;
}

/** Each segment's chance in percent with one decimal, from the weights. */
export function chancesOf(weights: number[]): string[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => (total > 0 ? ((weight * 100) / total).toFixed(1) : '0.0'));
}
