CREATE TABLE "product_option_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"option_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"value" text NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "product_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "product_options_position_range" CHECK ("product_options"."position" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" smallint DEFAULT 1 NOT NULL,
	"option_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sku" text,
	"price_paise" bigint NOT NULL,
	"sale_price_paise" bigint,
	"discount_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"effective_price_paise" bigint GENERATED ALWAYS AS (coalesce(sale_price_paise, price_paise)) STORED NOT NULL,
	"mrp_paise" bigint,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"net_quantity" numeric(12, 3),
	"net_quantity_unit" text,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_stock_not_negative" CHECK ("product_variants"."stock_quantity" >= 0),
	CONSTRAINT "product_variants_price_not_negative" CHECK ("product_variants"."price_paise" >= 0),
	CONSTRAINT "product_variants_sale_price_range" CHECK ("product_variants"."sale_price_paise" is null or ("product_variants"."sale_price_paise" >= 0 and "product_variants"."sale_price_paise" <= "product_variants"."price_paise")),
	CONSTRAINT "product_variants_selling_price_within_mrp" CHECK ("product_variants"."mrp_paise" is null or coalesce("product_variants"."sale_price_paise", "product_variants"."price_paise") <= "product_variants"."mrp_paise"),
	CONSTRAINT "product_variants_net_quantity_with_unit" CHECK (("product_variants"."net_quantity" is null) = ("product_variants"."net_quantity_unit" is null) and ("product_variants"."net_quantity" is null or "product_variants"."net_quantity" > 0)),
	CONSTRAINT "product_variants_net_quantity_unit_known" CHECK ("product_variants"."net_quantity_unit" in ('g','kg','ml','l','cm','m','pieces','pairs')),
	CONSTRAINT "product_variants_discount_range" CHECK ("product_variants"."discount_percent" >= 0 and "product_variants"."discount_percent" <= 100)
);
--> statement-breakpoint
DROP INDEX "cart_lines_user_product_key";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "max_effective_price_paise" bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variant_options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "product_option_values" ADD CONSTRAINT "product_option_values_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_option_values_option_value_key" ON "product_option_values" USING btree ("option_id","value");--> statement-breakpoint
CREATE INDEX "product_option_values_option_idx" ON "product_option_values" USING btree ("option_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_options_product_name_key" ON "product_options" USING btree ("product_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "product_options_product_position_key" ON "product_options" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_product_options_key" ON "product_variants" USING btree ("product_id","option_values");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_key" ON "product_variants" USING btree ("sku");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_variant_idx" ON "order_lines" USING btree ("variant_id");
--> statement-breakpoint
-- Every product becomes a product with one variant of the same id, holding its price, stock, MRP, SKU
-- and net quantity; order lines name the variant they took stock from, and cart lines the one they hold.
INSERT INTO "product_variants" ("id", "product_id", "position", "option_values", "sku", "price_paise", "sale_price_paise", "discount_percent",
	"mrp_paise", "stock_quantity", "net_quantity", "net_quantity_unit", "is_active", "created_at", "updated_at")
SELECT "id", "id", 1, '{}'::jsonb, "sku", "price_paise", "sale_price_paise", "discount_percent",
	"mrp_paise", "stock_quantity", "net_quantity", "net_quantity_unit", true, "created_at", "updated_at"
FROM "products";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"product_variants"', 'id'), coalesce(max("id"), 0) + 1, false) FROM "product_variants";--> statement-breakpoint
UPDATE "products" SET "max_effective_price_paise" = "effective_price_paise";--> statement-breakpoint
UPDATE "order_lines" SET "variant_id" = "product_id" WHERE "product_id" IS NOT NULL;--> statement-breakpoint
UPDATE "cart_lines" SET "variant_id" = "product_id";--> statement-breakpoint
ALTER TABLE "cart_lines" ALTER COLUMN "variant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_user_variant_key" ON "cart_lines" USING btree ("user_id","variant_id");--> statement-breakpoint
-- A product's price, stock, MRP, SKU and net quantity are its variants'. Its own columns follow them,
-- so lists, sorts, filters and search keep reading one row per product:
--   * a new product gets one variant made of its columns;
--   * a change of a product's columns goes to its one variant, and is refused for a product with several;
--   * a change of a variant sets the product's stock to its active variants' sum, its prices to the
--     cheapest active variant's, and its highest price to the dearest's.
-- A change made by one of these triggers is not passed back (pg_trigger_depth() > 1).
CREATE FUNCTION "product_columns_to_variant"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	variant_count integer;
BEGIN
	IF TG_OP = 'INSERT' THEN
		NEW."max_effective_price_paise" := coalesce(NEW."sale_price_paise", NEW."price_paise");
		RETURN NEW;
	END IF;
	IF pg_trigger_depth() > 1 OR (NEW."price_paise", NEW."sale_price_paise", NEW."discount_percent", NEW."mrp_paise", NEW."stock_quantity", NEW."sku",
		NEW."net_quantity", NEW."net_quantity_unit") IS NOT DISTINCT FROM (OLD."price_paise", OLD."sale_price_paise", OLD."discount_percent",
		OLD."mrp_paise", OLD."stock_quantity", OLD."sku", OLD."net_quantity", OLD."net_quantity_unit") THEN
		RETURN NEW;
	END IF;
	SELECT count(*) INTO variant_count FROM "product_variants" WHERE "product_id" = NEW."id";
	IF variant_count <> 1 THEN
		RAISE EXCEPTION 'Product % has % variants: change their prices and stock, not the product''s', NEW."id", variant_count
			USING ERRCODE = 'check_violation', CONSTRAINT = 'products_columns_follow_variants';
	END IF;
	UPDATE "product_variants" SET "price_paise" = NEW."price_paise", "sale_price_paise" = NEW."sale_price_paise",
		"discount_percent" = NEW."discount_percent", "mrp_paise" = NEW."mrp_paise", "stock_quantity" = NEW."stock_quantity",
		"sku" = NEW."sku", "net_quantity" = NEW."net_quantity", "net_quantity_unit" = NEW."net_quantity_unit", "updated_at" = now()
	WHERE "product_id" = NEW."id";
	NEW."max_effective_price_paise" := coalesce(NEW."sale_price_paise", NEW."price_paise");
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_columns_to_variant" BEFORE INSERT OR UPDATE OF "price_paise", "sale_price_paise", "discount_percent", "mrp_paise",
	"stock_quantity", "sku", "net_quantity", "net_quantity_unit" ON "products"
	FOR EACH ROW EXECUTE FUNCTION "product_columns_to_variant"();--> statement-breakpoint
CREATE FUNCTION "variants_of_new_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "product_variants" ("product_id", "sku", "price_paise", "sale_price_paise", "discount_percent", "mrp_paise", "stock_quantity",
		"net_quantity", "net_quantity_unit", "created_at", "updated_at")
	SELECT "id", "sku", "price_paise", "sale_price_paise", "discount_percent", "mrp_paise", "stock_quantity",
		"net_quantity", "net_quantity_unit", "created_at", "updated_at"
	FROM "added_products";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "variants_of_new_products" AFTER INSERT ON "products" REFERENCING NEW TABLE AS "added_products"
	FOR EACH STATEMENT EXECUTE FUNCTION "variants_of_new_products"();--> statement-breakpoint
CREATE FUNCTION "product_follows_variants"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed_product integer;
BEGIN
	IF pg_trigger_depth() > 1 THEN
		RETURN NULL;
	END IF;
	changed_product := CASE WHEN TG_OP = 'DELETE' THEN OLD."product_id" ELSE NEW."product_id" END;
	UPDATE "products" SET "stock_quantity" = totals."stock", "price_paise" = cheapest."price_paise", "sale_price_paise" = cheapest."sale_price_paise",
		"discount_percent" = cheapest."discount_percent", "mrp_paise" = cheapest."mrp_paise", "max_effective_price_paise" = totals."dearest",
		"sku" = CASE WHEN totals."variants" = 1 THEN cheapest."sku" ELSE "products"."sku" END,
		"net_quantity" = cheapest."net_quantity", "net_quantity_unit" = cheapest."net_quantity_unit"
	FROM (
		SELECT count(*) AS "variants", coalesce(sum("stock_quantity") FILTER (WHERE "is_active"), 0) AS "stock",
			coalesce(max("effective_price_paise") FILTER (WHERE "is_active"), max("effective_price_paise")) AS "dearest"
		FROM "product_variants" WHERE "product_id" = changed_product
	) AS totals,
	LATERAL (
		SELECT * FROM "product_variants" WHERE "product_id" = changed_product
		ORDER BY "is_active" DESC, "effective_price_paise", "position", "id" LIMIT 1
	) AS cheapest
	WHERE "products"."id" = changed_product;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_follows_variants" AFTER INSERT OR UPDATE OR DELETE ON "product_variants"
	FOR EACH ROW EXECUTE FUNCTION "product_follows_variants"();
