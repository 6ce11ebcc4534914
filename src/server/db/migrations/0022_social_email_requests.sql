CREATE TABLE "social_email_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "social_email_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ask_hash" text NOT NULL,
	"proof_hash" text,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"name" text,
	"intent" text NOT NULL,
	"creator_role" integer,
	"locale" text NOT NULL,
	"email" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "social_email_requests_ask_unique" ON "social_email_requests" USING btree ("ask_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "social_email_requests_proof_unique" ON "social_email_requests" USING btree ("proof_hash");