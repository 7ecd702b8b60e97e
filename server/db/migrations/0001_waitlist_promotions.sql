CREATE TABLE "waitlist_promotions" (
	"waitlist_promotion_id" serial PRIMARY KEY NOT NULL,
	"class_reservation_id" integer NOT NULL,
	"single_class_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "waitlist_promotions" ADD CONSTRAINT "waitlist_promotions_class_reservation_id_reservations_class_reservation_id_fk" FOREIGN KEY ("class_reservation_id") REFERENCES "public"."reservations"("class_reservation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_promotions" ADD CONSTRAINT "waitlist_promotions_single_class_id_single_classes_single_class_id_fk" FOREIGN KEY ("single_class_id") REFERENCES "public"."single_classes"("single_class_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_promotions" ADD CONSTRAINT "waitlist_promotions_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_promotions_customer" ON "waitlist_promotions" USING btree ("customer_id");