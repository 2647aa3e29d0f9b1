// The squarified treemap (Bruls, Huizing and van Wijk, 2000): items laid out in rows along the
// shorter side of the space left, a row growing while its worst aspect ratio improves, so tiles
// stay close to squares and a company's size can be read from its tile.

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The worst aspect ratio of a row of areas laid along a side of length `side`. */
function worst(row: readonly number[], side: number): number {
  let sum = 0;
  let max = 0;
  let min = Infinity;
  for (const a of row) {
    sum += a;
    if (a > max) max = a;
    if (a < min) min = a;
  }
  if (sum === 0 || min === 0) return Infinity;
  const s2 = side * side;
  const sum2 = sum * sum;
  return Math.max((s2 * max) / sum2, sum2 / (s2 * min));
}

/**
 * One rectangle per value, in the order given, filling `bounds` with areas proportional to the
 * values. Values should come largest first (the algorithm's premise); zero, negative and
 * non-finite values get an empty rectangle at the bounds' corner.
 */
export function squarify(values: readonly number[], bounds: Rect): Rect[] {
  const out: Rect[] = values.map(() => ({ x: bounds.x, y: bounds.y, w: 0, h: 0 }));
  const indices = values.flatMap((v, i) => (Number.isFinite(v) && v > 0 ? [i] : []));
  const total = indices.reduce((s, i) => s + values[i]!, 0);
  if (total === 0 || bounds.w <= 0 || bounds.h <= 0) return out;
  const scale = (bounds.w * bounds.h) / total;
  const areas = indices.map((i) => values[i]! * scale);
  let free = { ...bounds };
  let start = 0;
  while (start < areas.length) {
    const side = Math.min(free.w, free.h);
    let end = start + 1;
    while (end < areas.length && worst(areas.slice(start, end + 1), side) <= worst(areas.slice(start, end), side))
      end++;
    const row = areas.slice(start, end);
    const rowArea = row.reduce((s, a) => s + a, 0);
    const last = end === areas.length;
    if (free.w >= free.h) {
      // A column on the left, as tall as the space left.
      const width = last ? free.w : rowArea / free.h;
      let y = free.y;
      row.forEach((a, k) => {
        const h = k === row.length - 1 ? free.y + free.h - y : a / width;
        out[indices[start + k]!] = { x: free.x, y, w: width, h };
        y += h;
      });
      free = { x: free.x + width, y: free.y, w: free.w - width, h: free.h };
    } else {
      // A row along the top, as wide as the space left.
      const height = last ? free.h : rowArea / free.w;
      let x = free.x;
      row.forEach((a, k) => {
        const w = k === row.length - 1 ? free.x + free.w - x : a / height;
        out[indices[start + k]!] = { x, y: free.y, w, h: height };
        x += w;
      });
      free = { x: free.x, y: free.y + height, w: free.w, h: free.h - height };
    }
    start = end;
  }
  return out;
}
