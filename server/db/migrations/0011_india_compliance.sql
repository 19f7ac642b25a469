CREATE TABLE "account_erasures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"former_user_id" uuid NOT NULL,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL,
	"orders_kept" integer DEFAULT 0 NOT NULL,
	"reviews_kept" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "shop_pages_slug_known" CHECK ("shop_pages"."slug" in ('returns-and-refunds','shipping-and-delivery','faqs','privacy-notice','terms-of-use','cookie-policy','grievance-redressal','seller-information'))
);
--> statement-breakpoint
CREATE TABLE "delivery_holidays" (
	"day" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_zone_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"zone_id" integer NOT NULL,
	"pin_from" integer,
	"pin_to" integer,
	"state" text,
	CONSTRAINT "delivery_zone_areas_range_or_state" CHECK (("delivery_zone_areas"."state" is null and "delivery_zone_areas"."pin_from" is not null and "delivery_zone_areas"."pin_to" is not null and "delivery_zone_areas"."pin_from" between 110000 and 999999 and "delivery_zone_areas"."pin_to" between "delivery_zone_areas"."pin_from" and 999999) or ("delivery_zone_areas"."state" is not null and "delivery_zone_areas"."pin_from" is null and "delivery_zone_areas"."pin_to" is null))
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"min_days" smallint NOT NULL,
	"max_days" smallint NOT NULL,
	"cod_allowed" boolean DEFAULT true NOT NULL,
	"extra_charge_paise" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_zones_days_range" CHECK ("delivery_zones"."min_days" >= 0 and "delivery_zones"."max_days" >= "delivery_zones"."min_days" and "delivery_zones"."max_days" <= 60),
	CONSTRAINT "delivery_zones_charge_not_negative" CHECK ("delivery_zones"."extra_charge_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_not_negative";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "mrp_paise" bigint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "net_quantity" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "net_quantity_unit" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "country_of_origin" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "maker_role" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "maker_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "maker_address" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "best_before_months" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_charge_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_by" date;--> statement-breakpoint
ALTER TABLE "shop_pages" ADD CONSTRAINT "shop_pages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_zone_areas" ADD CONSTRAINT "delivery_zone_areas_zone_id_delivery_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_erasures_erased_at_idx" ON "account_erasures" USING btree ("erased_at");--> statement-breakpoint
CREATE INDEX "delivery_zone_areas_zone_idx" ON "delivery_zone_areas" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "delivery_zone_areas_pin_idx" ON "delivery_zone_areas" USING btree ("pin_from","pin_to");--> statement-breakpoint
CREATE INDEX "delivery_zone_areas_state_idx" ON "delivery_zone_areas" USING btree ("state");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_selling_price_within_mrp" CHECK ("products"."mrp_paise" is null or coalesce("products"."sale_price_paise", "products"."price_paise") <= "products"."mrp_paise");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_net_quantity_with_unit" CHECK (("products"."net_quantity" is null) = ("products"."net_quantity_unit" is null) and ("products"."net_quantity" is null or "products"."net_quantity" > 0));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_net_quantity_unit_known" CHECK ("products"."net_quantity_unit" in ('g','kg','ml','l','cm','m','pieces','pairs'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_maker_role_known" CHECK ("products"."maker_role" in ('manufacturer','packer','importer'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_best_before_range" CHECK ("products"."best_before_months" is null or "products"."best_before_months" between 1 and 120);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_not_negative" CHECK ("orders"."subtotal_paise" >= 0 and "orders"."tax_paise" >= 0 and "orders"."shipping_paise" >= 0 and "orders"."delivery_charge_paise" >= 0 and "orders"."total_paise" >= 0);