ALTER TABLE "notices" DROP CONSTRAINT "notices_notice_type_check";--> statement-breakpoint
ALTER TABLE "schedule_items" DROP CONSTRAINT "schedule_items_event_check";--> statement-breakpoint
CREATE INDEX "notices_nudge_idx" ON "notices" USING btree ("publication_id","receiver_id","created_at") WHERE "notices"."notice_type" = 'nudge';--> statement-breakpoint
CREATE INDEX "event_log_publication_clicks_idx" ON "event_log" USING btree (("payload" ->> 'publication'),"user_id") WHERE "event_log"."event_type" in ('click_file', 'click_video', 'click_audio');--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_notice_type_check" CHECK ("notices"."notice_type" in ('rtc', 'cl', 'np', 'nudge'));--> statement-breakpoint
ALTER TABLE "schedule_items" ADD CONSTRAINT "schedule_items_event_check" CHECK ("schedule_items"."event" in ('activation', 'deactivation', 'pin', 'unpin', 'nudge'));