CREATE TABLE "cart_items" (
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"order_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"subtotal" numeric(12, 2) NOT NULL,
	"discounts" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"refund_state" text DEFAULT 'none' NOT NULL,
	"refunded_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "order_items_order_id_course_id_pk" PRIMARY KEY("order_id","course_id"),
	CONSTRAINT "order_items_subscription_id_unique" UNIQUE("subscription_id"),
	CONSTRAINT "order_items_refund_state" CHECK ("order_items"."refund_state" in ('none', 'requested', 'refunded')),
	CONSTRAINT "order_items_refund_within_total" CHECK ("order_items"."refunded_amount" between 0 and "order_items"."total")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"transaction_number" text NOT NULL,
	"payment_method" text,
	"voucher_tag" text,
	"subtotal" numeric(12, 2) NOT NULL,
	"discounts" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_transaction_number_unique" UNIQUE("transaction_number")
);
--> statement-breakpoint
CREATE TABLE "voucher_courses" (
	"tag" text NOT NULL,
	"course_id" integer NOT NULL,
	CONSTRAINT "voucher_courses_tag_course_id_pk" PRIMARY KEY("tag","course_id")
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_courses" ADD CONSTRAINT "voucher_courses_tag_vouchers_tag_fk" FOREIGN KEY ("tag") REFERENCES "public"."vouchers"("tag") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_courses" ADD CONSTRAINT "voucher_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;