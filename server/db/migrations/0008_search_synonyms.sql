CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"terms" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_two_terms_or_more" CHECK (cardinality("search_synonyms"."terms") >= 2)
);
--> statement-breakpoint
-- The words Indian parents use at home for what the catalogue names otherwise.
INSERT INTO "search_synonyms" ("terms") VALUES
  ('{diaper,diapers,nappy,nappies}'),
  ('{pacifier,pacifiers,soother,soothers,dummy,dummies}'),
  ('{stroller,strollers,pram,prams}'),
  ('{"sippy cup",sipper,sippers,"straw cup"}'),
  ('{"feeding bottle",feeder,feeders}'),
  ('{crib,cribs,cot,cots}'),
  ('{"baby wipes",babywipes}');
