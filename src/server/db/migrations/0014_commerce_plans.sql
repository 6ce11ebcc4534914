CREATE TABLE "provider_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"community_id" integer NOT NULL,
	"price_amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"plan_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_plans" ADD CONSTRAINT "provider_plans_community_id_content_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_plans_unique" ON "provider_plans" USING btree ("provider","community_id","price_amount","currency");