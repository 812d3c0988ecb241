import type { MyCourse, PurchaseItem, PurchaseList } from "#src/services/api/purchases-api.ts";

// What My Purchases and My Courses show. The API's answers already say it in the page's terms (states, dates,
// totals, progress), so the views take them as they are, under names of their own.
export type PurchaseView = PurchaseItem;
export type PurchaseListView = PurchaseList;
export type MyCourseView = MyCourse;
