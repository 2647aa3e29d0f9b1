-- The screener's text values (the analyst consensus codes among them) are kept in vals with the
-- numbers since a column's catalogue entry and value became the only things to write
-- (decision 012); the two text columns are no longer written or read.
ALTER TABLE screener_snapshot DROP COLUMN consensus, DROP COLUMN top_consensus;
