CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_visits" ON "courses" USING btree ("visits" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "courses_discount" ON "courses" USING btree ((case when "old_price" > 0 then ("old_price" - "new_price") / "old_price" else 0 end) desc);