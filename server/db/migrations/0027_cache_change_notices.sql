-- Issue 31, ADR 079: every write to a table that the page cache or the catalogue cache shows (courses, prices,
-- vouchers, settings, the sign-in context) sends NOTIFY sabia_cache with the table's name, once per statement
-- (PostgreSQL folds repeats in one transaction and delivers them at commit). Each instance LISTENs and clears its
-- caches (server/db/cache-notices.ts). Additive: an instance of the previous version ignores the notices.
CREATE FUNCTION "sabia_cache_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('sabia_cache', TG_TABLE_NAME);
	RETURN NULL;
END;
$$;--> statement-breakpoint
DO $$
DECLARE
	watched text;
BEGIN
	FOREACH watched IN ARRAY ARRAY[
		'courses', 'course_areas', 'categories', 'authors', 'course_authors', 'course_modules', 'lessons',
		'search_words', 'banners', 'parameters', 'institutions', 'tenants', 'applications', 'oidc_providers',
		'campaigns', 'vouchers', 'voucher_courses'
	] LOOP
		EXECUTE format(
			'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "sabia_cache_changed"()',
			watched || '_cache_changed',
			watched
		);
	END LOOP;
END;
$$;
