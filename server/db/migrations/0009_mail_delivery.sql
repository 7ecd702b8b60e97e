ALTER TABLE "sent_mails" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sent_mails" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sent_mails" ADD COLUMN "last_error" text;--> statement-breakpoint
CREATE INDEX "sent_mails_undelivered" ON "sent_mails" USING btree ("sent_mail_id") WHERE "sent_mails"."delivered_at" is null and "sent_mails"."attempts" < 5;