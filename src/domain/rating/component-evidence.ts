import { componentWeights } from "./component-weights";
import { COMPONENTS } from "./components";
import { spearman } from "./ranking";

// The evidence the component weights follow: on each month-end whose next month is known, each
// component's rank correlation with the rated companies' next-month relative return.

export class ComponentEvidence {
  private readonly icHistory: number[][] = COMPONENTS.map(() => []);

  /** `components` holds one month-end's component percentiles at (k * N + c). */
  measure(components: Float32Array, relative: Float64Array): void {
    const N = relative.length;
    for (let k = 0; k < COMPONENTS.length; k++) {
      const ic = spearman(components.subarray(k * N, (k + 1) * N), relative);
      if (ic !== null) this.icHistory[k]!.push(ic);
    }
  }

  /** The weights the evidence so far gives (see component-weights.ts). */
  weights(aiIndex: number): Float64Array<ArrayBuffer> {
    return componentWeights(this.icHistory, aiIndex);
  }
}
