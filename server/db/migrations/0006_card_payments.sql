CREATE TABLE "conekta_customers" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"conekta_customer_id" text NOT NULL,
	CONSTRAINT "conekta_customers_conekta_customer_id_unique" UNIQUE("conekta_customer_id")
);
--> statement-breakpoint
CREATE TABLE "provider_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"payment_source_id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"conekta_payment_source_id" text NOT NULL,
	"card_type" text NOT NULL,
	"last_digits" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "conekta_customers" ADD CONSTRAINT "conekta_customers_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_cards_customer" ON "saved_cards" USING btree ("customer_id");