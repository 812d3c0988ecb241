import type { CourseSeed } from "./course-seed.ts";

/** Demo courses of the area "farmacia", in seed order. */
export const farmaciaCourses: readonly CourseSeed[] = [
  [
    "Farmácia Clínica Hospitalar",
    "farmacia",
    "farmacia-clinica",
    "hcfmusp",
    3,
    1190,
    10,
    "farmácia clínica, conciliação medicamentosa",
    [10],
  ],
  [
    "Interações Medicamentosas",
    "farmacia",
    "farmacologia",
    null,
    1,
    390,
    0,
    "interações, farmacocinética",
    [10],
  ],
  [
    "Farmacologia dos Antimicrobianos",
    "farmacia",
    "farmacologia",
    "ibcmed",
    2,
    590,
    20,
    "antibióticos, resistência bacteriana",
    [10, 0],
  ],
  [
    "Gestão da Farmácia Hospitalar",
    "farmacia",
    "farmacia-hospitalar",
    null,
    1,
    690,
    0,
    "estoque, padronização, farmácia hospitalar",
    [10, 16],
  ],
];
