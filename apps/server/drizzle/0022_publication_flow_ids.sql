-- A client's visibility asked publication_flows for every row not for all flows (an index probe
-- each: 635,000 of them in a group's count at 1,000,000 posts). The flows now sit in the row and
-- in the feed index too, kept by the triggers that keep for_all_flows.
ALTER TABLE "publications" ADD COLUMN "flow_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
UPDATE "publications" p SET "flow_ids" = f.ids
  FROM (SELECT publication_id, array_agg(flow_id ORDER BY flow_id) AS ids
    FROM "publication_flows" GROUP BY publication_id) f
  WHERE p.id = f.publication_id;--> statement-breakpoint
-- publications.flow_ids and for_all_flows follow publication_flows, whoever writes it (one UPDATE
-- per statement, of the publications whose flows changed).
CREATE OR REPLACE FUNCTION "publication_flows_sync_for_all_flows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT publication_id) INTO changed FROM added;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT publication_id) INTO changed FROM removed;
  ELSE
    SELECT array_agg(DISTINCT publication_id) INTO changed
      FROM (SELECT publication_id FROM added UNION ALL SELECT publication_id FROM removed) c;
  END IF;
  UPDATE publications p SET flow_ids = f.ids, for_all_flows = cardinality(f.ids) = 0
    FROM (SELECT c.id, coalesce((SELECT array_agg(pf.flow_id ORDER BY pf.flow_id)
        FROM publication_flows pf WHERE pf.publication_id = c.id), '{}') AS ids
      FROM unnest(changed) AS c(id)) f
    WHERE p.id = f.id AND (p.flow_ids <> f.ids OR p.for_all_flows <> (cardinality(f.ids) = 0));
  RETURN NULL;
END $$;--> statement-breakpoint
DROP INDEX "publications_visible_feed_idx";--> statement-breakpoint
CREATE INDEX "publications_visible_feed_idx" ON "publications" USING btree ("status","feed_group_id","section_id","pub_start_date","id","fix","wiki_page_id","flow_program_page_id","for_all_flows","flow_ids");--> statement-breakpoint
ANALYZE "publications";
