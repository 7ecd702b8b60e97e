-- The week's schedule is cached by its revisions (decision 054). Every change to what it shows
-- gives the rows it touched a new revision from the schedule_revision sequence, inside the same
-- transaction, so a reader that sees the change also sees the new revision.

-- A class row: any change to its own columns (the bump below sets the revision itself).
CREATE FUNCTION single_class_new_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.revision = OLD.revision THEN
    NEW.revision := nextval('schedule_revision');
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER single_classes_revision BEFORE UPDATE ON single_classes
  FOR EACH ROW EXECUTE FUNCTION single_class_new_revision();
--> statement-breakpoint

-- Its places, coaches and tags: once per statement for the classes it touched (a seed's bulk
-- insert bumps each class once, not once per row).
CREATE FUNCTION bump_class_revisions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE single_classes SET revision = nextval('schedule_revision')
      WHERE single_class_id IN (SELECT single_class_id FROM new_rows);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE single_classes SET revision = nextval('schedule_revision')
      WHERE single_class_id IN (SELECT single_class_id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reservations_revision_insert AFTER INSERT ON reservations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_class_revisions();
--> statement-breakpoint
CREATE TRIGGER reservations_revision_update AFTER UPDATE ON reservations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_class_revisions();
--> statement-breakpoint
CREATE TRIGGER reservations_revision_delete AFTER DELETE ON reservations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_class_revisions();
--> statement-breakpoint
CREATE TRIGGER single_class_instructors_revision_insert AFTER INSERT ON single_class_instructors
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_class_revisions();
--> statement-breakpoint
CREATE TRIGGER single_class_instructors_revision_update AFTER UPDATE ON single_class_instructors
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_class_revisions();
--> statement-breakpoint
CREATE TRIGGER single_class_instructors_revision_delete AFTER DELETE ON single_class_instructors
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_class_revisions();
--> statement-breakpoint
CREATE TRIGGER single_class_tags_revision_insert AFTER INSERT ON single_class_tags
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_class_revisions();
--> statement-breakpoint
CREATE TRIGGER single_class_tags_revision_update AFTER UPDATE ON single_class_tags
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_class_revisions();
--> statement-breakpoint
CREATE TRIGGER single_class_tags_revision_delete AFTER DELETE ON single_class_tags
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_class_revisions();
--> statement-breakpoint

-- What every class names: its type, location, coaches (with their photos) and tags. Rarely
-- changed (the back-office), so one row for all of them.
INSERT INTO schedule_catalogue (id) VALUES (1);
--> statement-breakpoint
CREATE FUNCTION bump_schedule_catalogue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE schedule_catalogue SET revision = nextval('schedule_revision') WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER class_types_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON class_types
  FOR EACH STATEMENT EXECUTE FUNCTION bump_schedule_catalogue();
--> statement-breakpoint
CREATE TRIGGER locations_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON locations
  FOR EACH STATEMENT EXECUTE FUNCTION bump_schedule_catalogue();
--> statement-breakpoint
CREATE TRIGGER instructors_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON instructors
  FOR EACH STATEMENT EXECUTE FUNCTION bump_schedule_catalogue();
--> statement-breakpoint
CREATE TRIGGER tags_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tags
  FOR EACH STATEMENT EXECUTE FUNCTION bump_schedule_catalogue();
--> statement-breakpoint
CREATE TRIGGER files_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON files
  FOR EACH STATEMENT EXECUTE FUNCTION bump_schedule_catalogue();
