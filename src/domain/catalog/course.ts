/** Course shapes of spec §3 as the storefront renders them (decoded from the API, then mapped here). */
export type OwnerModel = 1 | 2 | 3 | 4;

export interface CourseImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface CourseAuthor {
  name: string;
  friendlyUrl: string;
  bio: string;
  photo: CourseImage | null;
}

export interface CourseLesson {
  title: string;
  durationMinutes: number;
  /** The first lesson of a course can be watched by visitors (spec §2). */
  free: boolean;
  videoUrl: string | null;
}

export interface CourseModule {
  title: string;
  lessons: CourseLesson[];
}

export interface CourseInstitution {
  name: string;
  friendlyUrl: string;
  logo: CourseImage | null;
}

export interface CourseSummary {
  name: string;
  friendlyUrl: string;
  image: CourseImage | null;
  institution: CourseInstitution | null;
  oldPrice: number | null;
  newPrice: number;
  discountPercentage: number;
  installments: number;
  installmentValue: number;
  score: number | null;
  areaName: string | null;
}

export interface CourseDetail extends CourseSummary {
  description: string;
  content: string;
  ownerModel: OwnerModel;
  authors: CourseAuthor[];
  modules: CourseModule[];
  ratingCount: number;
  students: number;
  loadHours: number;
  accessPeriodMonths: number;
  videoDurationMinutes: number;
  lastContentUpdate: string | null;
  keywords: string[];
  area: { name: string; friendlyURL: string } | null;
  category: { name: string; friendlyURL: string; courseAreaFriendlyURL: string } | null;
  active: boolean;
}

/** The free first lesson a visitor may open, if any. */
export function freeLessonOf(course: Pick<CourseDetail, "modules">): CourseLesson | null {
  for (const module of course.modules) {
    const free = module.lessons.find((lesson) => lesson.free);
    if (free) return free;
  }
  return null;
}

/** schema.org Course with provider, offers and hasCourseInstance, for search engines (issue 7). */
export function courseJsonLd(course: CourseDetail, siteUrl: string): Record<string, unknown> {
  const url = `${siteUrl}/curso/${course.friendlyUrl}`;
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: course.name,
    description: course.description,
    url,
    ...(course.image
      ? { image: course.image.src.startsWith("http") ? course.image.src : `${siteUrl}${course.image.src}` }
      : {}),
    inLanguage: "pt-BR",
    provider: {
      "@type": "Organization",
      name: course.institution?.name ?? "Sabiá",
      ...(course.institution
        ? { url: `${siteUrl}/instituicao/${course.institution.friendlyUrl}` }
        : { url: siteUrl }),
    },
    offers: {
      "@type": "Offer",
      category: "Paid",
      price: course.newPrice.toFixed(2),
      priceCurrency: "BRL",
      availability: course.active ? "https://schema.org/InStock" : "https://schema.org/Discontinued",
      url,
    },
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: "Online",
      courseWorkload: `PT${course.loadHours}H`,
      ...(course.authors.length
        ? { instructor: course.authors.map((author) => ({ "@type": "Person", name: author.name })) }
        : {}),
    },
    ...(course.keywords.length ? { keywords: course.keywords.join(", ") } : {}),
  };
}

/** JSON for a <script type="application/ld+json"> block; "<" is escaped so text can never close the tag. */
export function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
