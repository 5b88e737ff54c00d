-- Each active wine's card (its list columns as one JSON text, under CatalogueListRow's property names),
-- kept by triggers in the writing transaction: a list page reads its twenty cards by id as stored
-- text instead of PostgreSQL writing some 700 values as JSON for every page it serves
-- (docs/decisions/0046-catalogue-read-model.md, "Cards by id").
-- The card's columns are catalogue_items' list columns: apps/api/test/catalogue/catalogue-cards.test.ts
-- fails when a column is added to the table and not here (docs/changes/wine-attribute.md).
CREATE TABLE "catalogue_cards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"card" text NOT NULL
);--> statement-breakpoint
CREATE FUNCTION "catalogue_card"(w catalogue_items) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT row_to_json(card)::text FROM (SELECT w.id, w.tenant_id AS "tenantId", w.type, w.title, w.name, w.description, w.price_cents AS "priceCents", w.stock,
    w.icon_url AS "iconUrl", w.is_active AS "isActive", w.discount_percent AS "discountPercent", w.producer, w.color, w.varietal, w.origin, w.vintage,
    w.country, w.region, w.code, w.product_type AS "productType", w.method, w.size, w.volume_in_ml AS "volumeInMl", w.pairings, w.business_id AS "businessId",
    w.event_id AS "eventId", w.is_sommlike_picks AS "isSommlikePicks", w.is_trending AS "isTrending", w.is_by_moment AS "isByMoment",
    w.is_by_terroir AS "isByTerroir", w.rating_distribution AS "ratingDistribution", w.rating_count AS "ratingCount", w.rating_average AS "ratingAverage",
    w.created_by AS "createdBy", w.created_at AS "createdAt") card
$$;--> statement-breakpoint
-- One statement-level trigger per event, as the change log's (0025): a bulk insert writes its cards in
-- one INSERT ... SELECT. Only active wines have a card: a collection, or a wine taken off the shop, has none.
CREATE FUNCTION "keep_catalogue_cards"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE catalogue_cards;
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM catalogue_cards c USING changed_rows w WHERE c.id = w.id AND (TG_OP = 'DELETE' OR w.type <> 'PRODUCT' OR NOT w.is_active);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO catalogue_cards (id, card) SELECT w.id, catalogue_card(w) FROM changed_rows w WHERE w.type = 'PRODUCT' AND w.is_active
      ON CONFLICT (id) DO UPDATE SET card = EXCLUDED.card;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "catalogue_items_cards_insert" AFTER INSERT ON "catalogue_items"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "keep_catalogue_cards"();--> statement-breakpoint
CREATE TRIGGER "catalogue_items_cards_update" AFTER UPDATE ON "catalogue_items"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "keep_catalogue_cards"();--> statement-breakpoint
CREATE TRIGGER "catalogue_items_cards_delete" AFTER DELETE ON "catalogue_items"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "keep_catalogue_cards"();--> statement-breakpoint
CREATE TRIGGER "catalogue_items_cards_truncate" AFTER TRUNCATE ON "catalogue_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "keep_catalogue_cards"();--> statement-breakpoint
INSERT INTO catalogue_cards (id, card) SELECT w.id, catalogue_card(w) FROM catalogue_items w WHERE w.type = 'PRODUCT' AND w.is_active;
