CREATE TABLE "saml_assertions" (
	"tenant_id" integer NOT NULL,
	"assertion_id" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saml_assertions_tenant_id_assertion_id_pk" PRIMARY KEY("tenant_id","assertion_id")
);
--> statement-breakpoint
CREATE TABLE "saml_identities" (
	"tenant_id" integer NOT NULL,
	"name_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saml_identities_tenant_id_name_id_pk" PRIMARY KEY("tenant_id","name_id")
);
--> statement-breakpoint
CREATE TABLE "saml_identity_providers" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"entity_id" text NOT NULL,
	"sso_url" text NOT NULL,
	"slo_url" text,
	"certificates" jsonb NOT NULL,
	"two_factor" text DEFAULT 'sabia' NOT NULL,
	"mfa_contexts" jsonb DEFAULT '["https://refeds.org/profile/mfa"]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saml_key_pairs" (
	"owner" text PRIMARY KEY NOT NULL,
	"private_key" text NOT NULL,
	"certificate" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saml_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verified_emails" (
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saml_assertions" ADD CONSTRAINT "saml_assertions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saml_identities" ADD CONSTRAINT "saml_identities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saml_identities" ADD CONSTRAINT "saml_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saml_identity_providers" ADD CONSTRAINT "saml_identity_providers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saml_requests" ADD CONSTRAINT "saml_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verified_emails" ADD CONSTRAINT "verified_emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saml_requests_created" ON "saml_requests" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "verified_emails_email" ON "verified_emails" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "verified_emails_user" ON "verified_emails" USING btree ("user_id");