ALTER TABLE "menu_elements" ADD COLUMN "share" numeric(5, 2) DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_elements" ADD COLUMN "share" numeric(5, 2) DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_elements" ADD CONSTRAINT "menu_elements_share_check" CHECK ("menu_elements"."share" > 0 and "menu_elements"."share" <= 100);--> statement-breakpoint
ALTER TABLE "scheduled_elements" ADD CONSTRAINT "scheduled_elements_share_check" CHECK ("scheduled_elements"."share" > 0 and "scheduled_elements"."share" <= 100);