ALTER TABLE "wiki_pages" ADD COLUMN "title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wiki_pages" ADD COLUMN "text_en" text DEFAULT '' NOT NULL;