DROP INDEX "products_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_title_trgm_idx" ON "products" USING gin ("search_title" gin_trgm_ops);