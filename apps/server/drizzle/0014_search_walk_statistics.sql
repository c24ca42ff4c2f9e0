-- A common search word is matched as coalesce(search_vector, '') so that PostgreSQL walks the
-- date order instead of the text index (search-read-repo.ts). Without statistics of that
-- expression the planner guessed 0.5 % of the rows matched and read a whole group's posts
-- rather than walking them (two common words: 250 ms instead of 5). These are the same lexeme
-- statistics as the column's, kept for the expression.
CREATE STATISTICS IF NOT EXISTS "publications_search_walk_stats"
  ON (coalesce("search_vector", ''::tsvector)) FROM "publications";--> statement-breakpoint
ANALYZE "publications";
