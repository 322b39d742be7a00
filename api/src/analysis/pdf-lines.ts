import sharp from 'sharp'
import { extractTextItems } from 'unpdf'
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
/** A picture smaller than this on either side is a logo or a stamp, not a scanned page. */
const MIN_PAGE_SIDE = 600

/**
 * The pages of a PDF with no text (a scanned report) as the JPEG files it holds, for OCR, up to
 * MAX_SCANNED_PAGES, in the file's order. A scanner stores each page as one JPEG stream
 * (DCTDecode), whose bytes are a JPEG file as they are: they go to sharp like a photo, decoded in
 * libvips' threads under its pixel limit. pdf.js would decode them in JavaScript on the event loop,
 * unbounded. Pages stored otherwise (CCITT, JBIG2) are not read.
 */
export async function pdfPageImages(bytes: Uint8Array): Promise<Uint8Array[]> {
  const pdf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const pages: Uint8Array[] = []
  for (let from = 0; pages.length < MAX_SCANNED_PAGES;) {
    const keyword = pdf.indexOf('stream', from, 'latin1')
    if (keyword < 0) break
    // The data starts after the keyword's end of line (CRLF or LF).
    let start = keyword + 'stream'.length
    if (pdf[start] === 0x0d) start += 1
    if (pdf[start] === 0x0a) start += 1
    const end = pdf.indexOf('endstream', start, 'latin1')
    if (end < 0) break
    from = end + 'endstream'.length
    const isJpeg = pdf[start] === 0xff && pdf[start + 1] === 0xd8 && pdf[start + 2] === 0xff
    if (!isJpeg) continue
    const jpeg = pdf.subarray(start, end)
    const { width = 0, height = 0 } = await sharp(jpeg)
      .metadata()
      .catch(() => ({ width: 0, height: 0 }))
    if (Math.min(width, height) >= MIN_PAGE_SIDE) pages.push(jpeg)
  }
  return pages
}
