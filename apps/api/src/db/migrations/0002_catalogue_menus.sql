CREATE TABLE "menu_keyword_tags" (
	"menu_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "menu_keyword_tags_menu_id_tag_id_pk" PRIMARY KEY("menu_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "menu_service_lines" (
	"menu_id" uuid NOT NULL,
	"service_line_id" uuid NOT NULL,
	CONSTRAINT "menu_service_lines_menu_id_service_line_id_pk" PRIMARY KEY("menu_id","service_line_id")
);
--> statement-breakpoint
ALTER TABLE "menu_elements" ADD COLUMN "element_type_id" uuid;--> statement-breakpoint
ALTER TABLE "menu_elements" ADD COLUMN "is_alternate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_elements" ADD COLUMN "container_type_id" uuid;--> statement-breakpoint
ALTER TABLE "menu_elements" ADD COLUMN "portion_per_person" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "menu_elements" ADD COLUMN "portion_per_container" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "menu_elements" ADD COLUMN "portion_unit_id" uuid;--> statement-breakpoint
ALTER TABLE "menu_elements" ADD COLUMN "serving_temp" text;--> statement-breakpoint
ALTER TABLE "menu_elements" ADD COLUMN "label_name" text;--> statement-breakpoint
ALTER TABLE "menu_elements" ADD COLUMN "directionals" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_elements" ADD COLUMN "host_flow_order" integer;--> statement-breakpoint
ALTER TABLE "menu_elements" ADD COLUMN "serving_utensil_id" uuid;--> statement-breakpoint
ALTER TABLE "menu_elements" ADD COLUMN "serving_vessel_id" uuid;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "brand_id" uuid;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "cuisine_type_id" uuid;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "is_description_automated" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_keyword_tags" ADD CONSTRAINT "menu_keyword_tags_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_keyword_tags" ADD CONSTRAINT "menu_keyword_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_service_lines" ADD CONSTRAINT "menu_service_lines_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_service_lines" ADD CONSTRAINT "menu_service_lines_service_line_id_service_lines_id_fk" FOREIGN KEY ("service_line_id") REFERENCES "public"."service_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_keyword_tags_tag_id_idx" ON "menu_keyword_tags" USING btree ("tag_id");--> statement-breakpoint
ALTER TABLE "menu_elements" ADD CONSTRAINT "menu_elements_element_type_id_element_types_id_fk" FOREIGN KEY ("element_type_id") REFERENCES "public"."element_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_elements" ADD CONSTRAINT "menu_elements_container_type_id_container_types_id_fk" FOREIGN KEY ("container_type_id") REFERENCES "public"."container_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_elements" ADD CONSTRAINT "menu_elements_portion_unit_id_portion_units_id_fk" FOREIGN KEY ("portion_unit_id") REFERENCES "public"."portion_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_elements" ADD CONSTRAINT "menu_elements_serving_utensil_id_serving_utensils_id_fk" FOREIGN KEY ("serving_utensil_id") REFERENCES "public"."serving_utensils"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_elements" ADD CONSTRAINT "menu_elements_serving_vessel_id_serving_vessels_id_fk" FOREIGN KEY ("serving_vessel_id") REFERENCES "public"."serving_vessels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_cuisine_type_id_cuisine_types_id_fk" FOREIGN KEY ("cuisine_type_id") REFERENCES "public"."cuisine_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menus_class_name_idx" ON "menus" USING btree ("menu_element_class_id",lower("name"));--> statement-breakpoint
CREATE INDEX "menus_brand_id_idx" ON "menus" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "menus_cuisine_type_id_idx" ON "menus" USING btree ("cuisine_type_id");--> statement-breakpoint
ALTER TABLE "menu_elements" ADD CONSTRAINT "menu_elements_serving_temp_check" CHECK ("menu_elements"."serving_temp" in ('HOT', 'COLD', 'AMBIENT'));--> statement-breakpoint
ALTER TABLE "menu_elements" ADD CONSTRAINT "menu_elements_portion_check" CHECK (("menu_elements"."portion_per_person" is null or "menu_elements"."portion_per_person" >= 0) and ("menu_elements"."portion_per_container" is null or "menu_elements"."portion_per_container" > 0));