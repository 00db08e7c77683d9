CREATE TABLE "scheduled_add_ons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"market_id" uuid NOT NULL,
	"service_line_id" uuid NOT NULL,
	"add_on_type_id" uuid NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_add_ons_slot_key" UNIQUE("market_id","date","service_line_id","add_on_type_id")
);
--> statement-breakpoint
ALTER TABLE "scheduled_elements" ALTER COLUMN "scheduled_menu_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_elements" ADD COLUMN "scheduled_add_on_id" uuid;--> statement-breakpoint
ALTER TABLE "scheduled_elements" ADD COLUMN "add_on_slot_id" uuid;--> statement-breakpoint
ALTER TABLE "scheduled_add_ons" ADD CONSTRAINT "scheduled_add_ons_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_add_ons" ADD CONSTRAINT "scheduled_add_ons_service_line_id_service_lines_id_fk" FOREIGN KEY ("service_line_id") REFERENCES "public"."service_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_add_ons" ADD CONSTRAINT "scheduled_add_ons_add_on_type_id_add_on_types_id_fk" FOREIGN KEY ("add_on_type_id") REFERENCES "public"."add_on_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_elements" ADD CONSTRAINT "scheduled_elements_scheduled_add_on_id_scheduled_add_ons_id_fk" FOREIGN KEY ("scheduled_add_on_id") REFERENCES "public"."scheduled_add_ons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_elements" ADD CONSTRAINT "scheduled_elements_add_on_slot_id_add_on_slots_id_fk" FOREIGN KEY ("add_on_slot_id") REFERENCES "public"."add_on_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scheduled_elements_add_on_slot_id_idx" ON "scheduled_elements" USING btree ("add_on_slot_id");--> statement-breakpoint
ALTER TABLE "scheduled_elements" ADD CONSTRAINT "scheduled_elements_add_on_slot_key" UNIQUE("scheduled_add_on_id","add_on_slot_id");--> statement-breakpoint
ALTER TABLE "scheduled_elements" ADD CONSTRAINT "scheduled_elements_parent_check" CHECK (("scheduled_elements"."scheduled_menu_id" is null) <> ("scheduled_elements"."scheduled_add_on_id" is null));--> statement-breakpoint
ALTER TABLE "scheduled_elements" ADD CONSTRAINT "scheduled_elements_add_on_slot_check" CHECK (("scheduled_elements"."add_on_slot_id" is null) = ("scheduled_elements"."scheduled_add_on_id" is null));