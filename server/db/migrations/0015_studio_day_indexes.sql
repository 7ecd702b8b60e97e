CREATE INDEX "invoices_failed" ON "invoices" USING btree ("created_at") WHERE "invoices"."status" = 'failed';--> statement-breakpoint
CREATE INDEX "purchases_created" ON "purchases" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "purchases_pending" ON "purchases" USING btree ("purchase_id") WHERE "purchases"."status" = 'pending';