CREATE TABLE "favorites_versions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
-- Any statement adding or removing favorites moves the version of each user it touched, once
-- (a bulk insert of many users' favorites is one set-based upsert).
CREATE FUNCTION "bump_favorites_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "favorites_versions" ("user_id", "version")
    SELECT DISTINCT changed."user_id", 1 FROM changed
    ON CONFLICT ("user_id") DO UPDATE SET "version" = "favorites_versions"."version" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "publication_favorites_added" AFTER INSERT ON "publication_favorites"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_favorites_versions"();--> statement-breakpoint
CREATE TRIGGER "publication_favorites_removed" AFTER DELETE ON "publication_favorites"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_favorites_versions"();
