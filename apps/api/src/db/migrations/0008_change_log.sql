CREATE TABLE "change_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"actor_user_id" uuid,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid,
	"account_id" uuid,
	"summary" text NOT NULL,
	"change" jsonb,
	"status" integer NOT NULL,
	"request_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "change_log" ADD CONSTRAINT "change_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_log_at_idx" ON "change_log" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "change_log_account_at_idx" ON "change_log" USING btree ("account_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "change_log_actor_at_idx" ON "change_log" USING btree ("actor_user_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "change_log_entity_idx" ON "change_log" USING btree ("entity_type","entity_id");