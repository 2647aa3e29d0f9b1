-- Affiliate redirects and first-party analytics (the home and public pages' monetisation).

-- One row per click on a /go/{slug} link: when, which link, the page it was on, and the member
-- when one was signed in. Nothing more (no address, no browser): the partner reports what a
-- click earned; this says which pages send the clicks.
CREATE TABLE affiliate_clicks (
  id bigserial PRIMARY KEY,
  clicked_at timestamptz NOT NULL DEFAULT now(),
  slug text NOT NULL,
  referring_page text,
  user_id bigint REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX affiliate_clicks_slug_idx ON affiliate_clicks (slug, clicked_at);

-- Events the browser reports to POST /api/analytics: the search event (term and search type)
-- and the search error report (query, search id, headers, cookie names). Kept for the product's
-- own reading; a member's rows lose the member when the account goes.
CREATE TABLE analytics_events (
  id bigserial PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now(),
  kind text NOT NULL,
  payload jsonb NOT NULL,
  user_id bigint REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX analytics_events_kind_idx ON analytics_events (kind, received_at);
