import type { CourseSeed } from "./course-seed.ts";

/** Demo courses of the area "nutricao", in seed order. */
export const nutricaoCourses: readonly CourseSeed[] = [
  [
    "Nutrição Clínica no Paciente Crítico",
    "nutricao",
    "nutricao-clinica",
    "hcfmusp",
    3,
    990,
    15,
    "terapia nutricional, UTI, enteral",
    [11, 0],
  ],
  [
    "Nutrição Esportiva Aplicada",
    "nutricao",
    "nutricao-esportiva",
    null,
    1,
    590,
    30,
    "suplementação, desempenho, atleta",
    [11],
  ],
  [
    "Nutrição na Gestação e Lactação",
    "nutricao",
    "nutricao-materno-infantil",
    "ibcmed",
    2,
    490,
    0,
    "gestante, amamentação, nutrição infantil",
    [11],
  ],
  [
    "Obesidade e Síndrome Metabólica",
    "nutricao",
    "nutricao-clinica",
    null,
    1,
    690,
    10,
    "obesidade, diabetes, dieta",
    [11],
  ],
];
