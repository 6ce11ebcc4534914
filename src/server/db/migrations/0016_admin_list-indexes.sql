CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ledger_transactions_sales_idx" ON "ledger_transactions" USING btree ("currency","created_at","kind","creator_id","gross_amount","fee_amount");