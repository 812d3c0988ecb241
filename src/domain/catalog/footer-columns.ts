/**
 * Footer course-area columns (spec §2 "Footer", §9): two areas with up to 5 categories each plus
 * 'see more', and a general column of the first 6 categories with the rest in a second column.
 */
export const categoriesPerColumn = 5;
export const firstGeneralColumnSize = 6;

export interface FooterCategory {
  name: string;
  href: string;
}

export interface FooterArea {
  name: string;
  href: string;
  categories: FooterCategory[];
}

export interface AreaColumn {
  area: FooterArea;
  categories: FooterCategory[];
  /** Link to the whole area when it has more categories than shown. */
  seeMore: string | null;
}

export function areaColumns(areas: FooterArea[], count = 2): AreaColumn[] {
  return areas.slice(0, count).map((area) => ({
    area,
    categories: area.categories.slice(0, categoriesPerColumn),
    seeMore: area.categories.length > categoriesPerColumn ? area.href : null,
  }));
}

export function generalColumns(categories: FooterCategory[]): [FooterCategory[], FooterCategory[]] {
  return [categories.slice(0, firstGeneralColumnSize), categories.slice(firstGeneralColumnSize)];
}
