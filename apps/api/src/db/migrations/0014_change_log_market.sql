ALTER TABLE "change_log" ADD COLUMN "market_id" uuid;--> statement-breakpoint
CREATE INDEX "change_log_market_at_idx" ON "change_log" USING btree ("market_id","at" DESC NULLS LAST);--> statement-breakpoint
-- The market of earlier changes, where their account tells it.
UPDATE "change_log" SET "market_id" = "accounts"."market_id" FROM "accounts" WHERE "accounts"."id" = "change_log"."account_id";
