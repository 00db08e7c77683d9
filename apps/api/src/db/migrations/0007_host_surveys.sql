CREATE TABLE "host_survey_elements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_survey_id" uuid NOT NULL,
	"scheduled_element_id" uuid NOT NULL,
	"planned_amount" numeric(10, 1) DEFAULT 0 NOT NULL,
	"brought_containers" numeric(10, 1),
	"portion_per_container" numeric(10, 3),
	"leftover_amount" numeric(10, 3),
	"runout" boolean DEFAULT false NOT NULL,
	"time_of_runout" time,
	"people_not_served" integer,
	"suggested_containers" numeric(10, 1),
	CONSTRAINT "host_survey_elements_survey_element_key" UNIQUE("host_survey_id","scheduled_element_id"),
	CONSTRAINT "host_survey_elements_amounts_check" CHECK (coalesce("host_survey_elements"."brought_containers", 0) >= 0 and coalesce("host_survey_elements"."leftover_amount", 0) >= 0 and coalesce("host_survey_elements"."people_not_served", 0) >= 0 and coalesce("host_survey_elements"."suggested_containers", 0) >= 0),
	CONSTRAINT "host_survey_elements_brought_steps_check" CHECK ("host_survey_elements"."brought_containers" is null or "host_survey_elements"."brought_containers" * 2 = trunc("host_survey_elements"."brought_containers" * 2)),
	CONSTRAINT "host_survey_elements_suggested_steps_check" CHECK ("host_survey_elements"."suggested_containers" is null or "host_survey_elements"."suggested_containers" * 2 = trunc("host_survey_elements"."suggested_containers" * 2))
);
--> statement-breakpoint
CREATE TABLE "host_surveys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_event_id" uuid NOT NULL,
	"scheduled_menu_id" uuid NOT NULL,
	"menu_id" uuid,
	"account_id" uuid NOT NULL,
	"market_id" uuid NOT NULL,
	"service_line_id" uuid NOT NULL,
	"service_type_id" uuid,
	"user_id" uuid,
	"date" date NOT NULL,
	"status" text DEFAULT 'incomplete' NOT NULL,
	"submitted_at" timestamp (3) with time zone,
	"expected_headcount" integer NOT NULL,
	"actual_headcount" integer,
	"any_special_events" boolean DEFAULT false NOT NULL,
	"event_description" text DEFAULT '' NOT NULL,
	"first_eater_time" time,
	"kitchen_leave_time" time,
	"last_eater_time" time,
	"start_time" time,
	"service_score" smallint DEFAULT 3 NOT NULL,
	"service_feedback" text DEFAULT '' NOT NULL,
	"eaters_enjoyed_score" smallint,
	"eaters_understood_score" smallint,
	"setup_feedback" jsonb,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "host_surveys_service_event_key" UNIQUE("service_event_id"),
	CONSTRAINT "host_surveys_status_check" CHECK ("host_surveys"."status" in ('incomplete', 'complete')),
	CONSTRAINT "host_surveys_scores_check" CHECK ("host_surveys"."service_score" between 1 and 5 and coalesce("host_surveys"."eaters_enjoyed_score", 1) between 1 and 5 and coalesce("host_surveys"."eaters_understood_score", 1) between 1 and 5),
	CONSTRAINT "host_surveys_headcounts_check" CHECK ("host_surveys"."expected_headcount" >= 0 and coalesce("host_surveys"."actual_headcount", 1) > 0),
	CONSTRAINT "host_surveys_setup_feedback_check" CHECK ("host_surveys"."setup_feedback" is null or jsonb_typeof("host_surveys"."setup_feedback") = 'object')
);
--> statement-breakpoint
ALTER TABLE "host_survey_elements" ADD CONSTRAINT "host_survey_elements_host_survey_id_host_surveys_id_fk" FOREIGN KEY ("host_survey_id") REFERENCES "public"."host_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_survey_elements" ADD CONSTRAINT "host_survey_elements_scheduled_element_id_scheduled_elements_id_fk" FOREIGN KEY ("scheduled_element_id") REFERENCES "public"."scheduled_elements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_surveys" ADD CONSTRAINT "host_surveys_service_event_id_service_events_id_fk" FOREIGN KEY ("service_event_id") REFERENCES "public"."service_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_surveys" ADD CONSTRAINT "host_surveys_scheduled_menu_id_scheduled_menus_id_fk" FOREIGN KEY ("scheduled_menu_id") REFERENCES "public"."scheduled_menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_surveys" ADD CONSTRAINT "host_surveys_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_surveys" ADD CONSTRAINT "host_surveys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_surveys" ADD CONSTRAINT "host_surveys_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_surveys" ADD CONSTRAINT "host_surveys_service_line_id_service_lines_id_fk" FOREIGN KEY ("service_line_id") REFERENCES "public"."service_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_surveys" ADD CONSTRAINT "host_surveys_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_surveys" ADD CONSTRAINT "host_surveys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "host_survey_elements_scheduled_element_id_idx" ON "host_survey_elements" USING btree ("scheduled_element_id");--> statement-breakpoint
CREATE INDEX "host_surveys_market_date_idx" ON "host_surveys" USING btree ("market_id","date");--> statement-breakpoint
CREATE INDEX "host_surveys_scheduled_menu_id_idx" ON "host_surveys" USING btree ("scheduled_menu_id");--> statement-breakpoint
CREATE INDEX "host_surveys_menu_id_idx" ON "host_surveys" USING btree ("menu_id");