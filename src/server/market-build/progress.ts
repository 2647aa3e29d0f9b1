// A progress line for long jobs: redrawn in place on a terminal, every 10% otherwise (CI logs).

export function progressReporter(label: string, stream: NodeJS.WriteStream = process.stderr) {
  const started = Date.now();
  let lastDecile = -1;
  let lastDraw = 0;
  return (done: number, total: number) => {
    const fraction = total === 0 ? 1 : done / total;
    const elapsed = (Date.now() - started) / 1000;
    const eta = fraction > 0 ? elapsed / fraction - elapsed : 0;
    const text = `${label}: ${done}/${total} (${Math.floor(fraction * 100)}%), ${elapsed.toFixed(0)} s elapsed${done < total ? `, about ${eta.toFixed(0)} s left` : ""}`;
    if (stream.isTTY) {
      const now = Date.now();
      if (now - lastDraw < 100 && done < total) return;
      lastDraw = now;
      const width = 30;
      const filled = Math.round(fraction * width);
      stream.write(`\r[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${text}\x1b[K${done === total ? "\n" : ""}`);
    } else {
      const decile = Math.floor(fraction * 10);
      if (decile !== lastDecile) {
        lastDecile = decile;
        stream.write(`${text}\n`);
      }
    }
  };
}
