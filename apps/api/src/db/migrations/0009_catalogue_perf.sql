CREATE TABLE "catalogue_revisions" (
	"slot" smallint PRIMARY KEY NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalogue_wines_filter_idx" ON "catalogue_items" USING btree ("tenant_id","region","varietal","color","price_cents") WHERE type = 'PRODUCT' AND is_active;--> statement-breakpoint
INSERT INTO "catalogue_revisions" ("slot") SELECT generate_series(0, 15);--> statement-breakpoint
CREATE FUNCTION "bump_catalogue_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  free smallint;
BEGIN
  -- The first slot no other transaction holds (its own are free to it), so writers never queue here.
  SELECT slot INTO free FROM catalogue_revisions ORDER BY slot LIMIT 1 FOR UPDATE SKIP LOCKED;
  -- Sixteen writers at once: wait for slot 0 rather than lose the bump.
  UPDATE catalogue_revisions SET revision = revision + 1 WHERE slot = coalesce(free, 0);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "catalogue_items_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalogue_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"();
