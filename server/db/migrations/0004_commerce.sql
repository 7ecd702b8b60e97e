CREATE TABLE "discounts" (
	"discount_id" serial PRIMARY KEY NOT NULL,
	"discount_code" text NOT NULL,
	"amount_hundredths" integer NOT NULL,
	"is_percent" boolean NOT NULL,
	"first_invoice_only" boolean DEFAULT false NOT NULL,
	"class_package_ids" jsonb,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "discounts_amount" CHECK ("discounts"."amount_hundredths" >= 0 and (not "discounts"."is_percent" or "discounts"."amount_hundredths" <= 10000)),
	CONSTRAINT "discounts_uses" CHECK ("discounts"."uses" >= 0 and ("discounts"."max_uses" is null or "discounts"."max_uses" >= 0))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"customer_id" integer NOT NULL,
	"key" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"invoice_id" serial PRIMARY KEY NOT NULL,
	"purchase_id" integer NOT NULL,
	"total_payment_cents" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_total" CHECK ("invoices"."total_payment_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"payment_method_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"instructions" text
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"purchase_id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"class_package_id" integer,
	"discount_id" integer,
	"title" text,
	"amount_cents" integer,
	"total_payment_cents" integer NOT NULL,
	"status" text NOT NULL,
	"class_amount" integer,
	"payment_method_id" integer,
	"subscription_id" text,
	"subscription_interval" integer,
	"subscription_period" text,
	"free_trial_length" integer,
	"expiration_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "purchases_total" CHECK ("purchases"."total_payment_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "class_packages" ADD COLUMN "package_id" integer;--> statement-breakpoint
ALTER TABLE "class_packages" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "class_packages" ADD COLUMN "short_description" text;--> statement-breakpoint
ALTER TABLE "class_packages" ADD COLUMN "image" jsonb;--> statement-breakpoint
ALTER TABLE "class_packages" ADD COLUMN "expiration_days" integer;--> statement-breakpoint
ALTER TABLE "class_packages" ADD COLUMN "is_trial" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "class_packages" ADD COLUMN "is_subscription" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "class_packages" ADD COLUMN "subscription_period" text;--> statement-breakpoint
ALTER TABLE "class_packages" ADD COLUMN "subscription_interval" integer;--> statement-breakpoint
ALTER TABLE "class_packages" ADD COLUMN "free_trial_length" integer;--> statement-breakpoint
ALTER TABLE "class_packages" ADD COLUMN "free_trial_period" text;--> statement-breakpoint
ALTER TABLE "class_packages" ADD COLUMN "limit_per_customer" integer;--> statement-breakpoint
ALTER TABLE "class_packages" ADD COLUMN "order" integer;--> statement-breakpoint
ALTER TABLE "class_packages" ADD COLUMN "allow_discount_over_sale_price" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "class_packages" ADD COLUMN "class_package_types" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "class_packages" ADD COLUMN "downloadable" jsonb;--> statement-breakpoint
ALTER TABLE "class_packages" ADD COLUMN "file_url" text;--> statement-breakpoint
ALTER TABLE "class_packages" ADD COLUMN "receipt_file" jsonb;--> statement-breakpoint
ALTER TABLE "class_packages" ADD COLUMN "on_home" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "class_packages" ADD COLUMN "online" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_purchase_id_purchases_purchase_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("purchase_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_class_package_id_class_packages_class_package_id_fk" FOREIGN KEY ("class_package_id") REFERENCES "public"."class_packages"("class_package_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_discount_id_discounts_discount_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("discount_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_payment_method_id_payment_methods_payment_method_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("payment_method_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discounts_code_unique" ON "discounts" USING btree (lower("discount_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_once" ON "idempotency_keys" USING btree ("customer_id","key");--> statement-breakpoint
CREATE INDEX "invoices_purchase" ON "invoices" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "purchases_customer" ON "purchases" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "purchases_package" ON "purchases" USING btree ("class_package_id");--> statement-breakpoint
ALTER TABLE "available_classes" ADD CONSTRAINT "available_classes_purchase_id_purchases_purchase_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("purchase_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_packages" ADD CONSTRAINT "class_packages_limit" CHECK ("class_packages"."limit_per_customer" is null or "class_packages"."limit_per_customer" >= 0);