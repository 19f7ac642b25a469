ALTER TABLE "reviews" ADD COLUMN "verified_purchase" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Reviews written before the column: verified when their author has a delivered order that held the product.
UPDATE "reviews" SET "verified_purchase" = true WHERE EXISTS (
	SELECT 1 FROM "orders" INNER JOIN "order_lines" ON "order_lines"."order_id" = "orders"."id"
	WHERE "orders"."user_id" = "reviews"."user_id" AND "orders"."status" = 'delivered' AND "order_lines"."product_id" = "reviews"."product_id"
);
