import { Schema } from "effect";
import { socialNetworks } from "#src/domain/catalog/social-links.ts";

/** Wire shapes of spec §3 catalogue entities (the platform API's camelCase, friendlyURL spelled as the spec does). */

/** Spec §3 image type 1–13 with its address. */
export const TypedImage = Schema.Struct({ type: Schema.Number, url: Schema.String, alt: Schema.String });
export type TypedImage = typeof TypedImage.Type;

export const Category = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  friendlyURL: Schema.String,
  courseAreaFriendlyURL: Schema.String,
});
export type Category = typeof Category.Type;

export const CourseArea = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  friendlyURL: Schema.String,
  icon: Schema.String,
  iconDark: Schema.String,
  categories: Schema.Array(Category),
});
export type CourseArea = typeof CourseArea.Type;

export const AreaRef = Schema.Struct({ id: Schema.Number, name: Schema.String, friendlyURL: Schema.String });

export const Author = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  friendlyUrl: Schema.String,
  bio: Schema.String,
  image: Schema.NullOr(Schema.String),
});
export type Author = typeof Author.Type;

export const Lesson = Schema.Struct({
  id: Schema.Number,
  title: Schema.String,
  durationMinutes: Schema.Number,
  free: Schema.Boolean,
  videoUrl: Schema.NullOr(Schema.String),
});

export const CourseModule = Schema.Struct({
  id: Schema.Number,
  title: Schema.String,
  lessons: Schema.Array(Lesson),
});
export type CourseModule = typeof CourseModule.Type;

export const InstitutionRef = Schema.Struct({
  id: Schema.Number,
  initials: Schema.String,
  title: Schema.String,
  friendlyUrl: Schema.String,
  logo: Schema.NullOr(Schema.String),
});

/** Spec §3 marketplace model / contentAndCertificationOwner, 1 to 4. */
export const OwnerModel = Schema.Literals([1, 2, 3, 4]);

/** A course as lists and search results show it. */
export const CourseSummary = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  friendlyUrl: Schema.String,
  image: TypedImage,
  institution: Schema.NullOr(InstitutionRef),
  courseArea: AreaRef,
  category: Schema.NullOr(Category),
  oldPrice: Schema.NullOr(Schema.Number),
  newPrice: Schema.Number,
  discountPercentage: Schema.Number,
  installments: Schema.Number,
  installmentValue: Schema.Number,
  score: Schema.NullOr(Schema.Number),
  contentAndCertificationOwner: OwnerModel,
  loadHours: Schema.Number,
  releaseDate: Schema.String,
});
export type CourseSummary = typeof CourseSummary.Type;

/** Spec §3 media header: type video 0, image 1. */
export const MediaHeader = Schema.Struct({
  type: Schema.Literals([0, 1]),
  url: Schema.String,
  alt: Schema.String,
});

/** Every field of spec §3 "Course". */
export const Course = Schema.Struct({
  ...CourseSummary.fields,
  content: Schema.String,
  courseContent: Schema.String,
  authors: Schema.Array(Author),
  modules: Schema.Array(CourseModule),
  lessons: Schema.Number,
  /** How many ratings the score averages. */
  ratingCount: Schema.Number,
  /** Students enrolled (the legacy store's figure plus paid purchases here). */
  students: Schema.Number,
  videoDuration: Schema.Number,
  accessPeriod: Schema.Number,
  keywords: Schema.Array(Schema.String),
  lastContentUpdate: Schema.NullOr(Schema.String),
  legacyProductNumber: Schema.NullOr(Schema.String),
  images: Schema.Array(TypedImage),
  logos: Schema.Array(TypedImage),
  mediaHeader: MediaHeader,
  active: Schema.Boolean,
});
export type Course = typeof Course.Type;

export const SearchResult = Schema.Struct({
  courses: Schema.Array(CourseSummary),
  totalPages: Schema.Number,
  resultsFound: Schema.Number,
  page: Schema.Number,
  itemsPerPage: Schema.Number,
});
export type SearchResult = typeof SearchResult.Type;

/** A payment plan of the cart (installments of the course price). */
export const PricePlan = Schema.Struct({
  priceListValueId: Schema.Number,
  installments: Schema.Number,
  installmentValue: Schema.Number,
  /** 1 card, 2 cash (slip or Pix), as the checkout's discount campaign rule reads it. */
  paymentCondition: Schema.Literals([1, 2]),
  total: Schema.Number,
});

export const CartCourse = Schema.Struct({
  ...CourseSummary.fields,
  active: Schema.Boolean,
  plans: Schema.Array(PricePlan),
});
export type CartCourse = typeof CartCourse.Type;

export const Brand = Schema.Struct({
  id: Schema.Number,
  initials: Schema.String,
  title: Schema.String,
  description: Schema.String,
  friendlyUrl: Schema.String,
  logo: Schema.NullOr(Schema.String),
  logoDark: Schema.NullOr(Schema.String),
  courseCount: Schema.Number,
});
export type Brand = typeof Brand.Type;

/** Spec §3 WhatsApp setting: phone as 11 digits (shown 2+5+4). */
export const WhatsAppSetting = Schema.Struct({
  areaCode: Schema.String,
  phone: Schema.String,
  message: Schema.String,
});

export const InstitutionSettings = Schema.Struct({
  useNoindexNofollow: Schema.Boolean,
  trackingCode: Schema.NullOr(Schema.String),
  whatsAppSetting: Schema.NullOr(WhatsAppSetting),
});

export const Institution = Schema.Struct({
  id: Schema.Number,
  alias: Schema.String,
  initials: Schema.String,
  title: Schema.String,
  description: Schema.String,
  hostname: Schema.String,
  logo: Schema.NullOr(Schema.String),
  settings: InstitutionSettings,
  whatsAppSetting: Schema.NullOr(WhatsAppSetting),
});
export type Institution = typeof Institution.Type;

export const BannerImage = Schema.Struct({ src: Schema.String, alt: Schema.String });

export const Banner = Schema.Struct({
  id: Schema.Number,
  url: Schema.String,
  title: Schema.String,
  text: Schema.String,
  search: Schema.NullOr(Schema.String),
  institutionTitle: Schema.NullOr(Schema.String),
  images: Schema.Struct({ desktop: BannerImage, mobile: BannerImage }),
});
export type Banner = typeof Banner.Type;

/** An entry of a search filter list (get-to-filter). */
export const FilterOption = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  friendlyUrl: Schema.String,
});
export type FilterOption = typeof FilterOption.Type;

export const SystemDate = Schema.Struct({ systemDate: Schema.String });

/** The free lesson a visitor may open (spec §2): where it sits in its course, and what it says. */
export const FreeLesson = Schema.Struct({
  courseName: Schema.String,
  courseFriendlyUrl: Schema.String,
  moduleTitle: Schema.String,
  lesson: Schema.Struct({
    id: Schema.Number,
    title: Schema.String,
    durationMinutes: Schema.Number,
    /** The lesson's text (transcript or summary), paragraphs separated by a blank line. */
    body: Schema.String,
    videoUrl: Schema.NullOr(Schema.String),
  }),
});
export type FreeLesson = typeof FreeLesson.Type;

export const SocialLink = Schema.Struct({ network: Schema.Literals(socialNetworks), url: Schema.String });

/** Marketplace-wide settings the storefront shows (the footer's social links). */
export const MarketplaceSettings = Schema.Struct({ socialLinks: Schema.Array(SocialLink) });
export type MarketplaceSettings = typeof MarketplaceSettings.Type;
