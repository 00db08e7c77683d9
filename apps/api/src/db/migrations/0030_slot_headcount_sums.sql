DROP INDEX "slot_headcounts_zero_idx";--> statement-breakpoint
ALTER TABLE "slot_headcounts" ADD COLUMN "allergen_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "slot_headcounts" ADD COLUMN "dietary_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "slot_headcounts" ADD COLUMN "services" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "slot_headcounts_empty_idx" ON "slot_headcounts" USING btree ("market_id") WHERE "slot_headcounts"."services" = 0;