CREATE TABLE "attempt_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "login_attempts" CASCADE;--> statement-breakpoint
CREATE INDEX "attempt_counters_expires_idx" ON "attempt_counters" USING btree ("expires_at");--> statement-breakpoint
UPDATE "users" SET "avatar_url" = NULL WHERE "avatar_url" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "media_assets" a WHERE a."owner_id" = "users"."id" AND a."kind" = 'image' AND '/media/' || a."storage_key" = "users"."avatar_url");
