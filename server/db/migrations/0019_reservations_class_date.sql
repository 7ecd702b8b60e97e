-- Mis Reservaciones sorted a customer's reservations by their classes' dates through a join that
-- hashed every class ever held (15 to 70 ms a page at 15,000 classes). Each reservation now carries
-- its class's date, kept by the database itself: copied when the reservation is made and again
-- whenever staff move the class, so no writer (the server, the seed, a bulk load) can forget it.
ALTER TABLE "reservations" ADD COLUMN "class_date" text;--> statement-breakpoint
UPDATE "reservations" r SET "class_date" = c."class_date"
  FROM "single_classes" c WHERE c."single_class_id" = r."single_class_id";--> statement-breakpoint
CREATE FUNCTION reservation_class_date() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.class_date := (SELECT class_date FROM single_classes WHERE single_class_id = NEW.single_class_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER reservations_class_date BEFORE INSERT OR UPDATE OF single_class_id, class_date ON reservations
  FOR EACH ROW EXECUTE FUNCTION reservation_class_date();
--> statement-breakpoint
CREATE FUNCTION class_date_to_reservations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE reservations SET class_date = NEW.class_date WHERE single_class_id = NEW.single_class_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER single_classes_date_to_reservations AFTER UPDATE OF class_date ON single_classes
  FOR EACH ROW WHEN (OLD.class_date IS DISTINCT FROM NEW.class_date)
  EXECUTE FUNCTION class_date_to_reservations();
--> statement-breakpoint
DROP INDEX "reservations_customer";--> statement-breakpoint
CREATE INDEX "reservations_customer_by_date" ON "reservations" USING btree ("customer_id","class_date" DESC NULLS LAST,"class_reservation_id");
