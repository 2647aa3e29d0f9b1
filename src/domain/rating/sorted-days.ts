/** The index of the last of the ascending `days` on or before `day`, or -1 (binary search from `from`). */
export function lastIndexAtOrBefore(days: ArrayLike<number>, day: number, from = 0): number {
  let lo = from;
  let hi = days.length - 1;
  if (hi < lo || days[lo]! > day) return -1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (days[mid]! <= day) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
