ALTER TABLE "oidc_providers" ALTER COLUMN "enabled" SET DATA TYPE boolean;--> statement-breakpoint
ALTER TABLE "oidc_providers" ALTER COLUMN "enabled" SET DEFAULT true;