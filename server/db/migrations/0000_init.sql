CREATE TABLE "accepted_pages" (
	"accepted_page_id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"address_id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"street" text,
	"number" text,
	"interior_number" text,
	"neighborhood" text,
	"city" text,
	"state" text,
	"country" text,
	"zip_code" text,
	CONSTRAINT "addresses_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
CREATE TABLE "app_config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text
);
--> statement-breakpoint
CREATE TABLE "available_classes" (
	"available_class_id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"class_type_id" integer,
	"class_types" text,
	"allowed_times" text,
	"purchase_id" integer,
	"available_classes" integer NOT NULL,
	"expiration_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "available_classes_count" CHECK ("available_classes"."available_classes" >= -1)
);
--> statement-breakpoint
CREATE TABLE "class_categories" (
	"class_category_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"handle" text,
	"description" text,
	"available" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_packages" (
	"class_package_id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"price_cents" integer NOT NULL,
	"sale_price_cents" integer,
	"class_amount" integer NOT NULL,
	"is_special_event" boolean DEFAULT false NOT NULL,
	CONSTRAINT "class_packages_price" CHECK ("class_packages"."price_cents" >= 0),
	CONSTRAINT "class_packages_sale_price" CHECK ("class_packages"."sale_price_cents" is null or "class_packages"."sale_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "class_types" (
	"class_type_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"icon" text,
	"image" jsonb,
	"spot_map" text
);
--> statement-breakpoint
CREATE TABLE "custom_fields" (
	"custom_field_id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"label" text,
	"type" text NOT NULL,
	"object" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"options" jsonb
);
--> statement-breakpoint
CREATE TABLE "custom_spot_maps" (
	"custom_spot_map_id" serial PRIMARY KEY NOT NULL,
	"rows" integer NOT NULL,
	"columns" integer NOT NULL,
	"spots" text NOT NULL,
	"class_type_id" integer,
	"class_types" text
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"customer_id" serial PRIMARY KEY NOT NULL,
	"uid" text,
	"name" text NOT NULL,
	"last_name" text,
	"email" text NOT NULL,
	"phone" text,
	"instagram" text,
	"birthdate" text,
	"signup_reason" text,
	"other" text,
	"account" text,
	"file_id" integer,
	"has_unlimited" boolean DEFAULT false NOT NULL,
	"unlimited_membership_expiration" timestamp with time zone,
	CONSTRAINT "customers_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"file_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text,
	"src" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"form_id" serial PRIMARY KEY NOT NULL,
	"name" text,
	"form_fields" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instructors" (
	"instructor_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"last_name" text,
	"nick_name" text,
	"quote" text,
	"short_bio" text,
	"instagram" text,
	"birthdate" text,
	"music_type" text,
	"file_id" integer
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"location_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"page_id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"content" text,
	"required" boolean DEFAULT false NOT NULL,
	"required_signup" boolean DEFAULT false NOT NULL,
	CONSTRAINT "pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "penalties" (
	"penalty_id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"class_reservation_id" serial PRIMARY KEY NOT NULL,
	"single_class_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"available_class_id" integer,
	"deleted_at" timestamp with time zone,
	"is_cash" boolean DEFAULT false NOT NULL,
	"is_paid" boolean DEFAULT true NOT NULL,
	"attend" boolean,
	"spot" jsonb,
	"guest" text,
	"class_stars" integer,
	"coach_stars" integer,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "single_class_instructors" (
	"single_class_id" integer NOT NULL,
	"instructor_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "single_class_instructors_single_class_id_instructor_id_pk" PRIMARY KEY("single_class_id","instructor_id")
);
--> statement-breakpoint
CREATE TABLE "single_class_tags" (
	"single_class_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "single_class_tags_single_class_id_tag_id_pk" PRIMARY KEY("single_class_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "single_classes" (
	"single_class_id" serial PRIMARY KEY NOT NULL,
	"class_date" text NOT NULL,
	"description" text,
	"capacity" integer,
	"location_id" integer NOT NULL,
	"class_type_id" integer NOT NULL,
	"class_package_id" integer,
	"class_category_id" integer,
	"icon" text,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "single_classes_capacity" CHECK ("single_classes"."capacity" is null or "single_classes"."capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"tag_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"color" text,
	"type" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"uid" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"role" text DEFAULT 'customer' NOT NULL,
	"customer_id" integer,
	CONSTRAINT "users_customer_id_unique" UNIQUE("customer_id"),
	CONSTRAINT "users_role" CHECK ("users"."role" in ('customer', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "waitlists" (
	"waitlist_id" serial PRIMARY KEY NOT NULL,
	"single_class_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accepted_pages" ADD CONSTRAINT "accepted_pages_page_id_pages_page_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("page_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accepted_pages" ADD CONSTRAINT "accepted_pages_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "available_classes" ADD CONSTRAINT "available_classes_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "available_classes" ADD CONSTRAINT "available_classes_class_type_id_class_types_class_type_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("class_type_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_spot_maps" ADD CONSTRAINT "custom_spot_maps_class_type_id_class_types_class_type_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("class_type_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_file_id_files_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("file_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructors" ADD CONSTRAINT "instructors_file_id_files_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("file_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penalties" ADD CONSTRAINT "penalties_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_single_class_id_single_classes_single_class_id_fk" FOREIGN KEY ("single_class_id") REFERENCES "public"."single_classes"("single_class_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_available_class_id_available_classes_available_class_id_fk" FOREIGN KEY ("available_class_id") REFERENCES "public"."available_classes"("available_class_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "single_class_instructors" ADD CONSTRAINT "single_class_instructors_single_class_id_single_classes_single_class_id_fk" FOREIGN KEY ("single_class_id") REFERENCES "public"."single_classes"("single_class_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "single_class_instructors" ADD CONSTRAINT "single_class_instructors_instructor_id_instructors_instructor_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("instructor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "single_class_tags" ADD CONSTRAINT "single_class_tags_single_class_id_single_classes_single_class_id_fk" FOREIGN KEY ("single_class_id") REFERENCES "public"."single_classes"("single_class_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "single_class_tags" ADD CONSTRAINT "single_class_tags_tag_id_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("tag_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "single_classes" ADD CONSTRAINT "single_classes_location_id_locations_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("location_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "single_classes" ADD CONSTRAINT "single_classes_class_type_id_class_types_class_type_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("class_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "single_classes" ADD CONSTRAINT "single_classes_class_package_id_class_packages_class_package_id_fk" FOREIGN KEY ("class_package_id") REFERENCES "public"."class_packages"("class_package_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "single_classes" ADD CONSTRAINT "single_classes_class_category_id_class_categories_class_category_id_fk" FOREIGN KEY ("class_category_id") REFERENCES "public"."class_categories"("class_category_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlists" ADD CONSTRAINT "waitlists_single_class_id_single_classes_single_class_id_fk" FOREIGN KEY ("single_class_id") REFERENCES "public"."single_classes"("single_class_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlists" ADD CONSTRAINT "waitlists_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accepted_pages_once" ON "accepted_pages" USING btree ("customer_id","page_id");--> statement-breakpoint
CREATE INDEX "available_classes_customer" ON "available_classes" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_fields_key_per_object" ON "custom_fields" USING btree ("object","key");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_phone_unique" ON "customers" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_unique" ON "customers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "penalties_customer" ON "penalties" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_one_active_per_customer" ON "reservations" USING btree ("single_class_id","customer_id") WHERE "reservations"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_one_per_spot" ON "reservations" USING btree ("single_class_id","spot") WHERE "reservations"."deleted_at" is null and "reservations"."spot" is not null;--> statement-breakpoint
CREATE INDEX "reservations_customer" ON "reservations" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "single_class_instructors_instructor" ON "single_class_instructors" USING btree ("instructor_id");--> statement-breakpoint
CREATE INDEX "single_classes_date" ON "single_classes" USING btree ("class_date");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlists_once" ON "waitlists" USING btree ("single_class_id","customer_id");