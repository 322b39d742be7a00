import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import type { Locale } from '../db/schema'
import { contentDisposition } from './content-disposition'

/**
 * The API's PDFs (the doctor's report, payment receipts): pdfkit in DejaVu Sans, a font with Latin,
 * Cyrillic and Arabic letters, answered inline and never cached.
 */
const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`)

/** An A4 document with the fonts `body` and `bold` registered. */
export function pdfDocument(info: { Title: string; Author?: string }): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info })
  doc.registerFont('body', fontFile('DejaVuSans.ttf'))
  doc.registerFont('bold', fontFile('DejaVuSans-Bold.ttf'))
  return doc
}

/** A label in bold over its value: the line every document here is made of. */
export function pdfField(doc: PDFKit.PDFDocument, label: string, value: string, align: 'left' | 'right'): void {
  doc.font('bold').fontSize(11).text(label, { align })
  doc.font('body').fontSize(11).text(value, { align })
  doc.moveDown(0.5)
}

/**
 * A document's labels in every language, one table per document: `pdfLabels({ en: {...}, ru: ... })`
 * makes every language name the same keys (a `title` among them).
 */
export type PdfLabels<Key extends string> = Record<Locale, Record<Key | 'title', string>>
export const pdfLabels = <Key extends string>(table: PdfLabels<Key>): PdfLabels<Key> => table

/**
 * A document begun in the reader's language: its title drawn, Arabic set from the right, and
 * `field(key, value)` for each labelled line. `name` follows the title in the file's metadata.
 */
export function labelledPdf<Key extends string>(
  table: PdfLabels<Key>,
  locale: Locale,
  { name, author }: { name: string; author?: string },
) {
  const labels = table[locale]
  const align = locale === 'ar' ? 'right' : 'left'
  const doc = pdfDocument({ Title: `${labels.title} ${name}`, ...(author ? { Author: author } : {}) })
  doc.font('bold').fontSize(20).text(labels.title, { align })
  doc.moveDown()
  return { doc, labels, align, field: (key: Key, value: string) => pdfField(doc, labels[key], value, align) } as const
}

/** Ends the document and answers its bytes. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.end()
  })
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
  })
}
