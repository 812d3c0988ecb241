CREATE TABLE "support_flag_resolutions" (
	"event_id" bigint PRIMARY KEY NOT NULL,
	"resolved_by" integer,
	"note" text NOT NULL,
	"resolved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_flag_resolutions" ADD CONSTRAINT "support_flag_resolutions_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Issue 30: the support queue page's feature for databases seeded before it (a new database gets it from the seed,
-- which runs after the migrations: there the application does not exist yet and nothing is inserted here).
-- Granted to the marketplace's operators (ADR 081).
INSERT INTO "features" ("application_id", "alias", "description", "icon", "web_route", "menu_visibility")
SELECT a."id", 'support-queue', 'Fila de suporte', 'inbox', '/support-queue', true
FROM "applications" a
WHERE a."alias" = 'artmed-marketplace'
  AND NOT EXISTS (SELECT 1 FROM "features" f WHERE f."application_id" = a."id" AND f."alias" = 'support-queue');--> statement-breakpoint
INSERT INTO "role_features" ("role_id", "feature_id")
SELECT r."id", f."id"
FROM "roles" r
JOIN "applications" a ON a."id" = r."application_id" AND a."alias" = 'artmed-marketplace'
JOIN "features" f ON f."application_id" = a."id" AND f."alias" = 'support-queue'
WHERE r."alias" = 'operador'
ON CONFLICT DO NOTHING;
