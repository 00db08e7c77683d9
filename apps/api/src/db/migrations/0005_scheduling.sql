CREATE TABLE "scheduled_element_allergens" (
	"scheduled_element_id" uuid NOT NULL,
	"allergen_id" uuid NOT NULL,
	CONSTRAINT "scheduled_element_allergens_scheduled_element_id_allergen_id_pk" PRIMARY KEY("scheduled_element_id","allergen_id")
);
--> statement-breakpoint
CREATE TABLE "scheduled_element_portion_modifiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scheduled_element_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"value" numeric(6, 3) NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_element_portion_modifiers_key" UNIQUE("scheduled_element_id","account_id"),
	CONSTRAINT "scheduled_element_portion_modifiers_value_check" CHECK ("scheduled_element_portion_modifiers"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "scheduled_elements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scheduled_menu_id" uuid NOT NULL,
	"original_element_id" uuid,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"host_flow_order" integer,
	"name" text NOT NULL,
	"label_name" text,
	"menu_element_class_id" uuid,
	"element_type_id" uuid,
	"is_alternate" boolean DEFAULT false NOT NULL,
	"ingredients" text DEFAULT '' NOT NULL,
	"method" text DEFAULT '' NOT NULL,
	"container_type_id" uuid,
	"portion_unit_id" uuid,
	"portion_per_person" numeric(10, 3),
	"portion_per_container" numeric(10, 3),
	"serving_temp" text,
	"alternative" jsonb,
	"directionals" text DEFAULT '' NOT NULL,
	"serving_utensil_id" uuid,
	"serving_vessel_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_elements_serving_temp_check" CHECK ("scheduled_elements"."serving_temp" in ('HOT', 'COLD', 'AMBIENT')),
	CONSTRAINT "scheduled_elements_portion_check" CHECK (("scheduled_elements"."portion_per_person" is null or "scheduled_elements"."portion_per_person" >= 0) and ("scheduled_elements"."portion_per_container" is null or "scheduled_elements"."portion_per_container" > 0)),
	CONSTRAINT "scheduled_elements_alternative_check" CHECK ("scheduled_elements"."alternative" is null or jsonb_typeof("scheduled_elements"."alternative") = 'object')
);
--> statement-breakpoint
CREATE TABLE "scheduled_menus" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"market_id" uuid NOT NULL,
	"service_line_id" uuid NOT NULL,
	"date" date NOT NULL,
	"original_menu_id" uuid,
	"name" text NOT NULL,
	"menu_element_class_id" uuid NOT NULL,
	"brand_id" uuid,
	"cuisine_type_id" uuid,
	"description" text DEFAULT '' NOT NULL,
	"is_description_automated" boolean DEFAULT true NOT NULL,
	"butcher_paper_notes" text DEFAULT '' NOT NULL,
	"client_notes" text DEFAULT '' NOT NULL,
	"talking_points" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_menus_slot_key" UNIQUE("market_id","date","service_line_id")
);
--> statement-breakpoint
ALTER TABLE "scheduled_element_allergens" ADD CONSTRAINT "scheduled_element_allergens_scheduled_element_id_scheduled_elements_id_fk" FOREIGN KEY ("scheduled_element_id") REFERENCES "public"."scheduled_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_element_allergens" ADD CONSTRAINT "scheduled_element_allergens_allergen_id_allergens_id_fk" FOREIGN KEY ("allergen_id") REFERENCES "public"."allergens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_element_portion_modifiers" ADD CONSTRAINT "scheduled_element_portion_modifiers_scheduled_element_id_scheduled_elements_id_fk" FOREIGN KEY ("scheduled_element_id") REFERENCES "public"."scheduled_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_element_portion_modifiers" ADD CONSTRAINT "scheduled_element_portion_modifiers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_elements" ADD CONSTRAINT "scheduled_elements_scheduled_menu_id_scheduled_menus_id_fk" FOREIGN KEY ("scheduled_menu_id") REFERENCES "public"."scheduled_menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_elements" ADD CONSTRAINT "scheduled_elements_original_element_id_elements_id_fk" FOREIGN KEY ("original_element_id") REFERENCES "public"."elements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_elements" ADD CONSTRAINT "scheduled_elements_menu_element_class_id_menu_element_classes_id_fk" FOREIGN KEY ("menu_element_class_id") REFERENCES "public"."menu_element_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_elements" ADD CONSTRAINT "scheduled_elements_element_type_id_element_types_id_fk" FOREIGN KEY ("element_type_id") REFERENCES "public"."element_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_elements" ADD CONSTRAINT "scheduled_elements_container_type_id_container_types_id_fk" FOREIGN KEY ("container_type_id") REFERENCES "public"."container_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_elements" ADD CONSTRAINT "scheduled_elements_portion_unit_id_portion_units_id_fk" FOREIGN KEY ("portion_unit_id") REFERENCES "public"."portion_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_elements" ADD CONSTRAINT "scheduled_elements_serving_utensil_id_serving_utensils_id_fk" FOREIGN KEY ("serving_utensil_id") REFERENCES "public"."serving_utensils"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_elements" ADD CONSTRAINT "scheduled_elements_serving_vessel_id_serving_vessels_id_fk" FOREIGN KEY ("serving_vessel_id") REFERENCES "public"."serving_vessels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_menus" ADD CONSTRAINT "scheduled_menus_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_menus" ADD CONSTRAINT "scheduled_menus_service_line_id_service_lines_id_fk" FOREIGN KEY ("service_line_id") REFERENCES "public"."service_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_menus" ADD CONSTRAINT "scheduled_menus_original_menu_id_menus_id_fk" FOREIGN KEY ("original_menu_id") REFERENCES "public"."menus"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_menus" ADD CONSTRAINT "scheduled_menus_menu_element_class_id_menu_element_classes_id_fk" FOREIGN KEY ("menu_element_class_id") REFERENCES "public"."menu_element_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_menus" ADD CONSTRAINT "scheduled_menus_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_menus" ADD CONSTRAINT "scheduled_menus_cuisine_type_id_cuisine_types_id_fk" FOREIGN KEY ("cuisine_type_id") REFERENCES "public"."cuisine_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scheduled_element_portion_modifiers_account_idx" ON "scheduled_element_portion_modifiers" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "scheduled_elements_menu_order_idx" ON "scheduled_elements" USING btree ("scheduled_menu_id","sort_order");--> statement-breakpoint
CREATE INDEX "scheduled_elements_original_element_id_idx" ON "scheduled_elements" USING btree ("original_element_id");--> statement-breakpoint
CREATE INDEX "scheduled_menus_original_menu_id_idx" ON "scheduled_menus" USING btree ("original_menu_id");