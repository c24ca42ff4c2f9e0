-- A search ranks title matches first. Asked of search_vector as weight A, a title match was
-- estimated from the lexeme's statistics, which count the word anywhere: a prefix in most posts'
-- text but in a dozen titles was walked for through a whole group in date order. The title's
-- own vector has statistics and an index of its own.
ALTER TABLE "publications" ADD COLUMN "title_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, translate("publications"."title", 'Ёё', 'Ее')), 'A')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "publications_title_search_idx" ON "publications" USING gin ("title_vector");--> statement-breakpoint
ANALYZE "publications";
