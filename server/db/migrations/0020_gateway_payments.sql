ALTER TABLE "payments" ADD COLUMN "gateway_payment_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_status" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_status_detail" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "slip_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_denial_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charged_back_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_payment" ON "payments" USING btree ("provider","gateway_payment_id");