/** Demo course: [name, area, category, institution alias (or null for Sabiá's own), owner model, price, discount %, keywords, authors]. */
export type CourseSeed = readonly [
  name: string,
  area: string,
  category: string,
  institution: string | null,
  ownerModel: 1 | 2 | 3 | 4,
  price: number,
  discount: number,
  keywords: string,
  authors: readonly number[],
];
