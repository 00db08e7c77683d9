CREATE TABLE "account_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"address_one" text NOT NULL,
	"address_two" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_addresses_state_check" CHECK ("account_addresses"."state" ~ '^[A-Z]{2}$'),
	CONSTRAINT "account_addresses_zip_check" CHECK ("account_addresses"."zip_code" ~ '^[0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "account_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid,
	"note" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_notes_note_check" CHECK (btrim("account_notes"."note") <> '')
);
--> statement-breakpoint
CREATE TABLE "account_portion_modifiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"element_type_id" uuid NOT NULL,
	"value" numeric(6, 3) DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_portion_modifiers_key" UNIQUE("account_id","element_type_id"),
	CONSTRAINT "account_portion_modifiers_value_check" CHECK ("account_portion_modifiers"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "account_qr_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"token" text NOT NULL,
	"revoked_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_qr_tokens_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"market_id" uuid NOT NULL,
	"service_type_id" uuid NOT NULL,
	"total_employees" integer,
	"service_start_date" date,
	"show_optin" boolean DEFAULT false NOT NULL,
	"playbook_link" text,
	"point_of_contact_user_id" uuid,
	"kitchen_arrival_time" time,
	"leave_time" time,
	"service_start_time" time,
	"leftover_instructions" text DEFAULT '' NOT NULL,
	"delivery_instructions" text DEFAULT '' NOT NULL,
	"setup_notes" text DEFAULT '' NOT NULL,
	"archived_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_total_employees_check" CHECK ("accounts"."total_employees" is null or "accounts"."total_employees" >= 0)
);
--> statement-breakpoint
CREATE TABLE "eater_feedback_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"service_date" date NOT NULL,
	"service_line_id" uuid,
	"score" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eater_feedback_score_check" CHECK ("eater_feedback_responses"."score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "recurring_add_on_slots" (
	"recurring_add_on_id" uuid NOT NULL,
	"add_on_slot_id" uuid NOT NULL,
	"quantity" integer,
	"price_per_unit" numeric(10, 2),
	CONSTRAINT "recurring_add_on_slots_recurring_add_on_id_add_on_slot_id_pk" PRIMARY KEY("recurring_add_on_id","add_on_slot_id")
);
--> statement-breakpoint
CREATE TABLE "recurring_add_ons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"service_line_id" uuid NOT NULL,
	"add_on_type_id" uuid NOT NULL,
	"day" text NOT NULL,
	"should_serve_on_day" boolean DEFAULT true NOT NULL,
	"quantity" integer,
	"price_per_unit" numeric(10, 2),
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_add_ons_key" UNIQUE("account_id","service_line_id","add_on_type_id","day"),
	CONSTRAINT "recurring_add_ons_day_check" CHECK ("recurring_add_ons"."day" in ('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'))
);
--> statement-breakpoint
CREATE TABLE "service_event_add_ons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_event_id" uuid NOT NULL,
	"add_on_type_id" uuid NOT NULL,
	"add_on_slot_id" uuid NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"price_per_unit" numeric(10, 2) DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_event_add_ons_slot_key" UNIQUE("service_event_id","add_on_slot_id"),
	CONSTRAINT "service_event_add_ons_values_check" CHECK ("service_event_add_ons"."quantity" >= 0 and "service_event_add_ons"."price_per_unit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"address_id" uuid NOT NULL,
	"service_line_id" uuid NOT NULL,
	"service_type_id" uuid NOT NULL,
	"serving_schedule_id" uuid,
	"date" date NOT NULL,
	"service_time" time DEFAULT '12:00' NOT NULL,
	"special_request" boolean DEFAULT false NOT NULL,
	"eater_count" integer DEFAULT 0 NOT NULL,
	"dietary_count" integer DEFAULT 0 NOT NULL,
	"allergen_count" integer DEFAULT 0 NOT NULL,
	"price_per_person" numeric(10, 2) DEFAULT 0 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	CONSTRAINT "service_events_counts_check" CHECK ("service_events"."eater_count" >= 0 and "service_events"."dietary_count" >= 0 and "service_events"."allergen_count" >= 0 and "service_events"."dietary_count" <= "service_events"."eater_count" and "service_events"."allergen_count" <= "service_events"."eater_count" and "service_events"."price_per_person" >= 0)
);
--> statement-breakpoint
CREATE TABLE "serving_schedule_days" (
	"serving_schedule_id" uuid NOT NULL,
	"day" text NOT NULL,
	"should_serve_on_day" boolean NOT NULL,
	"meat_eaters" integer DEFAULT 1 NOT NULL,
	"non_meat_eaters" integer DEFAULT 0 NOT NULL,
	"price_per_eater" numeric(10, 2) DEFAULT 0 NOT NULL,
	"service_time" time DEFAULT '12:00' NOT NULL,
	"service_type_id" uuid NOT NULL,
	CONSTRAINT "serving_schedule_days_serving_schedule_id_day_pk" PRIMARY KEY("serving_schedule_id","day"),
	CONSTRAINT "serving_schedule_days_day_check" CHECK ("serving_schedule_days"."day" in ('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday')),
	CONSTRAINT "serving_schedule_days_counts_check" CHECK ("serving_schedule_days"."meat_eaters" >= 0 and "serving_schedule_days"."non_meat_eaters" >= 0 and "serving_schedule_days"."price_per_eater" >= 0)
);
--> statement-breakpoint
CREATE TABLE "serving_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"service_line_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "serving_schedules_range_check" CHECK ("serving_schedules"."end_date" >= "serving_schedules"."start_date")
);
--> statement-breakpoint
ALTER TABLE "account_addresses" ADD CONSTRAINT "account_addresses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_notes" ADD CONSTRAINT "account_notes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_notes" ADD CONSTRAINT "account_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_portion_modifiers" ADD CONSTRAINT "account_portion_modifiers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_portion_modifiers" ADD CONSTRAINT "account_portion_modifiers_element_type_id_element_types_id_fk" FOREIGN KEY ("element_type_id") REFERENCES "public"."element_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_qr_tokens" ADD CONSTRAINT "account_qr_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_point_of_contact_user_id_users_id_fk" FOREIGN KEY ("point_of_contact_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eater_feedback_responses" ADD CONSTRAINT "eater_feedback_responses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eater_feedback_responses" ADD CONSTRAINT "eater_feedback_responses_service_line_id_service_lines_id_fk" FOREIGN KEY ("service_line_id") REFERENCES "public"."service_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_add_on_slots" ADD CONSTRAINT "recurring_add_on_slots_recurring_add_on_id_recurring_add_ons_id_fk" FOREIGN KEY ("recurring_add_on_id") REFERENCES "public"."recurring_add_ons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_add_on_slots" ADD CONSTRAINT "recurring_add_on_slots_add_on_slot_id_add_on_slots_id_fk" FOREIGN KEY ("add_on_slot_id") REFERENCES "public"."add_on_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_add_ons" ADD CONSTRAINT "recurring_add_ons_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_add_ons" ADD CONSTRAINT "recurring_add_ons_service_line_id_service_lines_id_fk" FOREIGN KEY ("service_line_id") REFERENCES "public"."service_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_add_ons" ADD CONSTRAINT "recurring_add_ons_add_on_type_id_add_on_types_id_fk" FOREIGN KEY ("add_on_type_id") REFERENCES "public"."add_on_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_event_add_ons" ADD CONSTRAINT "service_event_add_ons_service_event_id_service_events_id_fk" FOREIGN KEY ("service_event_id") REFERENCES "public"."service_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_event_add_ons" ADD CONSTRAINT "service_event_add_ons_add_on_type_id_add_on_types_id_fk" FOREIGN KEY ("add_on_type_id") REFERENCES "public"."add_on_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_event_add_ons" ADD CONSTRAINT "service_event_add_ons_add_on_slot_id_add_on_slots_id_fk" FOREIGN KEY ("add_on_slot_id") REFERENCES "public"."add_on_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_events" ADD CONSTRAINT "service_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_events" ADD CONSTRAINT "service_events_address_id_account_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."account_addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_events" ADD CONSTRAINT "service_events_service_line_id_service_lines_id_fk" FOREIGN KEY ("service_line_id") REFERENCES "public"."service_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_events" ADD CONSTRAINT "service_events_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_events" ADD CONSTRAINT "service_events_serving_schedule_id_serving_schedules_id_fk" FOREIGN KEY ("serving_schedule_id") REFERENCES "public"."serving_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serving_schedule_days" ADD CONSTRAINT "serving_schedule_days_serving_schedule_id_serving_schedules_id_fk" FOREIGN KEY ("serving_schedule_id") REFERENCES "public"."serving_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serving_schedule_days" ADD CONSTRAINT "serving_schedule_days_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serving_schedules" ADD CONSTRAINT "serving_schedules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serving_schedules" ADD CONSTRAINT "serving_schedules_service_line_id_service_lines_id_fk" FOREIGN KEY ("service_line_id") REFERENCES "public"."service_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_addresses_account_idx" ON "account_addresses" USING btree ("account_id","sort_order");--> statement-breakpoint
CREATE INDEX "account_notes_account_idx" ON "account_notes" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "account_qr_tokens_live_key" ON "account_qr_tokens" USING btree ("account_id") WHERE "account_qr_tokens"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_name_key" ON "accounts" USING btree (lower("name")) WHERE "accounts"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "accounts_market_name_idx" ON "accounts" USING btree ("market_id",lower("name"));--> statement-breakpoint
CREATE INDEX "accounts_service_type_id_idx" ON "accounts" USING btree ("service_type_id");--> statement-breakpoint
CREATE INDEX "eater_feedback_account_date_idx" ON "eater_feedback_responses" USING btree ("account_id","service_date");--> statement-breakpoint
CREATE UNIQUE INDEX "service_events_regular_key" ON "service_events" USING btree ("account_id","service_line_id","date") WHERE "service_events"."deleted_at" is null and not "service_events"."special_request";--> statement-breakpoint
CREATE INDEX "service_events_account_date_idx" ON "service_events" USING btree ("account_id","date") WHERE "service_events"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "service_events_date_line_idx" ON "service_events" USING btree ("date","service_line_id") WHERE "service_events"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "service_events_address_id_idx" ON "service_events" USING btree ("address_id");--> statement-breakpoint
CREATE INDEX "serving_schedules_account_line_idx" ON "serving_schedules" USING btree ("account_id","service_line_id","created_at");