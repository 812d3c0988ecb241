/** What a seeded free lesson says (pt-BR), written from its course: the text a visitor reads on the free lesson page. */
export interface LessonTextInput {
  courseName: string;
  areaName: string;
  keywords: readonly string[];
  moduleTitle: string;
}

const list = (items: readonly string[]) =>
  new Intl.ListFormat("pt-BR", { type: "conjunction" }).format(items);

export function freeLessonText({ courseName, areaName, keywords, moduleTitle }: LessonTextInput): string {
  const topics = keywords.filter((keyword) => keyword.trim() !== "").slice(0, 3);
  const main = topics[0] ?? courseName.toLowerCase();
  return [
    `Boas-vindas ao curso ${courseName}. Esta é a aula de abertura do ${moduleTitle.split(" — ")[0]}: nela você conhece o que vai estudar, como as aulas estão organizadas e o que se espera de você ao final.`,
    `O curso foi pensado para quem atua em ${areaName.toLowerCase()} e trata de ${list(topics.length ? topics : [main])}. Cada módulo combina aulas gravadas, leituras de apoio e casos comentados, e termina com questões de revisão.`,
    `Nesta aula discutimos por que ${main} importa no dia a dia, quais são as dúvidas mais frequentes de quem começa e como os próximos módulos avançam dos fundamentos às situações especiais.`,
    "Para aproveitar melhor: anote as perguntas que surgirem, consulte o material complementar e volte a esta aula sempre que quiser relembrar o roteiro do curso.",
  ].join("\n\n");
}

/** A text lesson's body (the portal shows it; issue 32): what the lesson covers, in two short paragraphs. */
export function studyLessonText(lessonTitle: string, { courseName, moduleTitle }: LessonTextInput): string {
  return [
    `${lessonTitle}: esta leitura do ${moduleTitle.split(" — ")[0]} de ${courseName} resume os pontos centrais do tema e indica como aplicá-los na prática clínica.`,
    "Leia com calma, anote as dúvidas e retome o texto antes das questões de revisão do módulo.",
  ].join("\n\n");
}
