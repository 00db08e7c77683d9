CREATE TABLE "element_allergens" (
	"element_id" uuid NOT NULL,
	"allergen_id" uuid NOT NULL,
	CONSTRAINT "element_allergens_element_id_allergen_id_pk" PRIMARY KEY("element_id","allergen_id")
);
--> statement-breakpoint
CREATE TABLE "element_ingredients" (
	"element_id" uuid NOT NULL,
	"ingredient_id" uuid NOT NULL,
	"amount" numeric(10, 3),
	"portion_unit_id" uuid,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "element_ingredients_element_id_ingredient_id_pk" PRIMARY KEY("element_id","ingredient_id")
);
--> statement-breakpoint
CREATE TABLE "ingredient_allergens" (
	"ingredient_id" uuid NOT NULL,
	"allergen_id" uuid NOT NULL,
	CONSTRAINT "ingredient_allergens_ingredient_id_allergen_id_pk" PRIMARY KEY("ingredient_id","allergen_id")
);
--> statement-breakpoint
CREATE TABLE "ingredient_vendors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ingredient_id" uuid NOT NULL,
	"preference" smallint NOT NULL,
	"vendor_id" uuid NOT NULL,
	"product_id" text,
	"units_per_case" numeric(10, 3),
	"cost_per_case" numeric(10, 2),
	"exp_days" integer,
	"lead_time" integer,
	CONSTRAINT "ingredient_vendors_preference_key" UNIQUE("ingredient_id","preference"),
	CONSTRAINT "ingredient_vendors_preference_check" CHECK ("ingredient_vendors"."preference" between 1 and 3),
	CONSTRAINT "ingredient_vendors_units_check" CHECK ("ingredient_vendors"."units_per_case" is null or "ingredient_vendors"."units_per_case" > 0),
	CONSTRAINT "ingredient_vendors_cost_check" CHECK ("ingredient_vendors"."cost_per_case" is null or "ingredient_vendors"."cost_per_case" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ingredients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'Fat' NOT NULL,
	"protein_type" text,
	"portion_unit_id" uuid NOT NULL,
	"no_allergens" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ingredients_type_check" CHECK ("ingredients"."type" in ('Fat', 'Fruit', 'Dairy', 'Grain', 'Other', 'Protein', 'Seasoning/Spice', 'Starch', 'Vegetable')),
	CONSTRAINT "ingredients_protein_type_check" CHECK ("ingredients"."protein_type" in ('Bean', 'Dairy', 'Egg', 'Nut', 'Poultry', 'Red Meat', 'Seafood')),
	CONSTRAINT "ingredients_protein_type_only_for_protein" CHECK (("ingredients"."type" = 'Protein') = ("ingredients"."protein_type" is not null))
);
--> statement-breakpoint
CREATE TABLE "menu_elements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"menu_id" uuid NOT NULL,
	"element_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_elements_menu_element_key" UNIQUE("menu_id","element_id")
);
--> statement-breakpoint
ALTER TABLE "elements" ADD COLUMN "element_type_id" uuid;--> statement-breakpoint
ALTER TABLE "elements" ADD COLUMN "method" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "elements" ADD COLUMN "ingredients" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "elements" ADD COLUMN "no_ingredients" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "elements" ADD COLUMN "no_allergens" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "elements" ADD COLUMN "default_container_type_id" uuid;--> statement-breakpoint
ALTER TABLE "elements" ADD COLUMN "default_portion_per_person" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "elements" ADD COLUMN "default_portion_per_container" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "elements" ADD COLUMN "default_portion_unit_id" uuid;--> statement-breakpoint
ALTER TABLE "elements" ADD COLUMN "serving_temp" text;--> statement-breakpoint
ALTER TABLE "element_allergens" ADD CONSTRAINT "element_allergens_element_id_elements_id_fk" FOREIGN KEY ("element_id") REFERENCES "public"."elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "element_allergens" ADD CONSTRAINT "element_allergens_allergen_id_allergens_id_fk" FOREIGN KEY ("allergen_id") REFERENCES "public"."allergens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "element_ingredients" ADD CONSTRAINT "element_ingredients_element_id_elements_id_fk" FOREIGN KEY ("element_id") REFERENCES "public"."elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "element_ingredients" ADD CONSTRAINT "element_ingredients_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "element_ingredients" ADD CONSTRAINT "element_ingredients_portion_unit_id_portion_units_id_fk" FOREIGN KEY ("portion_unit_id") REFERENCES "public"."portion_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_allergens" ADD CONSTRAINT "ingredient_allergens_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_allergens" ADD CONSTRAINT "ingredient_allergens_allergen_id_allergens_id_fk" FOREIGN KEY ("allergen_id") REFERENCES "public"."allergens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_vendors" ADD CONSTRAINT "ingredient_vendors_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_vendors" ADD CONSTRAINT "ingredient_vendors_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredients" ADD CONSTRAINT "ingredients_portion_unit_id_portion_units_id_fk" FOREIGN KEY ("portion_unit_id") REFERENCES "public"."portion_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_elements" ADD CONSTRAINT "menu_elements_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_elements" ADD CONSTRAINT "menu_elements_element_id_elements_id_fk" FOREIGN KEY ("element_id") REFERENCES "public"."elements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "element_ingredients_ingredient_id_idx" ON "element_ingredients" USING btree ("ingredient_id");--> statement-breakpoint
CREATE INDEX "ingredient_vendors_vendor_id_idx" ON "ingredient_vendors" USING btree ("vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ingredients_name_key" ON "ingredients" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "menu_elements_element_id_idx" ON "menu_elements" USING btree ("element_id");--> statement-breakpoint
ALTER TABLE "elements" ADD CONSTRAINT "elements_element_type_id_element_types_id_fk" FOREIGN KEY ("element_type_id") REFERENCES "public"."element_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elements" ADD CONSTRAINT "elements_default_container_type_id_container_types_id_fk" FOREIGN KEY ("default_container_type_id") REFERENCES "public"."container_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elements" ADD CONSTRAINT "elements_default_portion_unit_id_portion_units_id_fk" FOREIGN KEY ("default_portion_unit_id") REFERENCES "public"."portion_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "elements_element_type_id_idx" ON "elements" USING btree ("element_type_id");--> statement-breakpoint
ALTER TABLE "elements" ADD CONSTRAINT "elements_serving_temp_check" CHECK ("elements"."serving_temp" in ('HOT', 'COLD', 'AMBIENT'));--> statement-breakpoint
ALTER TABLE "elements" ADD CONSTRAINT "elements_no_ingredients_check" CHECK (not "elements"."no_ingredients" or "elements"."ingredients" = '');