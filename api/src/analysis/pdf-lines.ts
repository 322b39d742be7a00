import sharp from 'sharp'
import { extractImages, extractTextItems, getDocumentProxy } from 'unpdf'
import type { LinePosition } from './lab-report'

/**
 * A PDF's text as lines in reading order (issue 30), with where each was: the text items of a page
 * (unpdf 1.7, pdf.js inside) grouped by their baseline, top to bottom, and joined left to right, a
 * table's cells apart by a space. A lab report's row ("Hemoglobin | 13.5 | g/dL | 12.0–16.0") is one
 * line however its columns were drawn. No text (a scanned page) gives no lines: that is for OCR.
 */
export async function pdfLines(bytes: Uint8Array): Promise<{ text: string; position: LinePosition }[]> {
  // pdf.js takes the buffer over: give it a copy, so the caller's bytes stay as they are.
  const { items } = await extractTextItems(new Uint8Array(bytes))
  const lines: { text: string; position: LinePosition }[] = []
  items.forEach((pageItems, pageIndex) => {
    const rows: { y: number; height: number; parts: { x: number; str: string }[] }[] = []
    for (const item of pageItems) {
      if (!item.str.trim()) continue
      // Items on one baseline within a third of the text's height belong to one row.
      const tolerance = Math.max(1, (item.height || item.fontSize || 10) / 3)
      const row = rows.find((candidate) => Math.abs(candidate.y - item.y) <= tolerance)
      if (row) row.parts.push({ x: item.x, str: item.str })
      else rows.push({ y: item.y, height: item.height, parts: [{ x: item.x, str: item.str }] })
    }
    rows
      .sort((a, b) => b.y - a.y)
      .forEach((row, index) => {
        const text = row.parts
          .sort((a, b) => a.x - b.x)
          .map((part) => part.str.trim())
          .join(' ')
        lines.push({ text, position: { page: pageIndex + 1, line: index + 1 } })
      })
  })
  return lines
}

/** A scanned report's pages read at most: a lab's results fit on a few, and each costs seconds of OCR. */
export const MAX_SCANNED_PAGES = 4

/**
 * The pictures of a PDF with no text (a scanned report): each page's largest image as PNG, for OCR,
 * up to MAX_SCANNED_PAGES pages. A page without an image is left out.
 */
export async function pdfPageImages(bytes: Uint8Array): Promise<Uint8Array[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes))
  const pages: Uint8Array[] = []
  for (let page = 1; page <= Math.min(pdf.numPages, MAX_SCANNED_PAGES); page += 1) {
    const [largest] = (await extractImages(pdf, page)).sort((a, b) => b.width * b.height - a.width * a.height)
    if (!largest) continue
    const { data, width, height, channels } = largest
    pages.push(
      await sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels } })
        .png({ compressionLevel: 1 })
        .toBuffer(),
    )
  }
  return pages
}
