-- Paise as 64-bit integers. effective_price_paise is generated from the two prices, and PostgreSQL
-- cannot change the type of a column a generated column uses: drop it (its index goes with it), change
-- the prices, then add it back as bigint and index it again.
ALTER TABLE "products" DROP COLUMN "effective_price_paise";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "price_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "sale_price_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "effective_price_paise" bigint GENERATED ALWAYS AS (coalesce(sale_price_paise, price_paise)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_active_price_idx" ON "products" USING btree ("is_active","effective_price_paise","id");--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "unit_price_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "line_total_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "tax_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "tax_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shipping_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "request_hash" text;
