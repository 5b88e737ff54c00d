-- Pictures stored before the contract normalised media paths (issue 30, decision 0055) follow the
-- rule they are written with now (packages/contract/src/fields.ts): a path of the media store keeps
-- its normal form (empty and `.` segments dropped), and a picture its field would refuse (a `..`
-- segment, a `%`-encoding, a backslash or any other character outside a segment's, a path outside
-- /media/) is removed, so that no stored address leads out of the media store once resolved.
CREATE OR REPLACE FUNCTION pg_temp.normal_media_path(path text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN count(*) > 0 AND bool_and(segment ~ '^[A-Za-z0-9_-][A-Za-z0-9_.-]*$')
    THEN '/media/' || string_agg(segment, '/' ORDER BY position) END
  FROM regexp_split_to_table(substr(path, 8), '/') WITH ORDINALITY AS segments(segment, position)
  WHERE left(path, 7) = '/media/' AND segment NOT IN ('', '.')
$$;--> statement-breakpoint
-- A field that also takes https addresses (profile pictures from Google, banners, wines, events).
CREATE OR REPLACE FUNCTION pg_temp.picture(url text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN trimmed ~ '^https://\S+$' THEN trimmed ELSE pg_temp.normal_media_path(trimmed) END
  FROM (SELECT regexp_replace(url, '^\s+|\s+$', '', 'g') AS trimmed) AS input
$$;--> statement-breakpoint
-- Rich text keeps only pictures of the media store, in their normal form (sanitizeRichText).
CREATE OR REPLACE FUNCTION pg_temp.rich_text_pictures(html text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  tag text;
  src text;
  normal text;
BEGIN
  FOR tag IN SELECT DISTINCT matched.parts[1] FROM regexp_matches(html, '(<img\s[^>]*>)', 'g') AS matched(parts) LOOP
    src := substring(tag FROM '\ssrc="([^"]*)"');
    normal := pg_temp.normal_media_path(src);
    html := replace(html, tag, CASE WHEN normal IS NULL THEN '' ELSE replace(tag, 'src="' || src || '"', 'src="' || normal || '"') END);
  END LOOP;
  RETURN html;
END
$$;--> statement-breakpoint
UPDATE "users"
SET "profile_picture" = pg_temp.picture("profile_picture"), "cover_picture" = pg_temp.picture("cover_picture")
WHERE "profile_picture" IS DISTINCT FROM pg_temp.picture("profile_picture") OR "cover_picture" IS DISTINCT FROM pg_temp.picture("cover_picture");--> statement-breakpoint
UPDATE "catalogue_items" SET "icon_url" = pg_temp.picture("icon_url") WHERE "icon_url" IS DISTINCT FROM pg_temp.picture("icon_url");--> statement-breakpoint
UPDATE "catalogue_items" SET "tasting_notes" = pg_temp.rich_text_pictures("tasting_notes") WHERE "tasting_notes" ~ '<img\s';--> statement-breakpoint
UPDATE "events" SET "attachments" = fixed.images
FROM (
  SELECT "id", COALESCE(jsonb_agg(jsonb_set(image, '{url}', to_jsonb(pg_temp.picture(image->>'url'))) ORDER BY position)
    FILTER (WHERE pg_temp.picture(image->>'url') IS NOT NULL), '[]'::jsonb) AS images
  FROM "events", jsonb_array_elements("attachments") WITH ORDINALITY AS images(image, position)
  GROUP BY "id"
) AS fixed
WHERE "events"."id" = fixed."id" AND "events"."attachments" IS DISTINCT FROM fixed.images;--> statement-breakpoint
-- A banner's pictures may be https addresses; a post's are the shop's own uploads. A banner reads its
-- desktop picture first and its phone picture second, so one that loses a picture is hidden until
-- an admin gives it both again.
UPDATE "feed_posts" SET
  "attachments" = fixed.images,
  "is_active" = "is_active" AND NOT ("topic_id" = '01930000-0000-7000-8000-0000000000b1' AND jsonb_array_length(fixed.images) < jsonb_array_length("attachments"))
FROM (
  SELECT "id", COALESCE(jsonb_agg(
      (image - 'thumbnailUrl') || jsonb_build_object('url', picture)
        || CASE WHEN thumbnail IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('thumbnailUrl', thumbnail) END
      ORDER BY position) FILTER (WHERE picture IS NOT NULL), '[]'::jsonb) AS images
  FROM "feed_posts",
    jsonb_array_elements("attachments") WITH ORDINALITY AS images(image, position),
    LATERAL (
      SELECT CASE WHEN "topic_id" = '01930000-0000-7000-8000-0000000000b1' THEN pg_temp.picture(image->>'url')
        ELSE pg_temp.normal_media_path(image->>'url') END AS picture,
      pg_temp.normal_media_path(image->>'thumbnailUrl') AS thumbnail
    ) AS fixed_image
  GROUP BY "id"
) AS fixed
WHERE "feed_posts"."id" = fixed."id" AND "feed_posts"."attachments" IS DISTINCT FROM fixed.images;--> statement-breakpoint
UPDATE "feed_posts" SET "content" = pg_temp.rich_text_pictures("content") WHERE "content" ~ '<img\s';
