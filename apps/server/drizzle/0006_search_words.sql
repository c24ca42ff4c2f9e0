CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trigram_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The words of a publication's texts as the search splits them: lowercase, ё as е, letters only,
-- 3 to 32 of them (shorter words get no spelling help, longer ones are not words).
CREATE FUNCTION "publication_words"(title text, preview text, body text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE AS $$
  SELECT t.lexeme
  FROM unnest(to_tsvector('simple'::regconfig,
    translate(title || ' ' || preview || ' ' || body, 'Ёё', 'Ее'))) t
  WHERE char_length(t.lexeme) BETWEEN 3 AND 32 AND t.lexeme ~ '^[[:alpha:]]+$'
$$;--> statement-breakpoint
-- New words in sorted order, so that two writers adding the same words never deadlock.
CREATE FUNCTION "search_words_of_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM inserted p
      CROSS JOIN LATERAL publication_words(p.title, p.preview_text, p.body_text) w
    ORDER BY w
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "publications_search_words_insert" AFTER INSERT ON "publications"
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION search_words_of_inserted();--> statement-breakpoint
-- Per row and only when a text changed: publications are also updated on every comment.
CREATE FUNCTION "search_words_of_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM publication_words(NEW.title, NEW.preview_text, NEW.body_text) w
    ORDER BY w
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "publications_search_words_update" AFTER UPDATE OF title, preview_text, body_text
  ON "publications" FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.preview_text IS DISTINCT FROM NEW.preview_text
    OR OLD.body_text IS DISTINCT FROM NEW.body_text)
  EXECUTE FUNCTION search_words_of_updated();--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM publications p
    CROSS JOIN LATERAL publication_words(p.title, p.preview_text, p.body_text) w
  ON CONFLICT DO NOTHING;
