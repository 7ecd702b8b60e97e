CREATE SEQUENCE "public"."schedule_revision" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "schedule_catalogue" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"revision" bigint DEFAULT nextval('schedule_revision') NOT NULL,
	CONSTRAINT "schedule_catalogue_one_row" CHECK ("schedule_catalogue"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "single_classes" ADD COLUMN "revision" bigint DEFAULT nextval('schedule_revision') NOT NULL;