import type { ArticleBlock, LiveFigure } from "../../../domain/contracts/editorial";
import { ArticleHtml } from "./article-html";
import { RoeBySectorFigure } from "./roe-by-sector-figure";
import { ScoreExampleFigure } from "./score-example-figure";

function Figure({ figure }: { figure: LiveFigure | undefined }) {
  if (!figure) return null;
  switch (figure.kind) {
    case "score-example":
      return <ScoreExampleFigure figure={figure} />;
    case "roe-by-sector":
      return <RoeBySectorFigure figure={figure} />;
    case "unavailable":
      return <p className="rounded-lg border border-slate-200 p-4 text-slate-700">{figure.reason}</p>;
  }
}

/** An article's body: its HTML blocks with the live figures drawn between them. */
export function ArticleBody({
  blocks,
  figures = {},
}: {
  blocks: ArticleBlock[];
  figures?: Record<string, LiveFigure>;
}) {
  return (
    <div className="space-y-6">
      {blocks.map((b, i) =>
        b.kind === "html" ? <ArticleHtml key={i} html={b.html} /> : <Figure key={i} figure={figures[b.name]} />,
      )}
    </div>
  );
}
