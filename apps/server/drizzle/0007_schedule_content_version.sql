-- The editor list shows each post's next planned activation and files it under 'delayed': its
-- cached searches are checked against the content version, so schedule changes move it too.
CREATE TRIGGER "schedule_items_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "schedule_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_publication_content_version"();
