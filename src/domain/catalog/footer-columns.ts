/**
 * Footer course-area columns (spec §2 "Footer", §9): two areas with up to 5 categories each plus
 * 'see more', and a general column of the first 6 categories with the rest in a second column.
 */
export const categoriesPerColumn = 5;
export const firstGeneralColumnSize = 6;

export interface AreaColumn<Area, Category> {
  area: Area;
  categories: Category[];
  /** The area has more categories than shown: link to the whole area. */
  seeMore: boolean;
}

export function areaColumns<Area extends { categories: unknown[] }>(
  areas: Area[],
  count = 2,
): AreaColumn<Area, Area["categories"][number]>[] {
  return areas.slice(0, count).map((area) => ({
    area,
    categories: area.categories.slice(0, categoriesPerColumn),
    seeMore: area.categories.length > categoriesPerColumn,
  }));
}

export function generalColumns<Category>(categories: Category[]): [Category[], Category[]] {
  return [categories.slice(0, firstGeneralColumnSize), categories.slice(firstGeneralColumnSize)];
}
