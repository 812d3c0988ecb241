/**
 * Catalogue shapes the storefront views render (spec §3). The API contract's schemas decode into these;
 * views depend on them, not on the wire format.
 */
export interface CategoryLink {
  id: string;
  name: string;
  friendlyURL: string;
  courseAreaFriendlyURL: string;
}

export interface CourseAreaLink {
  id: string;
  name: string;
  /** e.g. "cursos-medicina" */
  friendlyURL: string;
  categories: CategoryLink[];
}

export const areaPath = (area: Pick<CourseAreaLink, "friendlyURL">) => `/${area.friendlyURL}`;
export const categoryPath = (category: Pick<CategoryLink, "friendlyURL" | "courseAreaFriendlyURL">) =>
  `/${category.courseAreaFriendlyURL}/${category.friendlyURL}`;
export const coursePath = (friendlyUrl: string) => `/curso/${friendlyUrl}`;
export const institutionPath = (friendlyUrl: string) => `/instituicao/${friendlyUrl}`;
