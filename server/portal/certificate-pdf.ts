import { encodeQR } from "@paulmillr/qr";
import PDFDocument from "pdfkit";
import { pdfBytes } from "../media/pdf-bytes.ts";
import { certificateWording, type CertificateFacts } from "./certificate-wording.ts";

/** Draws the QR code's modules as filled squares (vector, so it stays sharp when printed). */
function drawQr(pdf: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const modules = encodeQR(text, "raw", { ecc: "medium", border: 0 });
  const cell = size / modules.length;
  for (const [row, line] of modules.entries())
    for (const [column, dark] of line.entries())
      if (dark) pdf.rect(x + column * cell, y + row * cell, cell, cell);
  pdf.fill("#000000");
}

/**
 * The certificate (or statement of participation) as an A4 landscape PDF made with pdfkit (ADR 092): the wording of
 * the owner model, the verification code and a QR of the public page that proves it.
 */
export function certificatePdf(
  facts: CertificateFacts & { code: string; verifyUrl: string },
): Promise<Uint8Array> {
  const wording = certificateWording(facts);
  const pdf = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: 56,
    info: { Title: `${wording.title} — ${facts.course}`, Author: wording.issuer, Subject: facts.code },
  });
  const done = pdfBytes(pdf);
  const width = pdf.page.width - 112;
  pdf
    .rect(28, 28, pdf.page.width - 56, pdf.page.height - 56)
    .lineWidth(2)
    .stroke("#1f4e3d");
  pdf.font("Helvetica-Bold").fontSize(34).fillColor("#1f4e3d").text(wording.title, 56, 90, {
    width,
    align: "center",
  });
  pdf.moveDown(1.2).font("Helvetica").fontSize(16).fillColor("#000000");
  pdf.text(wording.statement, { width, align: "center" });
  pdf.moveDown(0.8).fontSize(13).text(wording.owner, { width, align: "center" });
  pdf.moveDown(0.4).text(`Instituição: ${facts.institution}`, { width, align: "center" });
  pdf.moveDown(0.4).text(wording.date, { width, align: "center" });
  const qrSize = 96;
  const bottom = pdf.page.height - 56 - qrSize;
  drawQr(pdf, facts.verifyUrl, 56, bottom, qrSize);
  pdf.font("Helvetica").fontSize(11).fillColor("#000000");
  pdf.text(`Código de verificação: ${facts.code}`, 56 + qrSize + 16, bottom + 24, { lineBreak: false });
  pdf.text(`Verifique em ${facts.verifyUrl}`, 56 + qrSize + 16, bottom + 44, { lineBreak: false });
  pdf.font("Helvetica-Bold").text(wording.issuer, 56 + qrSize + 16, bottom + 64, { lineBreak: false });
  pdf.end();
  return done;
}
