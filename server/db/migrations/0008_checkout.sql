CREATE SEQUENCE "public"."subscription_transaction_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1;--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"percent" integer NOT NULL,
	"course_id" integer,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_deals" (
	"subscription_id" integer PRIMARY KEY NOT NULL,
	"stage" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"state" text NOT NULL,
	"response_status" smallint,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"pix_copy_paste" text,
	"pix_txid" text,
	"pix_validation_key" text,
	"pix_expires_at" timestamp with time zone,
	"slip_digitable_line" text,
	"slip_barcode" text,
	"slip_due_date" date,
	"slip_paid_at" timestamp with time zone,
	"slip_clears_on" date,
	"slip_cleared_at" timestamp with time zone,
	"card_brand" text,
	"card_last4" text,
	"card_installments" smallint,
	"card_installment_value" numeric(12, 2),
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_clock" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"offset_minutes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sandbox_clock_single_row" CHECK ("sandbox_clock"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "price_list_value_id" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_condition" smallint;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "installment_value" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "quoted_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_deals" ADD CONSTRAINT "crm_deals_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_idempotency_keys" ADD CONSTRAINT "payment_idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_subscription" ON "payments" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_pix_txid" ON "payments" USING btree ("pix_txid");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live" ON "payments" USING btree ("subscription_id") WHERE "payments"."status" in ('pending', 'paid', 'approved');--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_user_course" ON "subscriptions" USING btree ("user_id","course_id");--> statement-breakpoint
INSERT INTO "sandbox_clock" ("id", "offset_minutes") VALUES (1, 0);