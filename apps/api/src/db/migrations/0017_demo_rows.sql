CREATE TABLE "demo_rows" (
	"table_name" text NOT NULL,
	"row_key" jsonb NOT NULL,
	CONSTRAINT "demo_rows_table_name_row_key_pk" PRIMARY KEY("table_name","row_key")
);
