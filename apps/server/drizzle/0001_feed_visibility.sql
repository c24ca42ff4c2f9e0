ALTER TABLE "publications" ADD COLUMN "for_all_flows" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE "publications" SET "for_all_flows" = false
  WHERE EXISTS (SELECT 1 FROM "publication_flows" pf WHERE pf.publication_id = "publications"."id");--> statement-breakpoint
CREATE INDEX "publications_visible_feed_idx" ON "publications" USING btree ("status","feed_group_id","section_id","pub_start_date","id","fix","wiki_page_id","flow_program_page_id","for_all_flows");--> statement-breakpoint
-- publications.for_all_flows follows publication_flows, whoever writes it (one UPDATE per statement).
CREATE FUNCTION "publication_flows_sync_for_all_flows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    UPDATE publications p SET for_all_flows = false
      FROM (SELECT DISTINCT publication_id FROM added) a
      WHERE p.id = a.publication_id AND p.for_all_flows;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    UPDATE publications p SET for_all_flows = true
      FROM (SELECT DISTINCT publication_id FROM removed) r
      WHERE p.id = r.publication_id AND NOT p.for_all_flows
        AND NOT EXISTS (SELECT 1 FROM publication_flows pf WHERE pf.publication_id = p.id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "publication_flows_added" AFTER INSERT ON "publication_flows"
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "publication_flows_sync_for_all_flows"();--> statement-breakpoint
CREATE TRIGGER "publication_flows_removed" AFTER DELETE ON "publication_flows"
  REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION "publication_flows_sync_for_all_flows"();--> statement-breakpoint
CREATE TRIGGER "publication_flows_changed" AFTER UPDATE ON "publication_flows"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "publication_flows_sync_for_all_flows"();
