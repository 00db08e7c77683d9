CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" uuid,
	"market_id" uuid,
	"service_line_id" uuid,
	"token_digest" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_fetched_at" timestamp (3) with time zone,
	CONSTRAINT "calendar_feeds_token_digest_unique" UNIQUE("token_digest"),
	CONSTRAINT "calendar_feeds_target_check" CHECK (("calendar_feeds"."account_id" is not null and "calendar_feeds"."market_id" is null and "calendar_feeds"."service_line_id" is null) or ("calendar_feeds"."account_id" is null and "calendar_feeds"."market_id" is not null and "calendar_feeds"."service_line_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_service_line_id_service_lines_id_fk" FOREIGN KEY ("service_line_id") REFERENCES "public"."service_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_user_account_key" ON "calendar_feeds" USING btree ("user_id","account_id") WHERE "calendar_feeds"."account_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_user_market_line_key" ON "calendar_feeds" USING btree ("user_id","market_id","service_line_id") WHERE "calendar_feeds"."market_id" is not null;--> statement-breakpoint
CREATE INDEX "calendar_feeds_account_id_idx" ON "calendar_feeds" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "calendar_feeds_market_line_idx" ON "calendar_feeds" USING btree ("market_id","service_line_id");