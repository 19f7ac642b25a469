DROP INDEX "products_search_title_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_brand" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_category" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_tags" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "products" AS p SET
  "search_brand" = (SELECT b."name" FROM "brands" AS b WHERE b."id" = p."brand_id"),
  "search_category" = concat_ws(E' \n ', (SELECT c."name" FROM "categories" AS c WHERE c."id" = p."category_id"), (SELECT s."name" FROM "subcategories" AS s WHERE s."id" = p."subcategory_id")),
  "search_tags" = array_to_string(p."tags", E' \n ');--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', search_brand), 'B') || setweight(to_tsvector('english', search_category), 'C') || setweight(to_tsvector('english', search_tags || ' ' || coalesce(short_description, '') || ' ' || coalesce(description, '')), 'D')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_active_rating_created_idx" ON "products" USING btree ("is_active","avg_rating","created_at","id");--> statement-breakpoint
DROP INDEX "products_active_rating_idx";--> statement-breakpoint
CREATE INDEX "products_active_rating_reviews_idx" ON "products" USING btree ("is_active","avg_rating","review_count","id","category_id","subcategory_id","brand_id","effective_price_paise");--> statement-breakpoint
DROP INDEX "products_active_created_idx";--> statement-breakpoint
DROP INDEX "products_active_price_idx";--> statement-breakpoint
DROP INDEX "products_active_name_idx";--> statement-breakpoint
CREATE INDEX "products_active_created_idx" ON "products" USING btree ("is_active","created_at","id","category_id","subcategory_id","brand_id","effective_price_paise");--> statement-breakpoint
CREATE INDEX "products_active_price_idx" ON "products" USING btree ("is_active","effective_price_paise","id","category_id","subcategory_id","brand_id");--> statement-breakpoint
CREATE INDEX "products_active_name_idx" ON "products" USING btree ("is_active","name","id","category_id","subcategory_id","brand_id","effective_price_paise");
