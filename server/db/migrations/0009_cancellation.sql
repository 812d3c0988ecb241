CREATE TABLE "cancellations" (
	"subscription_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"lessons_total" integer NOT NULL,
	"lessons_available" integer NOT NULL,
	"fine" numeric(12, 2) NOT NULL,
	"refund" numeric(12, 2) NOT NULL,
	"credit_valid_until" date,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "course_modules" ADD COLUMN "release_after_days" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "exam_average" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "certificate_issued_on" date;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;