import type { CourseSeed } from "./course-seed.ts";
import { medicinaCourses } from "./medicina.ts";
import { saudeMentalCourses } from "./saude-mental.ts";
import { veterinariaCourses } from "./veterinaria.ts";
import { farmaciaCourses } from "./farmacia.ts";
import { nutricaoCourses } from "./nutricao.ts";
import { enfermagemCourses } from "./enfermagem.ts";
import { fisioterapiaCourses } from "./fisioterapia.ts";
import { educacaoFisicaCourses } from "./educacao-fisica.ts";
import { preparatoriosCourses } from "./preparatorios.ts";
import { geralCourses } from "./geral.ts";

export type { CourseSeed } from "./course-seed.ts";

/**
 * The demo courses, one file per area. The order is part of the seed: generated courses, visits and the seeded
 * slugs the tests use follow it, so a new course goes at the end of its area's file.
 */
export const courseSeeds: readonly CourseSeed[] = [
  ...medicinaCourses,
  ...saudeMentalCourses,
  ...veterinariaCourses,
  ...farmaciaCourses,
  ...nutricaoCourses,
  ...enfermagemCourses,
  ...fisioterapiaCourses,
  ...educacaoFisicaCourses,
  ...preparatoriosCourses,
  ...geralCourses,
];
