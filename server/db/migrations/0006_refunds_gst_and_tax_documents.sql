CREATE TABLE "refund_lines" (
	"refund_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "refund_lines_refund_id_order_line_id_pk" PRIMARY KEY("refund_id","order_line_id"),
	CONSTRAINT "refund_lines_quantity_positive" CHECK ("refund_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"method" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text NOT NULL,
	"reference" text,
	"idempotency_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"gateway_refund_id" text,
	"restocked" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "refunds_gateway_refund_id_unique" UNIQUE("gateway_refund_id"),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_paise" > 0),
	CONSTRAINT "refunds_method_known" CHECK ("refunds"."method" in ('razorpay','bank_transfer','upi')),
	CONSTRAINT "refunds_state_known" CHECK ("refunds"."state" in ('pending','processed','failed'))
);
--> statement-breakpoint
CREATE TABLE "tax_document_counters" (
	"kind" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_sequence" integer NOT NULL,
	CONSTRAINT "tax_document_counters_kind_financial_year_pk" PRIMARY KEY("kind","financial_year"),
	CONSTRAINT "tax_document_counters_kind_known" CHECK ("tax_document_counters"."kind" in ('invoice','credit_note'))
);
--> statement-breakpoint
CREATE TABLE "tax_document_lines" (
	"document_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"description" text NOT NULL,
	"hsn_code" text,
	"quantity" integer NOT NULL,
	"unit_price_paise" bigint NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"gst_rate" smallint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	"is_shipping" boolean DEFAULT false NOT NULL,
	CONSTRAINT "tax_document_lines_document_id_position_pk" PRIMARY KEY("document_id","position"),
	CONSTRAINT "tax_document_lines_gst_rate_known" CHECK ("tax_document_lines"."gst_rate" in (0,5,18,40))
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"refund_id" uuid,
	"invoice_id" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"place_of_supply" text NOT NULL,
	"place_of_supply_code" text NOT NULL,
	"inter_state" boolean NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"content" jsonb NOT NULL,
	CONSTRAINT "tax_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "tax_documents_refund_id_unique" UNIQUE("refund_id"),
	CONSTRAINT "tax_documents_kind_known" CHECK ("tax_documents"."kind" in ('invoice','credit_note')),
	CONSTRAINT "tax_documents_number_length" CHECK (char_length("tax_documents"."number") <= 16)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_known";--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "gst_rate" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate" smallint;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "taxable_paise" bigint;--> statement-breakpoint
UPDATE "order_lines" SET "taxable_paise" = "line_total_paise";--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "taxable_paise" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "gst_rate" smallint DEFAULT 18 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "refunded_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prices_include_gst" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_document_lines" ADD CONSTRAINT "tax_document_lines_document_id_tax_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."tax_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_invoice_id_tax_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_lines_line_idx" ON "refund_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_due_idx" ON "refunds" USING btree ("next_attempt_at") WHERE "refunds"."state" = 'pending' and "refunds"."gateway_refund_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_series_key" ON "tax_documents" USING btree ("kind","financial_year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_one_invoice_per_order" ON "tax_documents" USING btree ("order_id") WHERE "tax_documents"."kind" = 'invoice';--> statement-breakpoint
CREATE INDEX "tax_documents_issued_idx" ON "tax_documents" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "tax_documents_order_idx" ON "tax_documents" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_gst_rate_known" CHECK ("categories"."gst_rate" is null or "categories"."gst_rate" in (0,5,18,40));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gst_rate_known" CHECK ("products"."gst_rate" is null or "products"."gst_rate" in (0,5,18,40));--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_refunded_quantity_range" CHECK ("order_lines"."refunded_quantity" >= 0 and "order_lines"."refunded_quantity" <= "order_lines"."quantity");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_gst_rate_known" CHECK ("order_lines"."gst_rate" in (0,5,18,40));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunds_within_total" CHECK ("orders"."refunded_paise" >= 0 and "orders"."refunded_paise" <= "orders"."total_paise");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_known" CHECK ("orders"."payment_status" in ('pending','paid','failed','partially_refunded','refunded'));