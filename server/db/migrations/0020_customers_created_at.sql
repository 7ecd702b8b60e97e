-- The customers report (decision 078) counts who signed up in a range: customers get their
-- signup instant. Existing rows take the day the column arrives (the default), new ones the
-- server's clock; the index serves the report's range of signups.
ALTER TABLE "customers" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "customers_created_at" ON "customers" USING btree ("created_at");