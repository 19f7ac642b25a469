CREATE TABLE "search_queries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"query" text NOT NULL,
	"results" integer NOT NULL,
	"corrected_query" text,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_queries_searched_at_idx" ON "search_queries" USING btree ("searched_at");