CREATE TABLE "client_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"path" text NOT NULL,
	"message" text,
	"source" text,
	"stack" text,
	"duration_ms" integer,
	"user_agent" text
);
--> statement-breakpoint
CREATE INDEX "client_reports_at" ON "client_reports" USING btree ("at");