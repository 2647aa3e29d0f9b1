import type { CompanyRating, ComponentExplanationView } from "../../../domain/contracts/rating";
import { PageSection } from "../../components/ui/page-section";
import { PremiumInvitation } from "../../components/ui/premium-offer";
import { ColumnHeads, ScrollTable, tdClass, tdNumClass } from "../../components/ui/scroll-table";
import { formatDate } from "../../lib/format";
import { GradeBadge } from "./grade-badge";

// Why a grade is what it is (decision 038): for each component, the factors that pulled
// it most with the company's value, its percentile in its sector and which way is better, and
// what moved since the month-end a month before. The server sends the explanation to Premium
// sessions only; the others get the invitation here, and never the values. Values come written
// in their units and directions in words (domain/rating/factor-value-text.ts), so an investor
// reads "4.5%" and "A lower figure scores better", not a bare fraction.

const MINUS = "\u2212";

/** 88 → "88th", 1 → "1st", 12 → "12th". */
export function formatPercentile(p: number): string {
  const n = Math.round(p);
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
}

function formatChange(change: number): string {
  const text = Math.abs(change).toFixed(1);
  return change > 0 ? `+${text}` : change < 0 ? `${MINUS}${text}` : text;
}

const EFFECT_TEXT = { helps: "Lifts the grade", hurts: "Lowers the grade", neutral: "No effect" } as const;

function ComponentPart({ c, previousAsOf }: { c: ComponentExplanationView; previousAsOf: string | null }) {
  return (
    <li className="py-4" data-explained-component={c.key}>
      <h3 className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900">
        {c.grade ? <GradeBadge grade={c.grade} withRecommendation /> : null}
        <span>{c.name}</span>
        <span className="text-sm font-normal text-slate-700">
          {c.score !== null ? `score ${c.score.toFixed(1)} of 100` : "not scored"}
          {c.key === "ai"
            ? `, a model reading ${c.known} of ${c.total} factors`
            : `, ${c.known} of ${c.total} factors with data`}
        </span>
      </h3>
      {c.drivers.length > 0 ? (
        <ScrollTable label={`${c.name}: the factors that moved it most`}>
          <ColumnHeads
            columns={[
              "Factor",
              { label: "Value", numeric: true },
              { label: "Sector percentile", numeric: true },
              "Direction",
              "Effect",
            ]}
          />
          <tbody className="divide-y divide-slate-100">
            {c.drivers.map((d) => (
              <tr key={d.key} data-factor={d.key}>
                <th scope="row" className={`${tdClass} font-medium`} title={d.description}>
                  {d.name}
                </th>
                <td className={tdNumClass}>{d.valueText}</td>
                <td className={tdNumClass}>
                  {d.sectorPercentile === null ? "No data" : formatPercentile(d.sectorPercentile)}
                </td>
                <td className={tdClass}>{d.better}</td>
                <td className={tdClass}>{EFFECT_TEXT[d.effect]}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      ) : (
        <p className="mt-2 text-sm text-slate-700">No factor sets it apart from the middle of the market.</p>
      )}
      {c.previous && previousAsOf ? (
        <p className="mt-2 text-sm text-slate-700" data-testid="component-change">
          Since <time dateTime={previousAsOf}>{formatDate(previousAsOf)}</time>:{" "}
          {c.previous.grade && c.grade && c.previous.grade !== c.grade
            ? `grade ${c.previous.grade} to ${c.grade}, `
            : c.grade && c.previous.grade === c.grade
              ? `grade unchanged, `
              : ""}
          {c.scoreChange !== null ? `score ${formatChange(c.scoreChange)}` : "score not comparable"}
          {c.movers.length > 0
            ? `; moved most: ${c.movers
                .map(
                  (m) =>
                    `${m.name} from the ${formatPercentile(m.previousSectorPercentile)} to the ${formatPercentile(m.sectorPercentile)} sector percentile (${m.effect})`,
                )
                .join("; ")}`
            : ""}
          .
        </p>
      ) : null}
      {c.missing.length > 0 ? (
        <p className="mt-2 text-sm text-slate-600" data-testid="missing-factors">
          No data for {c.missing.length === 1 ? "this factor" : `${c.missing.length} factors`}:{" "}
          {c.missing.map((m) => m.name).join(", ")}.
        </p>
      ) : null}
    </li>
  );
}

export function RatingExplanationSection({ rating, companyName }: { rating: CompanyRating; companyName: string }) {
  if (!rating.available) return null;
  const title = "Why this Zen Rating";
  if (rating.locked)
    return (
      <PageSection title={title}>
        <div data-testid="rating-explanation" data-locked="true">
          <PremiumInvitation
            className="mt-3"
            text={`Which factors make each of ${companyName}'s component ratings, how it compares with its sector, and what changed since last month, are for Premium members.`}
            modal="zen-rating"
            linkText="See why with Premium"
          />
        </div>
      </PageSection>
    );
  const e = rating.explanation;
  if (!e)
    return (
      <PageSection title={title}>
        <p className="mt-3 text-sm text-slate-700" data-testid="rating-explanation" data-locked="false">
          The factor breakdown of this rating is not available yet: it comes with the next rating run.
        </p>
      </PageSection>
    );
  return (
    <PageSection
      title={title}
      aside={
        <>
          As of <time dateTime={e.asOf}>{formatDate(e.asOf)}</time>
        </>
      }
    >
      <div data-testid="rating-explanation" data-locked="false">
        <p className="mt-2 text-sm text-slate-700">
          Each component is the average of its factors&apos; ranks across the market; the factors below pulled it most.
          The sector percentile places {companyName}&apos;s value among its sector&apos;s companies, lowest 0 to highest
          100.
        </p>
        <ul className="divide-y divide-slate-100">
          {e.components.map((c) => (
            <ComponentPart key={c.key} c={c} previousAsOf={e.previousAsOf} />
          ))}
        </ul>
      </div>
    </PageSection>
  );
}
