CREATE TABLE "stream_presence" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"ip" text NOT NULL,
	"subscription_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stream_presence" ADD CONSTRAINT "stream_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;