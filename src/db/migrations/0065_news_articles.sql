-- News: stories the newsroom step of the market pipeline writes from the data the product holds,
-- and news imported from RSS or Atom files. Generated stories are rewritten with the market (a
-- rebuilt market's stories go, a new day adds its own); imported ones stay.
CREATE TABLE news_articles (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN (
    'earnings', 'dividend', 'rating_migration', 'analyst_action', 'notable_move', 'market_wrap', 'imported')),
  -- What the story is about (e.g. 'earnings:12:2026Q3', or an imported item's guid): a rerun or a
  -- second import of the same file writes nothing twice.
  key text NOT NULL UNIQUE,
  -- The market day the facts are of, and when the story was published.
  date date NOT NULL,
  published_at timestamptz NOT NULL,
  -- The version everyone reads: nothing Premium in it.
  headline text NOT NULL,
  summary text NOT NULL,
  body jsonb NOT NULL,
  -- The fuller version Premium members read (who made a current analyst call, a grade), if any.
  premium_headline text,
  premium_summary text,
  premium_body jsonb,
  -- A story that is nothing but a Premium value (a Zen Rating change): absent for everyone else.
  premium_only boolean NOT NULL DEFAULT false,
  -- content/authors slug for generated stories; an imported item's own author or feed name.
  author text NOT NULL,
  -- 'demo' (simulated data), 'import' (imported market data) or 'feed' (imported news).
  source text NOT NULL CHECK (source IN ('demo', 'import', 'feed')),
  -- The original article of an imported item.
  link text,
  CHECK ((premium_headline IS NULL) = (premium_body IS NULL))
);
CREATE INDEX news_articles_date_idx ON news_articles (date DESC, id DESC);

-- The companies a story names, the main one first.
CREATE TABLE news_article_companies (
  article_id bigint NOT NULL REFERENCES news_articles (id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  position smallint NOT NULL,
  PRIMARY KEY (article_id, company_id)
);
CREATE INDEX news_article_companies_company_idx ON news_article_companies (company_id, article_id DESC);
