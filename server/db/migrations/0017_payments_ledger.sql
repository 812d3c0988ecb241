CREATE TABLE "payment_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"subscription_id" integer,
	"payment_id" integer,
	"txid" text,
	"end_to_end_id" text,
	"refund_id" text,
	"http_status" smallint,
	"body" jsonb NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"flag_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pix_receipts" (
	"end_to_end_id" text PRIMARY KEY NOT NULL,
	"txid" text,
	"amount" numeric(12, 2) NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"payment_id" integer,
	"outcome" text NOT NULL,
	"reason" text,
	"received_via" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"payment_id" integer,
	"method" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"provider_refund_id" text NOT NULL,
	"end_to_end_id" text,
	"requested_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"failure_reason" text,
	"support_notified_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_provider_refund_id_unique" UNIQUE("provider_refund_id")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider" text DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "pix_location" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "pix_end_to_end_id" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_txid" ON "payment_events" USING btree ("txid");--> statement-breakpoint
CREATE INDEX "payment_events_subscription" ON "payment_events" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "payment_events_flagged" ON "payment_events" USING btree ("created_at") WHERE "payment_events"."flagged";--> statement-breakpoint
CREATE INDEX "refunds_due" ON "refunds" USING btree ("next_attempt_at") WHERE "refunds"."settled_at" is null;--> statement-breakpoint
CREATE FUNCTION "payment_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'payment_events is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "payment_events_no_change" BEFORE UPDATE OR DELETE ON "payment_events" FOR EACH STATEMENT EXECUTE FUNCTION "payment_events_append_only"();
