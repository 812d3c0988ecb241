import type { CourseSeed } from "./course-seed.ts";

/** Demo courses of the area "enfermagem", in seed order. */
export const enfermagemCourses: readonly CourseSeed[] = [
  [
    "Enfermagem em Terapia Intensiva",
    "enfermagem",
    "enfermagem-em-uti",
    "hcfmusp",
    3,
    1290,
    20,
    "UTI, cuidados intensivos, enfermagem",
    [12, 0],
  ],
  [
    "Urgência e Emergência para Enfermeiros",
    "enfermagem",
    "urgencia-e-emergencia",
    "abramede",
    4,
    890,
    0,
    "triagem, classificação de risco, emergência",
    [12, 1],
  ],
  [
    "Tratamento de Feridas e Coberturas",
    "enfermagem",
    "feridas-e-curativos",
    null,
    1,
    490,
    25,
    "curativos, lesão por pressão, coberturas",
    [12],
  ],
  [
    "Estomaterapia Básica",
    "enfermagem",
    "feridas-e-curativos",
    "ibcmed",
    2,
    690,
    0,
    "estomas, feridas crônicas",
    [12],
  ],
];
