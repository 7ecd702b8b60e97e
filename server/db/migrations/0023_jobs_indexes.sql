DROP INDEX "purchases_saved_card_subscriptions";--> statement-breakpoint
CREATE INDEX "idempotency_keys_created" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "provider_events_received" ON "provider_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "purchases_active_subscriptions" ON "purchases" USING btree ("provider","purchase_id") WHERE "purchases"."status" = 'active' and "purchases"."subscription_id" is not null;--> statement-breakpoint
CREATE INDEX "sent_mails_delivered" ON "sent_mails" USING btree ("delivered_at") WHERE "sent_mails"."delivered_at" is not null;