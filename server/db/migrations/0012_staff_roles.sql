ALTER TABLE "users" DROP CONSTRAINT "users_role";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "coach_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_coach_id_instructors_instructor_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."instructors"("instructor_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_role_staff" ON "users" USING btree ("role") WHERE "users"."role" <> 'customer';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role" CHECK ("users"."role" in ('customer', 'admin', 'front_desk', 'coach'));