import { sampleClipSeconds, sampleClipUrl } from "#server/media/sample-clips.ts";
import { lessonMaterialUrl } from "#server/media/lesson-materials.ts";
import {
  authors,
  banners,
  categories,
  courseAreas,
  courseAuthors,
  courseModules,
  courses,
  lessons,
  parameters,
} from "../schema/catalog.ts";
import { institutions } from "../schema/identity.ts";
import type { Db } from "../database.ts";
import {
  areaSeeds,
  authorSeeds,
  courseSeeds,
  lessonTopics,
  marketplaceSocialLinks,
  moduleTopics,
  retiredCourses,
  type CourseSeed,
} from "./catalog-data.ts";
import { freeLessonText, studyLessonText, type LessonTextInput } from "./lesson-text.ts";
import { createRandom, slugify } from "./random.ts";
import { marketplaceSettingsKey } from "../catalog/marketplace-settings.ts";
import { refreshSearchWords } from "../catalog/course-search.ts";

const generatedPrefixes = [
  "Atualização em",
  "Curso Intensivo de",
  "Imersão em",
  "Fundamentos de",
  "Especialização em",
  "Prática Avançada em",
];

async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

export interface CatalogIds {
  courseIdBySlug: Map<string, number>;
  lessonIdsByCourse: Map<number, number[]>;
}

/**
 * Seeds areas, categories, authors, banners and `courseCount` courses (the first 64 hand-written, the rest
 * generated from the categories, as `npm run seed -- --courses 10000` needs). Institutions must exist.
 */
export async function seedCatalog(db: Db, courseCount: number, videos = false): Promise<CatalogIds> {
  const random = createRandom(2026);
  const institutionRows = await db
    .select({ id: institutions.id, alias: institutions.alias, title: institutions.title })
    .from(institutions);
  const institutionByAlias = new Map(institutionRows.map((row) => [row.alias, row]));

  const areaRows = await db
    .insert(courseAreas)
    .values(
      areaSeeds.map((area, position) => ({
        name: area.name,
        friendlyUrl: `cursos-${area.slug}`,
        position,
        visits: 5000 - position * 350 + (position % 3) * 400,
      })),
    )
    .returning({ id: courseAreas.id, friendlyUrl: courseAreas.friendlyUrl, name: courseAreas.name });
  const areaBySlug = new Map(areaRows.map((row) => [row.friendlyUrl.slice("cursos-".length), row]));

  const categoryRows = await db
    .insert(categories)
    .values(
      areaSeeds.flatMap((area) =>
        area.categories.map(([slug, name], position) => ({
          areaId: areaBySlug.get(area.slug)!.id,
          name,
          friendlyUrl: slug,
          position,
        })),
      ),
    )
    .returning({
      id: categories.id,
      areaId: categories.areaId,
      friendlyUrl: categories.friendlyUrl,
      name: categories.name,
    });
  const categoryByKey = new Map(categoryRows.map((row) => [`${row.areaId}/${row.friendlyUrl}`, row]));

  const authorRows = await db
    .insert(authors)
    .values(
      authorSeeds.map((author) => ({
        name: author.name,
        friendlyUrl: slugify(author.name),
        bio: author.bio,
        photoUrl: `/api/media/author/${slugify(author.name)}.svg`,
      })),
    )
    .returning({ id: authors.id, name: authors.name });

  const seeds: CourseSeed[] = [...courseSeeds];
  const allCategories = areaSeeds.flatMap((area) =>
    area.categories.map(([slug, name]) => ({ area: area.slug, slug, name })),
  );
  for (let index = seeds.length; index < courseCount; index++) {
    const category = allCategories[index % allCategories.length]!;
    const template = courseSeeds.find((seed) => seed[2] === category.slug) ?? courseSeeds[0]!;
    const name = `${random.pick(generatedPrefixes)} ${category.name} — Turma ${Math.floor(index / allCategories.length) + 1}`;
    seeds.push([
      name,
      category.area,
      category.slug,
      template[3],
      template[4],
      random.int(19, 499) * 10,
      random.pick([0, 0, 10, 15, 20, 25, 30, 40]),
      template[7],
      template[8],
    ]);
  }

  const usedSlugs = new Set<string>();
  const courseValues = seeds.slice(0, courseCount).map((seed, index) => {
    const [
      name,
      areaSlug,
      categorySlug,
      institutionAlias,
      ownerModel,
      price,
      discount,
      keywords,
      authorIndexes,
    ] = seed;
    let friendlyUrl = slugify(name);
    if (usedSlugs.has(friendlyUrl)) friendlyUrl = `${friendlyUrl}-${index}`;
    usedSlugs.add(friendlyUrl);
    const area = areaBySlug.get(areaSlug)!;
    const category = categoryByKey.get(`${area.id}/${categorySlug}`);
    const institution = institutionAlias ? institutionByAlias.get(institutionAlias) : undefined;
    const newPrice = discount > 0 ? Math.round(price * (100 - discount)) / 100 : price;
    const keywordList = keywords.split(",").map((keyword) => keyword.trim());
    const authorNames = authorIndexes.map((authorIndex) => authorRows[authorIndex]?.name ?? "");
    const release = new Date(Date.UTC(2024, 0, 1) + ((index * 7919) % 900) * 86_400_000);
    return {
      name,
      friendlyUrl,
      content: `${name}: curso online com aulas gravadas, material de apoio e certificado. Conteúdo pensado para quem atua em ${area.name.toLowerCase()} e quer aplicar ${keywordList[0]} no dia a dia.`,
      courseContent: moduleTopics
        .slice(0, 5)
        .map((topic) => `${topic} — ${keywordList[0]}`)
        .join("\n"),
      ownerModel,
      areaId: area.id,
      categoryId: category?.id ?? null,
      institutionId: institution?.id ?? null,
      oldPrice: discount > 0 ? price : null,
      newPrice,
      installments: Math.max(1, Math.min(12, Math.floor(newPrice / 50))),
      score: Math.round((3.8 + random.next() * 1.2) * 10) / 10,
      videoDurationMinutes: 0,
      loadHours: random.pick([8, 12, 20, 30, 40, 60, 120, 360]),
      accessPeriodMonths: random.pick([6, 12, 12, 24]),
      keywords: keywordList,
      releaseDate: release.toISOString().slice(0, 10),
      lastContentUpdate: new Date(release.getTime() + 120 * 86_400_000).toISOString().slice(0, 10),
      legacyProductNumber: String(2001 + index),
      active: !retiredCourses.has(friendlyUrl),
      visits: random.int(10, 5000) + (index < courseSeeds.length ? 5000 : 0),
      searchExtra: [
        keywordList.join(" "),
        area.name,
        category?.name ?? "",
        institution?.title ?? "",
        institutionAlias ?? "",
        ...authorNames,
      ].join(" "),
      authorIds: authorIndexes.map((authorIndex) => authorRows[authorIndex]!.id),
    };
  });

  const courseIdBySlug = new Map<string, number>();
  const lessonTextByCourse = new Map<number, Omit<LessonTextInput, "moduleTitle">>();
  const areaNameById = new Map(areaRows.map((row) => [row.id, row.name]));
  const authorLinks: { courseId: number; authorId: number; position: number }[] = [];
  await insertChunked(courseValues, 500, async (chunk) => {
    const inserted = await db
      .insert(courses)
      .values(
        chunk.map(({ authorIds: _authorIds, ...course }) => ({
          ...course,
          ...enrolmentFigures(course.visits),
        })),
      )
      .returning({ id: courses.id, friendlyUrl: courses.friendlyUrl });
    inserted.forEach((row, position) => {
      courseIdBySlug.set(row.friendlyUrl, row.id);
      const course = chunk[position]!;
      lessonTextByCourse.set(row.id, {
        courseName: course.name,
        areaName: areaNameById.get(course.areaId) ?? "",
        keywords: course.keywords,
      });
      chunk[position]!.authorIds.forEach((authorId, order) =>
        authorLinks.push({ courseId: row.id, authorId, position: order }),
      );
    });
  });
  await insertChunked(authorLinks, 3000, (chunk) => db.insert(courseAuthors).values(chunk));

  const lessonIdsByCourse = await seedModules(db, lessonTextByCourse, random, videos);
  await seedBanners(db);
  await refreshSearchWords(db);
  await db.insert(parameters).values([
    {
      key: "whatsapp-candidate",
      value: { areaCode: "55", phone: "51999990000", message: "Olá! Quero ajuda para escolher um curso." },
    },
    { key: marketplaceSettingsKey, value: { socialLinks: marketplaceSocialLinks } },
  ]);
  return { courseIdBySlug, lessonIdsByCourse };
}

async function seedModules(
  db: Db,
  courseTexts: Map<number, Omit<LessonTextInput, "moduleTitle">>,
  random: ReturnType<typeof createRandom>,
  videos: boolean,
) {
  const courseIds = [...courseTexts.keys()];
  const moduleValues = courseIds.flatMap((courseId, courseIndex) => {
    const count = courseIndex < courseSeeds.length ? random.int(4, 6) : 3;
    return moduleTopics
      .slice(0, count)
      .map((topic, position) => ({ courseId, position, title: `Módulo ${position + 1} — ${topic}` }));
  });
  const modules: { id: number; courseId: number; position: number; title: string }[] = [];
  await insertChunked(moduleValues, 3000, async (chunk) => {
    modules.push(
      ...(await db.insert(courseModules).values(chunk).returning({
        id: courseModules.id,
        courseId: courseModules.courseId,
        position: courseModules.position,
        title: courseModules.title,
      })),
    );
  });
  // Only the first lesson of the first module is free; it carries a text body and no video. With the sample clips
  // made (server/media/sample-clips.ts, issue 32), each module's second and third lessons are one-minute videos;
  // the others (and all, without ffmpeg) are text lessons with a body the portal shows. The first lesson of every
  // module after the first carries a PDF material (server/media/lesson-materials.ts, paid content: never the free
  // lesson).
  const lessonValues = modules.flatMap((module) =>
    lessonTopics.slice(0, random.int(3, 5)).map((title, position) => {
      const free = module.position === 0 && position === 0;
      const course = courseTexts.get(module.courseId)!;
      const minutes = random.int(8, 45);
      const video = videos && (position === 1 || position === 2);
      return {
        moduleId: module.id,
        position,
        title: `${title}`,
        durationMinutes: video ? sampleClipSeconds / 60 : minutes,
        free,
        videoUrl: video ? sampleClipUrl(module.position + position) : null,
        materialUrl: module.position > 0 && position === 0 ? lessonMaterialUrl(module.position - 1) : null,
        body: video
          ? null
          : free
            ? freeLessonText({ ...course, moduleTitle: module.title })
            : studyLessonText(title, { ...course, moduleTitle: module.title }),
      };
    }),
  );
  const courseOfModule = new Map(modules.map((module) => [module.id, module.courseId]));
  const lessonIdsByCourse = new Map<number, number[]>();
  await insertChunked(lessonValues, 5000, async (chunk) => {
    const inserted = await db
      .insert(lessons)
      .values(chunk)
      .returning({ id: lessons.id, moduleId: lessons.moduleId });
    for (const row of inserted) {
      const courseId = courseOfModule.get(row.moduleId)!;
      lessonIdsByCourse.set(courseId, [...(lessonIdsByCourse.get(courseId) ?? []), row.id]);
    }
  });
  return lessonIdsByCourse;
}

async function seedBanners(db: Db) {
  const rows = [
    {
      title: "Semana da Saúde Mental",
      text: "Até 30% de desconto em cursos de psicologia e psiquiatria.",
      url: "/cursos-saude-mental",
      search: "saude mental",
    },
    {
      title: "UTI Online 2ª Edição",
      text: "A formação completa em terapia intensiva do HCFMUSP.",
      url: "/curso/uti-online-2-edicao",
      search: null,
    },
    {
      title: "Preparatórios 2027",
      text: "Residência, Revalida e títulos de especialista com quem aprova.",
      url: "/cursos-preparatorios",
      search: null,
    },
    {
      title: "Promoções",
      text: "Cursos com os maiores descontos da semana.",
      url: "/busca?valorMaximo=15000&ordenacao=4&pagina=1",
      search: null,
    },
  ];
  await db.insert(banners).values(
    rows.map((row, position) => ({
      ...row,
      position,
      imageDesktop: `/api/media/banner/${bannerSlug(row.title)}-desktop.svg`,
      imageMobile: `/api/media/banner/${bannerSlug(row.title)}-mobile.svg`,
      alt: row.title,
    })),
  );
}

/** The demo banner pictures are drawn from their address, so the address carries the banner's title. */
const bannerSlug = (title: string) =>
  title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * Ratings and students of the legacy store, in proportion to a course's visits (about 1 visitor in 11 rates it,
 * 6 in 10 enrol), so popular courses show more of both. Derived, not drawn: the seed's random sequence, which
 * every other figure of the catalogue comes from, stays as it was.
 */
function enrolmentFigures(visits: number) {
  return { ratingCount: Math.round(visits / 11) + 3, studentCount: Math.round(visits * 0.6) };
}
