-- Issue 30: the audit log page's feature for databases seeded before it (a new database gets it from the seed,
-- which runs after the migrations: there the application does not exist yet and nothing is inserted here).
-- Granted to the marketplace's operators and managers (ADR 076).
INSERT INTO "features" ("application_id", "alias", "description", "icon", "web_route", "menu_visibility")
SELECT a."id", 'audit', 'Auditoria', 'shield', '/audit', true
FROM "applications" a
WHERE a."alias" = 'artmed-marketplace'
  AND NOT EXISTS (SELECT 1 FROM "features" f WHERE f."application_id" = a."id" AND f."alias" = 'audit');--> statement-breakpoint
INSERT INTO "role_features" ("role_id", "feature_id")
SELECT r."id", f."id"
FROM "roles" r
JOIN "applications" a ON a."id" = r."application_id" AND a."alias" = 'artmed-marketplace'
JOIN "features" f ON f."application_id" = a."id" AND f."alias" = 'audit'
WHERE r."alias" IN ('operador', 'gestor')
ON CONFLICT DO NOTHING;
