// What a month-end's ratings are judged and the AI model trained on: each rated company's
// return over the next month less the mean of the rated companies' (NaN for the others).

export function relativeReturns(grades: Uint8Array, forward: Float64Array): Float64Array {
  let mean = 0;
  let n = 0;
  for (let c = 0; c < forward.length; c++)
    if (grades[c]! > 0 && !Number.isNaN(forward[c]!)) {
      mean += forward[c]!;
      n++;
    }
  mean = n > 0 ? mean / n : 0;
  return Float64Array.from(forward, (r, c) => (grades[c]! > 0 && !Number.isNaN(r) ? r - mean : Number.NaN));
}
