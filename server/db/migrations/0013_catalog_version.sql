CREATE TABLE "catalog_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_version_single_row" CHECK ("catalog_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- The number grows in the transaction that changes what lists and searches are made of, so it is seen
-- exactly when the change is: products added or removed, or a product's listing, text or being in stock.
-- Stock moving without running out or coming back (every order) leaves it be.
CREATE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "catalog_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_added_or_removed" AFTER INSERT OR DELETE OR TRUNCATE ON "products"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "products_listing_changed" AFTER UPDATE ON "products" FOR EACH ROW WHEN (
	(OLD."is_active", OLD."is_featured", OLD."name", OLD."effective_price_paise", OLD."category_id", OLD."subcategory_id", OLD."brand_id",
		OLD."avg_rating", OLD."review_count", OLD."created_at", OLD."search_vector")
	IS DISTINCT FROM
	(NEW."is_active", NEW."is_featured", NEW."name", NEW."effective_price_paise", NEW."category_id", NEW."subcategory_id", NEW."brand_id",
		NEW."avg_rating", NEW."review_count", NEW."created_at", NEW."search_vector")
	OR (OLD."stock_quantity" > 0) <> (NEW."stock_quantity" > 0)
) EXECUTE FUNCTION "bump_catalog_version"();
