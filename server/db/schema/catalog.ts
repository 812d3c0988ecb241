import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { institutions } from "./identity.ts";

/** Postgres tsvector (generated, never written by the application). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** Numeric money columns read as numbers (BRL with two decimals). */
const money = customType<{ data: number; driverData: string }>({
  dataType: () => "numeric(12,2)",
  fromDriver: (value) => Number(value),
  toDriver: (value) => value.toFixed(2),
});

export const courseAreas = pgTable("course_areas", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  /** e.g. "cursos-medicina" (spec §3 static areas). */
  friendlyUrl: text("friendly_url").notNull().unique(),
  position: smallint("position").notNull().default(0),
  visits: integer("visits").notNull().default(0),
});

export const categories = pgTable(
  "categories",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    areaId: integer("area_id")
      .notNull()
      .references(() => courseAreas.id),
    name: text("name").notNull(),
    friendlyUrl: text("friendly_url").notNull(),
    position: smallint("position").notNull().default(0),
  },
  (table) => [uniqueIndex("categories_area_url").on(table.areaId, table.friendlyUrl)],
);

export const authors = pgTable("authors", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  friendlyUrl: text("friendly_url").notNull().unique(),
  bio: text("bio").notNull().default(""),
  photoUrl: text("photo_url"),
});

export const courses = pgTable(
  "courses",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    friendlyUrl: text("friendly_url").notNull().unique(),
    /** Short presentation (HTML-free text). */
    content: text("content").notNull(),
    /** What the course covers, one topic a line. */
    courseContent: text("course_content").notNull(),
    /** Spec §3 marketplace model 1–4. */
    ownerModel: smallint("owner_model").notNull(),
    areaId: integer("area_id")
      .notNull()
      .references(() => courseAreas.id),
    categoryId: integer("category_id").references(() => categories.id),
    institutionId: integer("institution_id").references(() => institutions.id),
    oldPrice: money("old_price"),
    newPrice: money("new_price").notNull(),
    installments: smallint("installments").notNull().default(1),
    score: numeric("score", { precision: 2, scale: 1, mode: "number" }),
    /** How many ratings the score averages (shown beside it: "4,3 (312 avaliações)"). */
    ratingCount: integer("rating_count").notNull().default(0),
    /** Students enrolled before this platform (the legacy store's figure); paid purchases here add to it. */
    studentCount: integer("student_count").notNull().default(0),
    videoDurationMinutes: integer("video_duration_minutes").notNull().default(0),
    loadHours: integer("load_hours").notNull().default(0),
    accessPeriodMonths: integer("access_period_months").notNull().default(12),
    keywords: text("keywords")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    releaseDate: date("release_date", { mode: "string" }).notNull(),
    lastContentUpdate: date("last_content_update", { mode: "string" }),
    legacyProductNumber: text("legacy_product_number").unique(),
    active: boolean("active").notNull().default(true),
    visits: integer("visits").notNull().default(0),
    /** Keywords and the area, category, institution and author names, kept with the course so search needs no joins. */
    searchExtra: text("search_extra").notNull().default(""),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('public.pt_unaccent'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('public.pt_unaccent'::regconfig, search_extra), 'B') || setweight(to_tsvector('public.pt_unaccent'::regconfig, content), 'C')`,
    ),
    /** Lower-case, accent-free name and extras for the trigram typo fallback. */
    searchPlain: text("search_plain").generatedAlwaysAs(
      sql`lower(public.f_unaccent(name || ' ' || search_extra))`,
    ),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("courses_search_vector").using("gin", table.searchVector),
    index("courses_search_plain_trgm").using("gin", sql`${table.searchPlain} gin_trgm_ops`),
    index("courses_area").on(table.areaId),
    index("courses_institution").on(table.institutionId),
    index("courses_price").on(table.newPrice),
    index("courses_release").on(table.releaseDate),
    index("courses_visits").on(table.visits.desc()),
    // Same expression as the search's "greatest discount" order, so that order reads the index.
    index("courses_discount").on(
      sql`(case when ${table.oldPrice} > 0 then (${table.oldPrice} - ${table.newPrice}) / ${table.oldPrice} else 0 end) desc`,
    ),
  ],
);

/** Distinct words of the catalogue (lower-case, no accents): the typo fallback corrects query words against it. */
export const searchWords = pgTable("search_words", { word: text("word").primaryKey() }, (table) => [
  index("search_words_trgm").using("gin", sql`${table.word} gin_trgm_ops`),
]);

export const courseAuthors = pgTable(
  "course_authors",
  {
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    authorId: integer("author_id")
      .notNull()
      .references(() => authors.id),
    position: smallint("position").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.courseId, table.authorId] }),
    index("course_authors_author").on(table.authorId),
  ],
);

export const courseModules = pgTable(
  "course_modules",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    title: text("title").notNull(),
    /**
     * Drip release: the module's lessons become available this many days after the person's access starts
     * (0: at once). The refund rules of spec §9 count the lessons available on the day of a cancellation.
     */
    releaseAfterDays: smallint("release_after_days").notNull().default(0),
  },
  (table) => [index("course_modules_course").on(table.courseId)],
);

export const lessons = pgTable(
  "lessons",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    moduleId: integer("module_id")
      .notNull()
      .references(() => courseModules.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    title: text("title").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    free: boolean("free").notNull().default(false),
    videoUrl: text("video_url"),
    /** What the lesson says, as text (a transcript or summary): the free lesson's page shows it to visitors. */
    body: text("body"),
    /** The lesson's PDF material (issue 32): paid content at /media/aulas/…pdf, served only signed (ADR 090). */
    materialUrl: text("material_url"),
  },
  (table) => [index("lessons_module").on(table.moduleId)],
);

export const banners = pgTable("banners", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  position: smallint("position").notNull(),
  url: text("url").notNull(),
  title: text("title").notNull(),
  text: text("text").notNull().default(""),
  search: text("search"),
  imageDesktop: text("image_desktop").notNull(),
  imageMobile: text("image_mobile").notNull(),
  alt: text("alt").notNull(),
  institutionId: integer("institution_id").references(() => institutions.id),
  active: boolean("active").notNull().default(true),
});

/** Key/value parameters (e.g. the WhatsApp candidate contact). */
export const parameters = pgTable("parameters", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
});
