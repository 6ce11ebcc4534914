ALTER TABLE "playlists" ADD COLUMN "client_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "playlists_owner_client_key_unique" ON "playlists" USING btree ("owner_id","client_key");