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
CREATE TABLE "programs" (
	"program_id" serial PRIMARY KEY NOT NULL,
	"name" text,
	"description" text,
	"file_id" integer
);
--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_file_id_files_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("file_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entries_changes" ON "audit_entries" USING gin ("changes" jsonb_path_ops);