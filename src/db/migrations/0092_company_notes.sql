-- A member's private notes on companies: one note per member and company, written in Markdown
-- and rendered (sanitised) on every read, so a stricter sanitiser applies to notes already kept.

CREATE TABLE company_notes (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  markdown text NOT NULL CHECK (length(markdown) BETWEEN 1 AND 10000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, company_id)
);
CREATE INDEX company_notes_company_idx ON company_notes (company_id);
