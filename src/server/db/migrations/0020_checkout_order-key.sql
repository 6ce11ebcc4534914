ALTER TABLE "orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approve_url" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_buyer_key_unique" ON "orders" USING btree ("buyer_id","idempotency_key") WHERE "orders"."idempotency_key" is not null;