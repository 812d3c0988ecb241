import type { CourseAreaLink } from "#src/domain/catalog/catalog-types.ts";
import type { CourseDetail, CourseImage, CourseSummary, OwnerModel } from "#src/domain/catalog/course.ts";
import type {
  Course as WireCourse,
  CourseArea as WireArea,
  CourseSummary as WireSummary,
} from "../api/catalog-schemas.ts";

/** Course card images are 16:9; the API serves them at 640×360. */
const cardImage = (image: { url: string; alt: string }): CourseImage => ({
  src: image.url,
  alt: image.alt,
  width: 640,
  height: 360,
});

export function toCourseSummary(course: WireSummary): CourseSummary {
  return {
    name: course.name,
    friendlyUrl: course.friendlyUrl,
    image: cardImage(course.image),
    institution: course.institution
      ? {
          name: course.institution.title,
          friendlyUrl: course.institution.friendlyUrl,
          logo: course.institution.logo
            ? { src: course.institution.logo, alt: course.institution.title, width: 160, height: 64 }
            : null,
        }
      : null,
    oldPrice: course.oldPrice,
    newPrice: course.newPrice,
    discountPercentage: course.discountPercentage,
    installments: course.installments,
    installmentValue: course.installmentValue,
    score: course.score,
    areaName: course.courseArea.name,
  };
}

export function toCourseDetail(course: WireCourse): CourseDetail {
  return {
    ...toCourseSummary(course),
    description: course.content,
    content: course.courseContent,
    ownerModel: course.contentAndCertificationOwner as OwnerModel,
    authors: course.authors.map((author) => ({
      name: author.name,
      friendlyUrl: author.friendlyUrl,
      bio: author.bio,
      photo: author.image ? { src: author.image, alt: author.name, width: 96, height: 96 } : null,
    })),
    modules: course.modules.map((module) => ({
      title: module.title,
      lessons: module.lessons.map((lesson) => ({
        title: lesson.title,
        durationMinutes: lesson.durationMinutes,
        free: lesson.free,
        videoUrl: lesson.videoUrl,
      })),
    })),
    ratingCount: course.ratingCount,
    students: course.students,
    loadHours: course.loadHours,
    accessPeriodMonths: course.accessPeriod,
    videoDurationMinutes: course.videoDuration,
    lastContentUpdate: course.lastContentUpdate,
    keywords: [...course.keywords],
    area: { name: course.courseArea.name, friendlyURL: course.courseArea.friendlyURL },
    category: course.category
      ? {
          name: course.category.name,
          friendlyURL: course.category.friendlyURL,
          courseAreaFriendlyURL: course.category.courseAreaFriendlyURL,
        }
      : null,
    active: course.active,
  };
}

export function toAreaLink(area: WireArea): CourseAreaLink {
  return {
    id: String(area.id),
    name: area.name,
    friendlyURL: area.friendlyURL,
    categories: area.categories.map((category) => ({
      id: String(category.id),
      name: category.name,
      friendlyURL: category.friendlyURL,
      courseAreaFriendlyURL: category.courseAreaFriendlyURL,
    })),
  };
}

export interface SearchRequest {
  page: number;
  itemsPerPage: number;
  orderBy: "1" | "2" | "3" | "4";
  searchText?: string;
  institutions?: string;
  areas?: string;
  categories?: string;
  authors?: string;
  maxPrice?: number;
  month?: number;
}

/** The typed query of GET /courses/search: only non-empty filters (spec §7). */
export function toSearchRequest(
  filters: Partial<{
    text: string;
    institutions: string[];
    areas: string[];
    categories: string[];
    authors: string[];
    maxPrice: number | null;
    month: number | null;
  }>,
  page = 1,
  itemsPerPage = 8,
  order: 1 | 2 | 3 | 4 = 1,
): SearchRequest {
  const request: SearchRequest = { page, itemsPerPage, orderBy: String(order) as SearchRequest["orderBy"] };
  if (filters.text) request.searchText = filters.text;
  if (filters.institutions?.length) request.institutions = filters.institutions.join(",");
  if (filters.areas?.length) request.areas = filters.areas.join(",");
  if (filters.categories?.length) request.categories = filters.categories.join(",");
  if (filters.authors?.length) request.authors = filters.authors.join(",");
  if (filters.maxPrice) request.maxPrice = filters.maxPrice;
  if (filters.month) request.month = filters.month;
  return request;
}
