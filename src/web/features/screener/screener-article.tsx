// The educational article under the screener (spec sections 1 and 2.3), with its anchor
// section on how a famous investor uses numbers.

export const INVESTOR_SECTION_ID = "how-warren-buffett-uses-numbers";

export function ScreenerArticle() {
  return (
    <article className="prose mt-12 max-w-3xl space-y-4 text-slate-800">
      <h2 className="text-2xl font-bold">What is a stock screener?</h2>
      <p>
        A stock screener is a search engine for companies. Instead of reading about one company at a time, you describe
        the kind of company you want, such as profitable, growing, not too indebted, fairly priced, and the screener
        checks every listed stock against that description in an instant. What is left is a short list worth your
        research time.
      </p>
      <p>
        Each filter is a question with a number behind it. "Is the price below what the business is worth?" becomes a
        discount to fair value. "Does the company earn well on what its owners put in?" becomes a return on equity.
        "Will the dividend survive a bad year?" becomes a payout ratio. Combine a few and the screener does in a second
        what would take a week with annual reports.
      </p>
      <h2 className="text-2xl font-bold">How quantitative screening reveals a lasting competitive advantage</h2>
      <p>
        Companies with a durable advantage, a brand, a network, low costs or high switching costs, leave traces in their
        numbers long before the story is told: returns on equity and on capital that stay high year after year, margins
        that hold up when competitors cut prices, earnings that grow without new debt. Screening for those traces, high
        and steady returns on capital, stable or rising margins, and debt that shrinks rather than grows, finds the
        companies whose advantage is real enough to show up in the accounts.
      </p>
      <h2 className="text-2xl font-bold">Finding stocks below their intrinsic fair value</h2>
      <p>
        A good company is not a good investment at any price. OpenZen values every company with an automated discounted
        cash flow analysis: it projects the free cash flow the business should produce, discounts it back to today, and
        compares the result with the share price. Filter by the discount to fair value to find stocks priced below what
        their cash flows are worth, then check the Due Diligence Score to see whether the business deserves a closer
        look.
      </p>
      <h2 className="text-2xl font-bold">Using the screener well</h2>
      <ul className="list-disc space-y-1 pl-6">
        <li>Start broad and add one filter at a time; watch how many companies each one removes.</li>
        <li>Use the tabs to see the same companies through valuation, growth, dividends or momentum.</li>
        <li>Sort by the figure that matters most to you and open the company pages at the top of the list.</li>
        <li>Save the screens you come back to, and export them to a spreadsheet when you want to work offline.</li>
      </ul>
      <section
        id={INVESTOR_SECTION_ID}
        aria-labelledby={`${INVESTOR_SECTION_ID}-title`}
        className="scroll-mt-20 rounded-md bg-slate-50 p-4"
      >
        <h2 id={`${INVESTOR_SECTION_ID}-title`} className="text-2xl font-bold">
          How Warren Buffett uses numbers
        </h2>
        <p>
          Warren Buffett describes himself as a business analyst rather than a market analyst, and his shareholder
          letters show which numbers he trusts. He looks for a high return on equity achieved with little or no debt,
          because it shows the business itself, not borrowed money, earns the return. He prefers consistent earnings
          over many years to a single spectacular one, because consistency is what a competitive advantage produces. He
          values a business by the cash it will hand its owners over its life, discounted to today, which he calls
          intrinsic value, and buys only with a margin of safety below it.
        </p>
        <p>
          Each of these habits is a screen: return on equity above 20%, debt to equity under 0.4, ten years of earnings
          growth, and a price well below fair value. A screener cannot replace his judgement, but it can show you the
          handful of companies that pass the arithmetic he starts with.
        </p>
      </section>
    </article>
  );
}
