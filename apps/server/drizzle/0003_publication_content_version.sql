-- A number that moves whenever anything a publication list shows may have changed, except the
-- counters (kept fresh per request): cached feed pages are checked against it (feed-page-cache.ts).
CREATE SEQUENCE "publication_content_version";--> statement-breakpoint
-- Called once, so every later change moves last_value (a fresh sequence reads 1 before and after).
SELECT nextval('publication_content_version');--> statement-breakpoint
CREATE FUNCTION "bump_publication_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('publication_content_version');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "publications_content_added_or_removed" AFTER INSERT OR DELETE OR TRUNCATE ON "publications"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_publication_content_version"();--> statement-breakpoint
-- The counter triggers update like_count, comments_count and last_comment_date on every like and
-- comment: those updates leave the version alone.
CREATE TRIGGER "publications_content_updated" AFTER UPDATE ON "publications"
  FOR EACH ROW WHEN ((OLD.like_count, OLD.comments_count, OLD.last_comment_date)
    IS NOT DISTINCT FROM (NEW.like_count, NEW.comments_count, NEW.last_comment_date))
  EXECUTE FUNCTION "bump_publication_content_version"();--> statement-breakpoint
CREATE TRIGGER "publication_flows_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "publication_flows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_publication_content_version"();--> statement-breakpoint
CREATE TRIGGER "publication_items_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "publication_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_publication_content_version"();--> statement-breakpoint
CREATE TRIGGER "publication_feed_tags_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "publication_feed_tags"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_publication_content_version"();--> statement-breakpoint
CREATE TRIGGER "feed_tags_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "feed_tags"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_publication_content_version"();--> statement-breakpoint
CREATE TRIGGER "feed_groups_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "feed_groups"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_publication_content_version"();--> statement-breakpoint
CREATE TRIGGER "wiki_pages_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "wiki_pages"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_publication_content_version"();--> statement-breakpoint
CREATE TRIGGER "publicate_sections_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "publicate_sections"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_publication_content_version"();
