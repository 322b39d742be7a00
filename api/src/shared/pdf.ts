import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { contentDisposition } from './content-disposition';

/**
 * The API's PDFs (the doctor's report, payment receipts): pdfkit in DejaVu Sans, a font with Latin,
 * Cyrillic and Arabic letters, answered inline and never cached.
 */
const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);

/** An A4 document with the fonts `body` and `bold` registered. */
export function pdfDocument(info: { Title: string; Author?: string }): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info });
  doc.registerFont('body', fontFile('DejaVuSans.ttf'));
  doc.registerFont('bold', fontFile('DejaVuSans-Bold.ttf'));
  return doc;
}

/** A label in bold over its value: the line every document here is made of. */
export function pdfField(doc: PDFKit.PDFDocument, label: string, value: string, align: 'left' | 'right'): void {
  doc.font('bold').fontSize(11).text(label, { align });
  doc.font('body').fontSize(11).text(value, { align });
  doc.moveDown(0.5);
}

/** Ends the document and answers its bytes. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

export function pdfResponse(pdf: Buffer, filename: string): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-length': String(pdf.byteLength),
      'content-disposition': contentDisposition('inline', filename, 'application/pdf'),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
