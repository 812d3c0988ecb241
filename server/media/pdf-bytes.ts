/** The bytes a pdfkit document writes, once `end()` is called on it (certificates, lesson materials). */
export function pdfBytes(pdf: PDFKit.PDFDocument): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Uint8Array>((resolve) =>
    pdf.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks)))),
  );
}
