import { paths } from "../../../domain/paths";
import type { ScoredCategory } from "../../../domain/checks/types";
import type { MarketLabel } from "../../../domain/contracts/market";
import type { EditorialPagesReader, LiveFigure } from "../../../domain/contracts/editorial";
import type { ScreenerSnapshot } from "../../../domain/screener/snapshot";
import { roeBySector, scoreExample } from "../../../domain/editorial/live-figures";
import type { LiveScreener } from "../../screener/live-screener";
import { contentLibrary } from "../../content/content-library";

// The blog and the authors' pages: articles from the repository's content, with their live
// figures computed from the screener's snapshot (the latest values of every listed company),
// once per snapshot.

const FIGURES: Record<string, (snapshot: ScreenerSnapshot) => LiveFigure> = {
  "roe-by-sector": (snapshot) => {
    const sector = snapshot.textOf("sector");
    return roeBySector(
      Array.from({ length: snapshot.size }, (_, row) => ({
        sector: sector[row] ?? null,
        roe: snapshot.value("roe", row),
      })),
    );
  },
  "score-example": (snapshot) => {
    const name = snapshot.textOf("name");
    const ticker = snapshot.textOf("ticker");
    const exchange = snapshot.textOf("exchange");
    const columns: Record<ScoredCategory, string> = {
      valuation: "ddv",
      financials: "ddfi",
      forecast: "ddfo",
      performance: "ddp",
      dividend: "ddd",
    };
    // The snapshot's rows run from the largest market cap down.
    return scoreExample(
      Array.from({ length: snapshot.size }, (_, row) => ({
        name: name[row] ?? "",
        ticker: ticker[row] ?? "",
        url: paths.company({ exchange: exchange[row] ?? "", ticker: ticker[row] ?? "" }),
        overall: snapshot.value("dds", row),
        dimensions: Object.fromEntries(
          Object.entries(columns).map(([d, column]) => [d, snapshot.value(column, row)]),
        ) as Record<ScoredCategory, number | null>,
      })),
    );
  },
};

/** The figure names an article may embed with ::figure{name="..."}. */
export const FIGURE_NAMES = Object.keys(FIGURES);

const kept = new WeakMap<ScreenerSnapshot, Map<string, LiveFigure>>();

function figureOf(snapshot: ScreenerSnapshot, name: string): LiveFigure {
  let figures = kept.get(snapshot);
  if (!figures) kept.set(snapshot, (figures = new Map()));
  let figure = figures.get(name);
  if (!figure) {
    const make = FIGURES[name];
    figure = make ? make(snapshot) : { kind: "unavailable", name, reason: "This figure is not available." };
    figures.set(name, figure);
  }
  return figure;
}

export function editorialPagesReader(screener: LiveScreener, market: MarketLabel): EditorialPagesReader {
  return {
    blogArticle(slug) {
      const article = contentLibrary().blog.get(slug);
      if (!article) return null;
      const { snapshot } = screener;
      const figures = Object.fromEntries(
        article.blocks.flatMap((b) => (b.kind === "figure" ? [[b.name, figureOf(snapshot, b.name)]] : [])),
      );
      return { article, figures, market };
    },
    author(id) {
      const library = contentLibrary();
      const author = library.authors.get(id);
      if (!author) return null;
      const articles = [...library.blog.values()]
        .filter((a) => a.author.id === id)
        .map(({ slug, url, title, description, date }) => ({ slug, url, title, description, date }));
      return { author, articles };
    },
  };
}
