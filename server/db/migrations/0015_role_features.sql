CREATE TABLE "role_features" (
	"role_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	CONSTRAINT "role_features_role_id_feature_id_pk" PRIMARY KEY("role_id","feature_id")
);
--> statement-breakpoint
ALTER TABLE "role_features" ADD CONSTRAINT "role_features_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_features" ADD CONSTRAINT "role_features_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;