CREATE INDEX "operator_audit_action_idx" ON "operator_audit" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payments_amount_idx" ON "payments" USING btree ("amount_cents","id");--> statement-breakpoint
CREATE INDEX "users_country_idx" ON "users" USING btree ("country","id");