ALTER TABLE "notices" DROP CONSTRAINT "notices_receiver_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "notices" DROP CONSTRAINT "notices_publication_id_publications_id_fk";
--> statement-breakpoint
DROP INDEX "notices_new_publication_unique";--> statement-breakpoint
DROP INDEX "notices_publication_idx";--> statement-breakpoint
CREATE INDEX "notices_publication_idx" ON "notices" USING btree ("publication_id","receiver_id") WHERE "notices"."publication_id" is not null;--> statement-breakpoint
-- One publication's np fan-out inserts a notice per reader, hundreds of thousands at once. As
-- foreign keys, receiver_id and publication_id cost it a locked read of the user and of the
-- publication per notice (and the lock dirtied each user's row just before the same statement
-- sets its not_read_notice); the np unique index cost an index search and insert per notice (the
-- fan-out now skips whoever has one, through notices_publication_idx, under its lock). A notice
-- still goes with its receiver or its publication: one set-based delete per deleting statement.
CREATE FUNCTION "delete_notices_of_receivers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "notices" WHERE "receiver_id" IN (SELECT gone."id" FROM gone);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_delete_notices" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION "delete_notices_of_receivers"();--> statement-breakpoint
CREATE FUNCTION "delete_notices_of_publications"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "notices" WHERE "publication_id" IN (SELECT gone."id" FROM gone);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "publications_delete_notices" AFTER DELETE ON "publications"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION "delete_notices_of_publications"();
--> statement-breakpoint
-- A fan-out also sets each receiver's not_read_notice: with room left on its page the new row
-- version stays there (a HOT update, no index entry), where a full page moved it and wrote an
-- entry in each of the users indexes (500,000 users: 15.2–15.7 s → 11.4–11.8 s). New pages are
-- filled to half; VACUUM FULL users applies it to the existing ones.
ALTER TABLE "users" SET (fillfactor = 50);
