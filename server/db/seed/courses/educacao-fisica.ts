import type { CourseSeed } from "./course-seed.ts";

/** Demo courses of the area "educacao-fisica", in seed order. */
export const educacaoFisicaCourses: readonly CourseSeed[] = [
  [
    "Treinamento Funcional para Idosos",
    "educacao-fisica",
    "treinamento-funcional",
    null,
    1,
    390,
    0,
    "idosos, funcionalidade, força",
    [14],
  ],
  [
    "Periodização do Treinamento de Força",
    "educacao-fisica",
    "treinamento-funcional",
    "ibcmed",
    2,
    490,
    15,
    "força, hipertrofia, periodização",
    [14],
  ],
  [
    "Fisiologia do Exercício Aplicada",
    "educacao-fisica",
    "fisiologia-do-exercicio",
    null,
    1,
    690,
    10,
    "VO2, metabolismo, exercício",
    [14, 11],
  ],
];
