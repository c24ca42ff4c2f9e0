ALTER TABLE "publications" ADD COLUMN "like_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "comments_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "publications" p SET "like_count" = l.n
  FROM (SELECT publication_id, count(*)::integer AS n FROM publication_likes GROUP BY publication_id) l
  WHERE p.id = l.publication_id;--> statement-breakpoint
UPDATE "publications" p SET "comments_count" = c.n, "last_comment_date" = c.latest
  FROM (SELECT publication_id, count(*)::integer AS n, max(created_at) AS latest
        FROM comments GROUP BY publication_id) c
  WHERE p.id = c.publication_id;--> statement-breakpoint
-- publications.like_count follows publication_likes, whoever writes it (one UPDATE per statement).
CREATE FUNCTION "publication_likes_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE publications p SET like_count = p.like_count + a.n
      FROM (SELECT publication_id, count(*)::integer AS n FROM added GROUP BY publication_id) a
      WHERE p.id = a.publication_id;
  ELSE
    UPDATE publications p SET like_count = greatest(p.like_count - r.n, 0)
      FROM (SELECT publication_id, count(*)::integer AS n FROM removed GROUP BY publication_id) r
      WHERE p.id = r.publication_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "publication_likes_added" AFTER INSERT ON "publication_likes"
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "publication_likes_count"();--> statement-breakpoint
CREATE TRIGGER "publication_likes_removed" AFTER DELETE ON "publication_likes"
  REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION "publication_likes_count"();--> statement-breakpoint
-- publications.comments_count and last_comment_date follow comments the same way.
CREATE FUNCTION "publication_comments_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE publications p SET comments_count = p.comments_count + a.n,
        last_comment_date = greatest(p.last_comment_date, a.latest)
      FROM (SELECT publication_id, count(*)::integer AS n, max(created_at) AS latest
            FROM added GROUP BY publication_id) a
      WHERE p.id = a.publication_id;
  ELSE
    UPDATE publications p SET comments_count = greatest(p.comments_count - r.n, 0),
        last_comment_date = (SELECT max(c.created_at) FROM comments c WHERE c.publication_id = p.id)
      FROM (SELECT publication_id, count(*)::integer AS n FROM removed GROUP BY publication_id) r
      WHERE p.id = r.publication_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "comments_added" AFTER INSERT ON "comments"
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "publication_comments_count"();--> statement-breakpoint
CREATE TRIGGER "comments_removed" AFTER DELETE ON "comments"
  REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION "publication_comments_count"();
