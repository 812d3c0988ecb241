import { existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import PDFDocument from "pdfkit";
import type { ClipLog } from "./sample-clips.ts";
import { mediaPathPrefix } from "./sample-clips.ts";
import { pdfBytes } from "./pdf-bytes.ts";

/**
 * The demo's lesson materials (issue 32, ADR 090): a few short PDF handouts that pdfkit draws at start when they
 * are missing, beside the sample clips in the media folder. Paid content like the clips: served only at an address
 * the portal signed (server/http/media-files.ts).
 */
export const lessonMaterials = [
  {
    name: "material-1",
    title: "Roteiro de estudo",
    points: ["Objetivos da aula", "Conceitos-chave", "Leitura"],
  },
  { name: "material-2", title: "Resumo da aula", points: ["Pontos principais", "Condutas", "Erros comuns"] },
  { name: "material-3", title: "Exercícios", points: ["Caso clínico", "Perguntas de revisão", "Gabarito"] },
] as const;

export const lessonMaterialUrl = (index: number) =>
  `${mediaPathPrefix}${lessonMaterials[index % lessonMaterials.length]!.name}.pdf`;

/** One handout: its title, what it covers and a line saying it is the demo's. */
export function lessonMaterialPdf(material: (typeof lessonMaterials)[number]): Promise<Uint8Array> {
  const pdf = new PDFDocument({ size: "A4", margin: 56, info: { Title: material.title, Author: "Sabiá" } });
  const done = pdfBytes(pdf);
  pdf.font("Helvetica-Bold").fontSize(24).text(material.title);
  pdf.moveDown().font("Helvetica").fontSize(13).text("Material de apoio da aula (demonstração do Sabiá).");
  pdf.moveDown();
  for (const point of material.points) pdf.text(`• ${point}`);
  pdf.end();
  return done;
}

/**
 * Writes the materials that are missing into `directory`; true when all are there. A failure (a folder that cannot
 * be written) is logged and answers false: the lessons then link to a material that answers 404, and the start
 * goes on.
 */
export async function ensureLessonMaterials(directory: string, log: ClipLog): Promise<boolean> {
  try {
    mkdirSync(directory, { recursive: true });
    for (const material of lessonMaterials) {
      const file = join(directory, `${material.name}.pdf`);
      if (existsSync(file)) continue;
      const partial = join(directory, `${material.name}.partial.pdf`);
      writeFileSync(partial, await lessonMaterialPdf(material));
      renameSync(partial, file);
    }
    return true;
  } catch (error) {
    log.warn({ directory, error: String(error) }, "the demo's lesson materials (PDF) could not be written");
    return false;
  }
}
