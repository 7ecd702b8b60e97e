CREATE TABLE "announcements" (
	"announcement_id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text
);
--> statement-breakpoint
CREATE TABLE "audit_entries" (
	"audit_id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"actor" jsonb NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL,
	"reverted_by" integer,
	"reverts" integer
);
--> statement-breakpoint
CREATE INDEX "audit_entries_changes" ON "audit_entries" USING gin ("changes" jsonb_path_ops);