import type { ReactNode } from "react";
import { paths } from "../../../domain/paths";
import { PageHeader } from "../../components/ui/page-header";

/**
 * The head of every Zen Investor page below the landing page (an alert, a market update, the past
 * trades, a webinar): the way back to Zen Investor, the page's title and what follows it.
 */
export function ZenInvestorPageHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <PageHeader back={{ to: paths.stockPicks(), label: "Zen Investor" }} title={title}>
      {children}
    </PageHeader>
  );
}
