// A portfolio's ledger: its dated transactions walked in order, with the splits from our market
// data, into holdings, cash, gains and the money that came in or went out.
//
// Cost basis is the average cost (what US brokers show for a position and what a member can check
// against a statement without tracking lots): a buy adds its price times shares plus its fee to
// the position's cost; a sell takes out the average cost of the shares sold, and what it fetched
// less its fee, minus that cost, is realised. A split multiplies the shares held before its
// ex-date and leaves the cost alone.
//
// Cash is part of the portfolio. A buy, fee or withdrawal that needs more cash than is there is
// taken as money brought in for it (an imported broker file seldom lists the deposits), so cash
// never goes below zero and every external flow is counted for the returns.

export const TRANSACTION_KINDS = ["buy", "sell", "dividend", "cash_in", "cash_out", "fee"] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

export interface Transaction {
  /** ISO date the transaction took effect. */
  date: string;
  kind: TransactionKind;
  /** The company bought, sold or paying; optional on a fee; none on cash in and out. */
  companyId: number | null;
  /** Shares bought or sold (positive). */
  shares: number | null;
  /** Price per share of a buy or sell. */
  price: number | null;
  /** Cash of a dividend, deposit, withdrawal or fee (positive); a buy's or sell's is shares x price. */
  amount: number;
  /** Commission on a buy or sell. */
  fee: number;
}

export interface Split {
  companyId: number;
  /** Ex-date: shares held before it are multiplied by the ratio. */
  date: string;
  ratio: number;
  /** The stored prices already reflect it (decision 031): valuation scales older closes back. */
  pricesAdjusted: boolean;
}

export interface Position {
  companyId: number;
  shares: number;
  /** Cost basis of the shares held: average cost times shares. */
  cost: number;
  realised: number;
  dividends: number;
  fees: number;
  firstBought: string;
}

export interface Flow {
  date: string;
  /** Positive when money came in, negative when it went out. */
  amount: number;
}

/** A transaction that cannot follow the ones before it; `index` is its place in the input. */
export class LedgerError extends Error {
  constructor(
    readonly index: number,
    message: string,
  ) {
    super(message);
    this.name = "LedgerError";
  }
}

/** Shares below this are none: a sale of everything leaves a rounding crumb otherwise. */
const DUST = 1e-9;
/** A sale may exceed the holding by this much (brokers round fractional shares to 3-6 places). */
const SELL_TOLERANCE = 1e-6;

export function isTradeKind(kind: TransactionKind): kind is "buy" | "sell" {
  return kind === "buy" || kind === "sell";
}

export type Step = (
  { kind: "split"; split: Split } | { kind: "transaction"; transaction: Transaction; index: number }
) & { date: string };

/** Splits first on a date (they take effect at the open), then the transactions in their order. */
export function orderedSteps(transactions: readonly Transaction[], splits: readonly Split[]): Step[] {
  const steps: (Step & { order: number })[] = [
    ...splits.map((split) => ({ kind: "split" as const, split, date: split.date, order: -1 })),
    ...transactions.map((transaction, index) => ({
      kind: "transaction" as const,
      transaction,
      index,
      date: transaction.date,
      order: index,
    })),
  ];
  return steps.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.order - b.order));
}

/** The ledger as it is walked: apply steps in order, read the state at any point. */
export class Ledger {
  readonly positions = new Map<number, Position>();
  cash = 0;
  readonly flows: Flow[] = [];
  fees = 0;

  apply(step: Step): void {
    if (step.kind === "split") {
      const p = this.positions.get(step.split.companyId);
      if (p && p.shares > DUST) p.shares *= step.split.ratio;
      return;
    }
    const { transaction: t, index } = step;
    switch (t.kind) {
      case "cash_in":
        this.cash += t.amount;
        this.flows.push({ date: t.date, amount: t.amount });
        return;
      case "cash_out":
        this.spend(t.date, t.amount);
        this.flows.push({ date: t.date, amount: -t.amount });
        return;
      case "fee":
        this.spend(t.date, t.amount);
        this.fees += t.amount;
        if (t.companyId !== null) this.position(t.companyId, t.date).fees += t.amount;
        return;
      case "dividend": {
        this.cash += t.amount;
        this.position(t.companyId!, t.date).dividends += t.amount;
        return;
      }
      case "buy": {
        const cost = t.shares! * t.price! + t.fee;
        this.spend(t.date, cost);
        const p = this.position(t.companyId!, t.date);
        if (p.shares <= DUST) p.firstBought = t.date;
        p.shares += t.shares!;
        p.cost += cost;
        p.fees += t.fee;
        this.fees += t.fee;
        return;
      }
      case "sell": {
        const p = this.positions.get(t.companyId!);
        const held = p?.shares ?? 0;
        if (t.shares! > held + SELL_TOLERANCE)
          throw new LedgerError(index, `Sells ${t.shares} shares on ${t.date} when ${round(held)} are held.`);
        const sold = Math.min(t.shares!, held);
        const costOut = held > 0 ? (p!.cost * sold) / held : 0;
        const proceeds = t.shares! * t.price! - t.fee;
        p!.realised += proceeds - costOut;
        p!.cost -= costOut;
        p!.shares -= sold;
        p!.fees += t.fee;
        if (p!.shares <= DUST) {
          p!.shares = 0;
          p!.cost = 0;
        }
        this.fees += t.fee;
        this.cash += proceeds;
        return;
      }
    }
  }

  private position(companyId: number, date: string): Position {
    let p = this.positions.get(companyId);
    if (!p) {
      p = { companyId, shares: 0, cost: 0, realised: 0, dividends: 0, fees: 0, firstBought: date };
      this.positions.set(companyId, p);
    }
    return p;
  }

  /** Pays out of cash; what is missing was brought in for it. */
  private spend(date: string, amount: number): void {
    if (amount > this.cash) {
      const brought = amount - this.cash;
      this.flows.push({ date, amount: brought });
      this.cash = 0;
    } else this.cash -= amount;
  }
}

const round = (x: number) => Math.round(x * 1e6) / 1e6;

export interface LedgerSummary {
  positions: Position[];
  cash: number;
  flows: Flow[];
  fees: number;
}

/** The ledger after every transaction: throws LedgerError at the first that cannot be. */
export function walkLedger(transactions: readonly Transaction[], splits: readonly Split[]): LedgerSummary {
  const ledger = new Ledger();
  for (const step of orderedSteps(transactions, splits)) ledger.apply(step);
  return {
    positions: [...ledger.positions.values()],
    cash: ledger.cash,
    flows: ledger.flows,
    fees: ledger.fees,
  };
}

/** Whether a position is still held. */
export function isHeld(p: Position): boolean {
  return p.shares > DUST;
}
