CREATE TABLE "paypal_plans" (
	"plan_key" text PRIMARY KEY NOT NULL,
	"plan_id" text NOT NULL,
	"class_package_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "paypal_plans" ADD CONSTRAINT "paypal_plans_class_package_id_class_packages_class_package_id_fk" FOREIGN KEY ("class_package_id") REFERENCES "public"."class_packages"("class_package_id") ON DELETE cascade ON UPDATE no action;