ALTER TABLE "host_surveys" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "host_surveys" ADD COLUMN "draft_edited_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "host_surveys" ADD COLUMN "draft_user_id" uuid;--> statement-breakpoint
ALTER TABLE "host_surveys" ADD COLUMN "submit_key" text;--> statement-breakpoint
ALTER TABLE "host_surveys" ADD CONSTRAINT "host_surveys_draft_user_id_users_id_fk" FOREIGN KEY ("draft_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;