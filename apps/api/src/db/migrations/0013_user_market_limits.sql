CREATE TABLE "user_market_limits" (
	"user_id" uuid NOT NULL,
	"market_id" uuid NOT NULL,
	CONSTRAINT "user_market_limits_user_id_market_id_pk" PRIMARY KEY("user_id","market_id")
);
--> statement-breakpoint
ALTER TABLE "user_market_limits" ADD CONSTRAINT "user_market_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_market_limits" ADD CONSTRAINT "user_market_limits_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE restrict ON UPDATE no action;