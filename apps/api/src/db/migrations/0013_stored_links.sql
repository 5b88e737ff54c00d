-- Links stored before the contract checked them (decision 0024) follow the same rule now: an
-- http(s) address or a path of the shop (isLinkUrl in packages/contract/src/fields.ts). A link that
-- breaks it is removed; a social profile typed without a scheme becomes the https address the
-- profile page has always linked to.
CREATE FUNCTION pg_temp.is_link_url(link text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT link ~* '^(/([^/\\]\S*)?|https?://[^\s/\\?#@]+([/?#]\S*)?)$'
$$;--> statement-breakpoint
UPDATE "feed_posts" SET "custom_data" = "custom_data" - 'redirectionUrl'
WHERE "custom_data"->>'redirectionUrl' <> '' AND NOT pg_temp.is_link_url("custom_data"->>'redirectionUrl');--> statement-breakpoint
UPDATE "events" SET "booking_url" = NULL WHERE NOT pg_temp.is_link_url("booking_url");--> statement-breakpoint
UPDATE "events" SET "attachments" = (
  SELECT jsonb_agg(
    CASE WHEN pg_temp.is_link_url(image->'customData'->>'redirectionUrl') IS FALSE
      THEN jsonb_set(image, '{customData}', (image->'customData') - 'redirectionUrl')
      ELSE image END
    ORDER BY position)
  FROM jsonb_array_elements("attachments") WITH ORDINALITY AS images(image, position)
)
WHERE EXISTS (
  SELECT 1 FROM jsonb_array_elements("attachments") AS image
  WHERE NOT pg_temp.is_link_url(image->'customData'->>'redirectionUrl')
);--> statement-breakpoint
UPDATE "users" SET "custom_data" = fixed.data
FROM (
  SELECT "id", ("custom_data" - ARRAY['instagram', 'youtube', 'twitter', 'tiktok', 'facebook', 'linkedin'])
    || COALESCE(jsonb_object_agg(key, link) FILTER (WHERE link IS NOT NULL), '{}'::jsonb) AS data
  FROM "users", LATERAL (
    SELECT key, CASE
      WHEN btrim(value) = '' OR pg_temp.is_link_url(btrim(value)) THEN btrim(value)
      WHEN btrim(value) !~* '^[a-z][a-z0-9+.-]*:' AND pg_temp.is_link_url('https://' || ltrim(btrim(value), '/'))
        THEN 'https://' || ltrim(btrim(value), '/')
    END AS link
    FROM jsonb_each_text("custom_data")
    WHERE key IN ('instagram', 'youtube', 'twitter', 'tiktok', 'facebook', 'linkedin')
  ) AS links
  GROUP BY "id", "custom_data"
) AS fixed
WHERE "users"."id" = fixed."id" AND "users"."custom_data" IS DISTINCT FROM fixed.data;
