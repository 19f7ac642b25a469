CREATE TABLE "newsletter_pending_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_known";--> statement-breakpoint
ALTER TABLE "newsletter_pending_subscribers" ADD CONSTRAINT "newsletter_pending_subscribers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_pending_email_lower_key" ON "newsletter_pending_subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "newsletter_pending_mailed_idx" ON "newsletter_pending_subscribers" USING btree ("mailed_at");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_known" CHECK ("mail_outbox"."kind" in ('order_placed','order_shipped','order_delivered','order_cancelled','refund_issued','new_order','welcome','verify_email','password_reset','password_changed','email_changed','signup_attempted','newsletter_confirm'));