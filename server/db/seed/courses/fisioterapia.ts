import type { CourseSeed } from "./course-seed.ts";

/** Demo courses of the area "fisioterapia", in seed order. */
export const fisioterapiaCourses: readonly CourseSeed[] = [
  [
    "Fisioterapia Respiratória na UTI",
    "fisioterapia",
    "fisioterapia-respiratoria",
    "hcfmusp",
    3,
    1090,
    15,
    "ventilação não invasiva, desmame",
    [13, 0],
  ],
  [
    "Reabilitação Pós-COVID",
    "fisioterapia",
    "fisioterapia-respiratoria",
    null,
    1,
    390,
    40,
    "reabilitação pulmonar, covid longa",
    [13],
  ],
  [
    "Fisioterapia no Joelho e Quadril",
    "fisioterapia",
    "fisioterapia-ortopedica",
    "ibcmed",
    2,
    790,
    0,
    "ortopedia, LCA, artrose",
    [13],
  ],
  [
    "Pilates Clínico para Coluna",
    "fisioterapia",
    "pilates-clinico",
    null,
    1,
    590,
    20,
    "pilates, lombalgia, coluna",
    [13, 14],
  ],
];
