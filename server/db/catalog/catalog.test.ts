import { describe, expect, it } from "vitest";
import type { Database } from "../database.ts";
import { suiteDatabase, testEngines } from "../test-databases.ts";
import {
  areaByFriendlyUrl,
  brandByFriendlyUrl,
  categoryByFriendlyUrl,
  institutionByCode,
  listAreas,
  listBrands,
  mostVisitedAreas,
  principalBanners,
} from "./catalog-lists.ts";
import {
  courseByFriendlyUrl,
  courseToCart,
  latestCourses,
  loadLegacyProductNumbers,
  mostVisitedCourses,
} from "./course-document.ts";
import { searchCourses, type SearchInput } from "./course-search.ts";

const search = (database: Database, input: Partial<SearchInput>) =>
  searchCourses(database.db, { page: 1, itemsPerPage: 50, orderBy: 1, ...input });

describe.each(testEngines())("catalogue on $name", (engine) => {
  const suite = suiteDatabase(engine);

  it("finds Saúde Mental courses without accents, first, and all of that area", async () => {
    const result = await search(suite.current, { searchText: "saude mental" });
    const areaCourses = await search(suite.current, { areas: ["cursos-saude-mental"] });
    expect(result.resultsFound).toBeGreaterThan(0);
    expect(result.courses[0]!.courseArea.friendlyURL).toBe("cursos-saude-mental");
    const found = new Set(result.courses.map((course) => course.friendlyUrl));
    for (const course of areaCourses.courses) expect(found.has(course.friendlyUrl)).toBe(true);
  });

  it("stems Portuguese words and forgives a one-letter typo", async () => {
    expect(
      (await search(suite.current, { searchText: "psicológicas" })).courses.map(
        (course) => course.friendlyUrl,
      ),
    ).toContain("avaliacao-psicologica-e-laudos");
    const typo = await search(suite.current, { searchText: "saude mentl" });
    expect(typo.resultsFound).toBeGreaterThan(0);
    expect(typo.courses.some((course) => course.courseArea.friendlyURL === "cursos-saude-mental")).toBe(true);
    expect((await search(suite.current, { searchText: "ventilacao mecanica" })).courses[0]!.friendlyUrl).toBe(
      "ventilacao-mecanica-na-pratica",
    );
  });

  it("filters by area, category, institution, author, price and month, and pages", async () => {
    const filtered = await search(suite.current, {
      areas: ["saude-mental"],
      categories: ["psicologia-clinica"],
      institutions: ["asqmind"],
    });
    expect(filtered.courses.length).toBeGreaterThan(0);
    for (const course of filtered.courses) {
      expect(course.category?.friendlyURL).toBe("psicologia-clinica");
      expect(course.institution?.friendlyUrl).toBe("asqmind");
    }
    const byAuthor = await search(suite.current, { authors: ["dra-juliana-prado"] });
    expect(byAuthor.courses.map((course) => course.friendlyUrl)).toContain("dbt-intensivo-formacao-completa");
    const cheap = await search(suite.current, { maxPrice: 300 });
    for (const course of cheap.courses) expect(course.newPrice).toBeLessThanOrEqual(300);
    const march = await search(suite.current, { month: 3 });
    for (const course of march.courses) expect(course.releaseDate.slice(5, 7)).toBe("03");
    const paged = await search(suite.current, { itemsPerPage: 8, page: 2 });
    expect(paged.courses).toHaveLength(8);
    expect(paged.totalPages).toBe(Math.ceil(paged.resultsFound / 8));
    expect((await search(suite.current, { itemsPerPage: 8, page: 999 })).courses).toHaveLength(0);
    expect((await search(suite.current, { searchText: "zzqxw kkkjjj" })).resultsFound).toBe(0);
  });

  it("orders by price and by discount", async () => {
    const prices = (await search(suite.current, { orderBy: 2 })).courses.map((course) => course.newPrice);
    expect(prices).toEqual(prices.toSorted((a, b) => a - b));
    const descending = (await search(suite.current, { orderBy: 3 })).courses.map((course) => course.newPrice);
    expect(descending).toEqual(descending.toSorted((a, b) => b - a));
    const discounts = (await search(suite.current, { orderBy: 4, maxPrice: 15000 })).courses.map(
      (course) => course.discountPercentage,
    );
    expect(discounts).toEqual(discounts.toSorted((a, b) => b - a));
  });

  it("serves a course document with every §3 field", async () => {
    const course = (await courseByFriendlyUrl(suite.current.db, "uti-online-2-edicao"))!;
    expect(course.name).toBe("UTI Online 2ª Edição");
    expect(course.modules.length).toBeGreaterThanOrEqual(4);
    expect(course.modules[0]!.lessons[0]!.free).toBe(true);
    expect(course.lessons).toBe(course.modules.reduce((sum, module) => sum + module.lessons.length, 0));
    expect(course.authors.length).toBe(2);
    expect(course.oldPrice).toBe(3490);
    expect(course.discountPercentage).toBe(20);
    expect(course.installmentValue).toBeCloseTo(course.newPrice / course.installments, 2);
    expect(course.institution?.friendlyUrl).toBe("hcfmusp");
    expect(course.legacyProductNumber).toBe("2001");
    expect(course.images.map((image) => image.type)).toEqual([1, 2, 3, 9]);
    expect(course.videoDuration).toBeGreaterThan(0);
    expect(await courseByFriendlyUrl(suite.current.db, "nao-existe")).toBeNull();
    const cart = (await courseToCart(suite.current.db, "uti-online-2-edicao"))!;
    expect(cart.plans.some((plan) => plan.installments === 1 && plan.paymentCondition === 2)).toBe(true);
  });

  it("lists areas with their categories, brands, banners and settings", async () => {
    const areas = await listAreas(suite.current.db);
    expect(areas).toHaveLength(10);
    expect(
      areas
        .find((area) => area.friendlyURL === "cursos-saude-mental")
        ?.categories.map((category) => category.friendlyURL),
    ).toContain("psicologia-clinica");
    expect(
      await categoryByFriendlyUrl(suite.current.db, "cursos-medicina", "uti-terapia-intensiva"),
    ).not.toBeNull();
    expect(
      await categoryByFriendlyUrl(suite.current.db, "cursos-preparatorios", "ginecologia-obstetricia"),
    ).not.toBeNull();
    expect(await areaByFriendlyUrl(suite.current.db, "cursos-nada")).toBeNull();
    expect((await mostVisitedAreas(suite.current.db, 3)).length).toBe(3);
    const brands = await listBrands(suite.current.db);
    expect(brands.map((brand) => brand.friendlyUrl).toSorted()).toEqual([
      "abramede",
      "asqmind",
      "bipp",
      "dbt-brasil",
      "hcfmusp",
      "ibcmed",
      "terzius",
      "vv-academy",
    ]);
    expect((await brandByFriendlyUrl(suite.current.db, "hcfmusp"))?.courseCount).toBeGreaterThan(0);
    expect((await institutionByCode(suite.current.db, "abramede"))?.whatsAppSetting?.phone).toMatch(
      /^\d{11}$/,
    );
    expect((await principalBanners(suite.current.db)).length).toBeGreaterThan(0);
    expect((await mostVisitedCourses(suite.current.db, 8)).length).toBe(8);
    const latest = await latestCourses(suite.current.db, 8);
    const dates = latest.map((course) => course.releaseDate);
    expect(dates).toEqual(dates.toSorted().toReversed());
  });

  it("maps legacy product numbers to course slugs for the redirect engine", async () => {
    const numbers = await loadLegacyProductNumbers(suite.current.db);
    expect(numbers.size).toBeGreaterThanOrEqual(60);
    expect(numbers.get("2001")).toBe("uti-online-2-edicao");
  });
});
