-- Analyst ranking (decision 026): how every analyst's calls turned out, the
-- analysts' scores and ranks, and each company's top analysts. Written whole, in one
-- transaction, by the analyst-ranking step of the market pipeline at the market's date
-- (market_meta 'analyst_ranking_as_of'); every figure uses only prices up to that date.

-- One row per analyst rating issued on or before the ranking date. Horizons are trading days
-- after the call's day (3m = 63, 6m = 126, 12m = 252); an outcome whose horizon has not ended
-- by the ranking date is null. Returns are total returns (dividends reinvested) as fractions.
CREATE TABLE analyst_call_outcomes (
  -- The rating (analyst_ratings.id). No foreign key: a demo build truncates analyst_ratings
  -- alone, and the step rewrites this table whole after any load.
  rating_id bigint PRIMARY KEY,
  analyst_id integer NOT NULL REFERENCES analysts (id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  -- The sector of the company (the call's sector); null when the company has none.
  sector_id integer,
  rated_on date NOT NULL,
  rating text NOT NULL CHECK (rating IN ('strong_buy', 'buy', 'hold', 'sell', 'strong_sell')),
  -- The sign of the call: +1 buy or strong buy, -1 sell or strong sell, 0 hold.
  direction smallint NOT NULL CHECK (direction IN (-1, 0, 1)),
  price_target double precision,
  -- The close on the call's day (the last close before it when it was no trading day); null
  -- when the stock had no price then.
  price_at_call double precision,
  -- The stock's total return over the horizon.
  return_3m double precision,
  return_6m double precision,
  return_12m double precision,
  -- The stock's return minus the market's (equal-weighted, all listed stocks) over the horizon.
  excess_market_3m double precision,
  excess_market_6m double precision,
  excess_market_12m double precision,
  -- The stock's return minus its sector's (equal-weighted) over the horizon.
  excess_sector_3m double precision,
  excess_sector_6m double precision,
  excess_sector_12m double precision,
  -- The call's measured return: direction * excess_sector_12m (null for holds and until known).
  call_return double precision,
  -- Whether the call succeeded: call_return > 0 (null for holds and until known).
  success boolean,
  -- Whether the close reached the price target within 12 months (at or above a target above
  -- the call's price, at or below one below it): true from the day it did, false once the 12
  -- months ended without it, null before.
  target_hit boolean,
  -- The first day the close reached the target.
  target_hit_on date,
  -- The day the 12-month outcome is (or will be) known: 252 trading days after the call.
  outcome_known_on date
);
CREATE INDEX analyst_call_outcomes_analyst_idx ON analyst_call_outcomes (analyst_id, rated_on);
CREATE INDEX analyst_call_outcomes_company_idx ON analyst_call_outcomes (company_id, rated_on);

-- One row per analyst with at least one rating by the ranking date.
CREATE TABLE analyst_scores (
  analyst_id integer PRIMARY KEY REFERENCES analysts (id) ON DELETE CASCADE,
  firm_id integer NOT NULL,
  -- The analyst's main sector: the sector of most of their ratings (ties: the lowest id).
  sector_id integer,
  as_of date NOT NULL,
  -- Every rating issued by the ranking date, holds and pending ones included.
  ratings integer NOT NULL,
  -- Rated calls: buy or sell calls whose 12-month outcome is known (the evidence).
  calls integer NOT NULL,
  successes integer NOT NULL,
  -- successes / calls; null without calls.
  success_rate double precision,
  -- Mean call_return (sector-relative, signed, 12 months) per call; null without calls.
  avg_return double precision,
  -- Mean signed 12-month return against the market per call; null without calls.
  avg_return_market double precision,
  -- Calls whose target outcome is known, and how many reached their target.
  target_calls integer NOT NULL,
  target_hits integer NOT NULL,
  target_hit_rate double precision,
  -- The shrunk average: avg_return * calls / (calls + k) (decision 026); 0 without calls.
  score double precision NOT NULL,
  -- Ranks by score (1 = best) among ranked analysts (calls >= the minimum); null otherwise.
  rank integer,
  rank_sector integer,
  rank_firm integer,
  -- How many are ranked overall, in the main sector and in the firm (the ranks' denominators).
  ranked_count integer NOT NULL,
  sector_ranked_count integer,
  firm_ranked_count integer,
  -- Share of ranked analysts ranked below (0..1, 1 = best); null when unranked.
  percentile double precision,
  -- In the top quarter of ranked analysts.
  is_top boolean NOT NULL,
  latest_rated_on date
);
CREATE INDEX analyst_scores_rank_idx ON analyst_scores (rank);
CREATE INDEX analyst_scores_sector_idx ON analyst_scores (sector_id, rank_sector);
CREATE INDEX analyst_scores_firm_idx ON analyst_scores (firm_id, rank_firm);

-- One row per company with at least one current rating by a top analyst (a rating is current
-- when it is the analyst's latest on the company and no older than 12 months).
CREATE TABLE company_top_analysts (
  company_id integer PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  as_of date NOT NULL,
  -- Top analysts with a current rating.
  analysts integer NOT NULL,
  -- Their consensus code (strong_buy ... strong_sell), from the mean score below.
  consensus text NOT NULL CHECK (consensus IN ('strong_buy', 'buy', 'hold', 'sell', 'strong_sell')),
  -- The mean of their ratings on 1 (strong sell) .. 5 (strong buy).
  consensus_score double precision NOT NULL,
  -- The mean of their current price targets; null when none gave one.
  price_target double precision,
  -- price_target / latest_close - 1; null without a target or a close.
  upside double precision,
  -- The company's close on the ranking date.
  latest_close double precision
);
