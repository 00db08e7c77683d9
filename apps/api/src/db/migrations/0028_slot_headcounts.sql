CREATE TABLE "slot_headcounts" (
	"market_id" uuid NOT NULL,
	"service_line_id" uuid NOT NULL,
	"date" date NOT NULL,
	"eaters" integer NOT NULL,
	CONSTRAINT "slot_headcounts_market_id_date_service_line_id_pk" PRIMARY KEY("market_id","date","service_line_id")
);
--> statement-breakpoint
CREATE INDEX "slot_headcounts_zero_idx" ON "slot_headcounts" USING btree ("market_id") WHERE "slot_headcounts"."eaters" = 0;