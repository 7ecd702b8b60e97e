CREATE TABLE "closures" (
	"closure_id" serial PRIMARY KEY NOT NULL,
	"date" text NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "sent_mails" (
	"sent_mail_id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"event_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sent_mails" ADD CONSTRAINT "sent_mails_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closures_date" ON "closures" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "sent_mails_event_once" ON "sent_mails" USING btree ("event_key");