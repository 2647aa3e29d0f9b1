import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { DB } from "../../../db/schema";
import { paths } from "../../../domain/paths";
import { marketLabelReader } from "../../page-readers/market/market-label";
import { zenInvestorPublicReader } from "../../page-readers/zen-investor/public-pages";
import { hasZenInvestor, PUBLIC_AFTER_DAYS } from "../../policies/zen-investor";

// Zen Investor's ledger as a download (decision 063): every entry the viewer may see, each with
// the hash of the entry before it and its own, in the order written. A non-subscriber's copy stops
// at the delay; it is a prefix of the chain, so it verifies from the first entry like the whole.

export async function zenInvestorLedgerRoutes(app: FastifyInstance, options: { db: Kysely<DB> }) {
  const marketLabel = marketLabelReader(options.db);

  app.get(
    paths.stockPicksLedger(),
    {
      schema: {
        tags: ["zen-investor"],
        summary: "Zen Investor's hash-chained ledger of alerts and fills",
        description:
          "Every alert and fill of the model portfolio in the order written: seq, phase (backtest or live), kind " +
          "(alert or fill), date, side, companyId, body, prevHash and hash, where hash is the SHA-256 (lowercase hex) of " +
          "the canonical JSON of the other fields (keys sorted, no whitespace) and prevHash the hash of the entry before " +
          `(64 zeros for the first). Without Zen Investor, entries of the last ${PUBLIC_AFTER_DAYS} days are left out.`,
      },
    },
    async (request, reply) => {
      const user = await request.currentUser();
      const viewer = { planTypes: user?.planTypes ?? [] };
      const { asOf, entries } = await zenInvestorPublicReader(
        options.db,
        viewer,
        await marketLabel(),
        undefined,
      ).ledger();
      const body = {
        asOf,
        subscriber: hasZenInvestor(viewer),
        publicAfterDays: PUBLIC_AFTER_DAYS,
        entries,
      };
      return reply
        .header("content-type", "application/json; charset=utf-8")
        .header("content-disposition", `attachment; filename="zen-investor-ledger${asOf ? `-${asOf}` : ""}.json"`)
        .header("cache-control", "private, no-store")
        .send(JSON.stringify(body));
    },
  );
}
