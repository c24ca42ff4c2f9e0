ALTER TABLE "users" ADD COLUMN "last_seen_notice_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The bell's dot was a users column that every notice set: one publication's fan-out rewrote the
-- row of each of its receivers (500,000 users: half of its time) and held their row locks until it
-- committed, so opening the notices popup waited for it. It is now read from the notices: any
-- notice above the newest one the user had when they last opened the popup. A lit bell stays lit
-- (its watermark 0 counts every notice of the user), a dark one starts at the newest notice.
UPDATE "users" SET "last_seen_notice_id" = coalesce(
  (SELECT max(n."id") FROM "notices" n WHERE n."receiver_id" = "users"."id"), 0)
WHERE NOT "not_read_notice";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "not_read_notice";--> statement-breakpoint
-- Filled to half for the fan-out's in-place updates (migration 0015), which are gone.
ALTER TABLE "users" RESET (fillfactor);
