-- stock_held becomes a boolean. Its old default (1) cannot be cast to boolean by itself: drop it, convert
-- the rows (1 holds stock, 0 gave it back), then set the new default.
ALTER TABLE "orders" ALTER COLUMN "stock_held" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "stock_held" SET DATA TYPE boolean USING "stock_held" <> 0;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "stock_held" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_from_status_known" CHECK ("order_status_changes"."from_status" in ('pending','confirmed','shipped','delivered','cancelled'));--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_to_status_known" CHECK ("order_status_changes"."to_status" in ('pending','confirmed','shipped','delivered','cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_known" CHECK ("orders"."payment_method" in ('cod','razorpay'));
