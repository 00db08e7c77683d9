ALTER TABLE "scheduled_menus" ADD COLUMN "protein_names" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_menus" ADD COLUMN "salad_names" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_menus" ADD COLUMN "starch_names" jsonb DEFAULT '[]'::jsonb NOT NULL;