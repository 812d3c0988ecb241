CREATE TABLE "authors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "authors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"friendly_url" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"photo_url" text,
	CONSTRAINT "authors_friendly_url_unique" UNIQUE("friendly_url")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position" smallint NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"search" text,
	"image_desktop" text NOT NULL,
	"image_mobile" text NOT NULL,
	"alt" text NOT NULL,
	"institution_id" integer,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"area_id" integer NOT NULL,
	"name" text NOT NULL,
	"friendly_url" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_areas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_areas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"friendly_url" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "course_areas_friendly_url_unique" UNIQUE("friendly_url")
);
--> statement-breakpoint
CREATE TABLE "course_authors" (
	"course_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "course_authors_course_id_author_id_pk" PRIMARY KEY("course_id","author_id")
);
--> statement-breakpoint
CREATE TABLE "course_modules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_modules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "courses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"friendly_url" text NOT NULL,
	"content" text NOT NULL,
	"course_content" text NOT NULL,
	"owner_model" smallint NOT NULL,
	"area_id" integer NOT NULL,
	"category_id" integer,
	"institution_id" integer,
	"old_price" numeric(12,2),
	"new_price" numeric(12,2) NOT NULL,
	"installments" smallint DEFAULT 1 NOT NULL,
	"score" numeric(2, 1),
	"video_duration_minutes" integer DEFAULT 0 NOT NULL,
	"load_hours" integer DEFAULT 0 NOT NULL,
	"access_period_months" integer DEFAULT 12 NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"release_date" date NOT NULL,
	"last_content_update" date,
	"legacy_product_number" text,
	"active" boolean DEFAULT true NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"search_extra" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('public.pt_unaccent'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('public.pt_unaccent'::regconfig, search_extra), 'B') || setweight(to_tsvector('public.pt_unaccent'::regconfig, content), 'C')) STORED,
	"search_plain" text GENERATED ALWAYS AS (lower(public.f_unaccent(name || ' ' || search_extra))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_friendly_url_unique" UNIQUE("friendly_url"),
	CONSTRAINT "courses_legacy_product_number_unique" UNIQUE("legacy_product_number")
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lessons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"module_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"title" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"free" boolean DEFAULT false NOT NULL,
	"video_url" text
);
--> statement-breakpoint
CREATE TABLE "parameters" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_progress" (
	"user_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"status" text DEFAULT 'awaiting-payment' NOT NULL,
	"transaction_number" text NOT NULL,
	"installments" integer DEFAULT 1 NOT NULL,
	"payment_method" text,
	"voucher_tag" text,
	"subtotal" numeric(12, 2) NOT NULL,
	"discounts" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"payment_date" timestamp with time zone,
	"slip_due_date" date,
	"access_start" date,
	"access_end" date,
	"payment" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_transaction_number_unique" UNIQUE("transaction_number")
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"tag" text PRIMARY KEY NOT NULL,
	"percent" integer NOT NULL,
	"valid_until" date
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"alias" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"logo" text,
	"logo_theme_dark" text,
	"owner_type" text,
	"is_operation" boolean DEFAULT false NOT NULL,
	"independent_tabs_enabled" boolean DEFAULT false NOT NULL,
	"themes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'healthy' NOT NULL,
	CONSTRAINT "applications_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"name" text NOT NULL,
	"cpf" text,
	"customer_type" text DEFAULT 'P' NOT NULL,
	"website_id" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "features" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "features_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"parent_id" integer,
	"alias" text NOT NULL,
	"description" text NOT NULL,
	"icon" text,
	"web_route" text,
	"endpoint" text,
	"menu_visibility" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "institutions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "institutions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"alias" text NOT NULL,
	"friendly_url" text NOT NULL,
	"initials" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"hostname" text NOT NULL,
	"logo_url" text,
	"logo_dark_url" text,
	"is_brand" boolean DEFAULT true NOT NULL,
	"settings" jsonb NOT NULL,
	CONSTRAINT "institutions_alias_unique" UNIQUE("alias"),
	CONSTRAINT "institutions_friendly_url_unique" UNIQUE("friendly_url")
);
--> statement-breakpoint
CREATE TABLE "last_access" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"role_id" integer NOT NULL,
	"tenant_id" integer,
	"ies_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "persons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "persons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cpf" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"cellphone" text,
	"person_address" jsonb,
	"integrate_module_id" integer,
	CONSTRAINT "persons_cpf_unique" UNIQUE("cpf")
);
--> statement-breakpoint
CREATE TABLE "postal_codes" (
	"postal_code" text PRIMARY KEY NOT NULL,
	"street" text,
	"neighborhood" text,
	"city" text NOT NULL,
	"state" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"alias" text NOT NULL,
	"name" text NOT NULL,
	"level" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"alias" text NOT NULL,
	"name" text NOT NULL,
	"hostname" text NOT NULL,
	"logo_mini" text,
	"logo_light" text,
	"logo_dark" text,
	"settings" jsonb NOT NULL,
	CONSTRAINT "tenants_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
CREATE TABLE "user_rights" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_rights_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"tenant_id" integer,
	"ies_id" integer
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"previous_password_hash" text,
	"type" text DEFAULT 'student' NOT NULL,
	"photo" text,
	"timezone" text DEFAULT 'America/Sao_Paulo' NOT NULL,
	"language_id" text DEFAULT 'pt-BR' NOT NULL,
	"accessibility" jsonb DEFAULT '{"darkThemeEnabled":false,"fontSizeEnabled":false,"signLanguageEnabled":false}'::jsonb NOT NULL,
	"temporary_password" boolean DEFAULT false NOT NULL,
	"two_factor" text DEFAULT 'none' NOT NULL,
	"is_operator" boolean DEFAULT false NOT NULL,
	"cpf" text,
	"cellphone" text,
	"failed_sign_ins" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "captcha_solutions" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recipient_id" integer NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"icon" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"recipient_target_url" text,
	"notification_target_url" text,
	"delivery_mode" text DEFAULT 'application' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "one_time_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" text DEFAULT 'email' NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_area_id_course_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."course_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_authors" ADD CONSTRAINT "course_authors_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_authors" ADD CONSTRAINT "course_authors_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_modules" ADD CONSTRAINT "course_modules_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_area_id_course_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."course_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_module_id_course_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."course_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "features" ADD CONSTRAINT "features_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "last_access" ADD CONSTRAINT "last_access_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "last_access" ADD CONSTRAINT "last_access_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "last_access" ADD CONSTRAINT "last_access_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "last_access" ADD CONSTRAINT "last_access_ies_id_institutions_id_fk" FOREIGN KEY ("ies_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_rights" ADD CONSTRAINT "user_rights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_rights" ADD CONSTRAINT "user_rights_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_rights" ADD CONSTRAINT "user_rights_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_rights" ADD CONSTRAINT "user_rights_ies_id_institutions_id_fk" FOREIGN KEY ("ies_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_area_url" ON "categories" USING btree ("area_id","friendly_url");--> statement-breakpoint
CREATE INDEX "course_authors_author" ON "course_authors" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "course_modules_course" ON "course_modules" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "courses_search_vector" ON "courses" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "courses_search_plain_trgm" ON "courses" USING gin ("search_plain" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_area" ON "courses" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "courses_institution" ON "courses" USING btree ("institution_id");--> statement-breakpoint
CREATE INDEX "courses_price" ON "courses" USING btree ("new_price");--> statement-breakpoint
CREATE INDEX "courses_release" ON "courses" USING btree ("release_date");--> statement-breakpoint
CREATE INDEX "lessons_module" ON "lessons" USING btree ("module_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_progress_pk" ON "lesson_progress" USING btree ("user_id","lesson_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "customers_email" ON "customers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "institutions_tenant" ON "institutions" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "persons_email" ON "persons" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "roles_app_alias" ON "roles" USING btree ("application_id","alias");--> statement-breakpoint
CREATE INDEX "user_rights_user" ON "user_rights" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_cpf" ON "users" USING btree ("cpf");--> statement-breakpoint
CREATE INDEX "notifications_recipient" ON "notifications" USING btree ("recipient_id");