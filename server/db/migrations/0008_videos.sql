-- The library's name search is a substring match served by a trigram index (decision 063):
-- pg_trgm ships with PostgreSQL (a trusted extension since 13) and with PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "favorites" (
	"favorite_id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"video_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_completions" (
	"customer_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_completions_customer_id_video_id_pk" PRIMARY KEY("customer_id","video_id")
);
--> statement-breakpoint
CREATE TABLE "video_playbacks" (
	"video_playback_id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_progress" (
	"customer_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"position" double precision NOT NULL,
	"duration" double precision,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_progress_customer_id_video_id_pk" PRIMARY KEY("customer_id","video_id"),
	CONSTRAINT "video_progress_position" CHECK ("video_progress"."position" >= 0),
	CONSTRAINT "video_progress_duration" CHECK ("video_progress"."duration" is null or "video_progress"."duration" >= 0)
);
--> statement-breakpoint
CREATE TABLE "video_ratings" (
	"video_rating_id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"stars" integer,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_ratings_stars" CHECK ("video_ratings"."stars" is null or "video_ratings"."stars" between 1 and 5),
	CONSTRAINT "video_ratings_something" CHECK ("video_ratings"."stars" is not null or "video_ratings"."comment" is not null)
);
--> statement-breakpoint
CREATE TABLE "video_tags" (
	"video_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "video_tags_video_id_tag_id_pk" PRIMARY KEY("video_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "video_types" (
	"video_type_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"video_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"description" text,
	"url" text NOT NULL,
	"thumbnail" text,
	"captions" text,
	"duration" double precision,
	"video_type_id" integer,
	"class_type_id" integer,
	"class_category_id" integer,
	"program_id" integer,
	"instructor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "videos_duration" CHECK ("videos"."duration" is null or "videos"."duration" >= 0)
);
--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_video_id_videos_video_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("video_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_completions" ADD CONSTRAINT "video_completions_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_completions" ADD CONSTRAINT "video_completions_video_id_videos_video_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("video_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_playbacks" ADD CONSTRAINT "video_playbacks_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_playbacks" ADD CONSTRAINT "video_playbacks_video_id_videos_video_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("video_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_progress" ADD CONSTRAINT "video_progress_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_progress" ADD CONSTRAINT "video_progress_video_id_videos_video_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("video_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_ratings" ADD CONSTRAINT "video_ratings_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_ratings" ADD CONSTRAINT "video_ratings_video_id_videos_video_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("video_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_tags" ADD CONSTRAINT "video_tags_video_id_videos_video_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("video_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_tags" ADD CONSTRAINT "video_tags_tag_id_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("tag_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_video_type_id_video_types_video_type_id_fk" FOREIGN KEY ("video_type_id") REFERENCES "public"."video_types"("video_type_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_class_type_id_class_types_class_type_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("class_type_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_class_category_id_class_categories_class_category_id_fk" FOREIGN KEY ("class_category_id") REFERENCES "public"."class_categories"("class_category_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_program_id_programs_program_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("program_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_instructor_id_instructors_instructor_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("instructor_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_once" ON "favorites" USING btree ("customer_id","video_id");--> statement-breakpoint
CREATE INDEX "video_playbacks_watcher" ON "video_playbacks" USING btree ("video_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "video_ratings_once" ON "video_ratings" USING btree ("customer_id","video_id");--> statement-breakpoint
CREATE INDEX "video_tags_tag" ON "video_tags" USING btree ("tag_id","video_id");--> statement-breakpoint
CREATE INDEX "videos_search_name" ON "videos" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "videos_newest" ON "videos" USING btree ("created_at" DESC NULLS LAST,"video_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "videos_video_type" ON "videos" USING btree ("video_type_id");--> statement-breakpoint
CREATE INDEX "videos_class_type" ON "videos" USING btree ("class_type_id");--> statement-breakpoint
CREATE INDEX "videos_class_category" ON "videos" USING btree ("class_category_id");--> statement-breakpoint
CREATE INDEX "videos_program" ON "videos" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "videos_instructor" ON "videos" USING btree ("instructor_id");--> statement-breakpoint
CREATE INDEX "videos_duration_minutes" ON "videos" USING btree ("duration");