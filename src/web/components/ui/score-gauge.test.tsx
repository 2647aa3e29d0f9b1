import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ScoreGauge } from "./score-gauge";

function attributes(html: string): Record<string, string> {
  const meter = /<div role="meter"([^>]*)>/.exec(html)?.[1] ?? "";
  return Object.fromEntries([...meter.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
}

describe("ScoreGauge", () => {
  it("is a meter named after its dimension, with the rounded score and its band", () => {
    const a = attributes(renderToStaticMarkup(<ScoreGauge label="Valuation" score={42.857} />));
    expect(a["aria-label"]).toBe("Valuation score");
    expect(a["aria-valuenow"]).toBe("43");
    expect(a["aria-valuemin"]).toBe("0");
    expect(a["aria-valuemax"]).toBe("100");
    expect(a["aria-valuetext"]).toBe("43 out of 100, strong");
  });

  it("takes spec 9's colours: green from 66, yellow from 33, red below", () => {
    const colour = (score: number) =>
      attributes(renderToStaticMarkup(<ScoreGauge label="X" score={score} />))["data-colour"];
    expect(colour(66)).toBe("green");
    expect(colour(65.9)).toBe("yellow");
    expect(colour(33)).toBe("yellow");
    expect(colour(32.9)).toBe("red");
  });

  it("prints the band in words beside the colour (spec 4's 25 and 40 cut-offs)", () => {
    expect(renderToStaticMarkup(<ScoreGauge label="X" score={25} />)).toContain(">Weak<");
    expect(renderToStaticMarkup(<ScoreGauge label="X" score={40} />)).toContain(">Average<");
    expect(renderToStaticMarkup(<ScoreGauge label="X" score={40.1} />)).toContain(">Strong<");
  });

  it("draws no arc for a zero score and a full one for 100", () => {
    expect(renderToStaticMarkup(<ScoreGauge label="X" score={0} />).match(/<path/g)).toHaveLength(1);
    expect(renderToStaticMarkup(<ScoreGauge label="X" score={100} />)).toContain('stroke-dasharray="100 100"');
  });
});
