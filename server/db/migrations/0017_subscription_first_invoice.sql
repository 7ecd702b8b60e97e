CREATE TABLE "stripe_coupons" (
	"coupon_key" text PRIMARY KEY NOT NULL,
	"coupon_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "renewal_payment_cents" integer;