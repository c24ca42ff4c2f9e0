DROP INDEX "comments_top_level_idx";--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "like_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "childrens_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "comments_listed_idx" ON "comments" USING btree ("publication_id","created_at","id") WHERE "comments"."parent_id" is null and not "comments"."is_fixed";--> statement-breakpoint
UPDATE "comments" c SET "like_count" = l.n
  FROM (SELECT comment_id, count(*)::integer AS n FROM comment_likes GROUP BY comment_id) l
  WHERE c.id = l.comment_id;--> statement-breakpoint
UPDATE "comments" c SET "childrens_count" = r.n
  FROM (SELECT parent_id, count(*)::integer AS n FROM comments
        WHERE parent_id IS NOT NULL GROUP BY parent_id) r
  WHERE c.id = r.parent_id;--> statement-breakpoint
-- comments.like_count follows comment_likes, whoever writes it (one UPDATE per statement).
CREATE FUNCTION "comment_likes_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE comments c SET like_count = c.like_count + a.n
      FROM (SELECT comment_id, count(*)::integer AS n FROM added GROUP BY comment_id) a
      WHERE c.id = a.comment_id;
  ELSE
    UPDATE comments c SET like_count = greatest(c.like_count - r.n, 0)
      FROM (SELECT comment_id, count(*)::integer AS n FROM removed GROUP BY comment_id) r
      WHERE c.id = r.comment_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "comment_likes_added" AFTER INSERT ON "comment_likes"
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "comment_likes_count"();--> statement-breakpoint
CREATE TRIGGER "comment_likes_removed" AFTER DELETE ON "comment_likes"
  REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION "comment_likes_count"();--> statement-breakpoint
-- comments.childrens_count follows the replies (a reply never changes its parent). Replies
-- deleted with their parent find no row to update.
CREATE FUNCTION "comment_replies_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE comments c SET childrens_count = c.childrens_count + a.n
      FROM (SELECT parent_id, count(*)::integer AS n FROM added
            WHERE parent_id IS NOT NULL GROUP BY parent_id) a
      WHERE c.id = a.parent_id;
  ELSE
    UPDATE comments c SET childrens_count = greatest(c.childrens_count - r.n, 0)
      FROM (SELECT parent_id, count(*)::integer AS n FROM removed
            WHERE parent_id IS NOT NULL GROUP BY parent_id) r
      WHERE c.id = r.parent_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "comment_replies_added" AFTER INSERT ON "comments"
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "comment_replies_count"();--> statement-breakpoint
CREATE TRIGGER "comment_replies_removed" AFTER DELETE ON "comments"
  REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION "comment_replies_count"();
