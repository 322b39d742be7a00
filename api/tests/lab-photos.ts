import PDFDocument from 'pdfkit'
import sharp from 'sharp'
import type { CorpusReport } from './lab-corpus'

/**
 * The corpus' lab reports as phone photos (issue 30): the same page the PDF draws (lab-corpus.ts,
 * same columns and sizes), rendered as an image, then taken the way a patient takes it — a few
 * degrees askew, light falling off towards one corner, sensor noise, a table's edge around the page,
 * saved as a JPEG. Nothing is random between runs: the noise is seeded, so a figure is reproducible.
 */

/** A4 in PDF points, drawn at a phone camera's resolution (about 12 megapixels for the whole frame). */
const PAGE = { width: 595, height: 842 }
const SCALE = 4

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The page as SVG, in the PDF's coordinates: header, the table's columns, notes and footer. */
export function corpusSvg(report: CorpusReport): string {
  const texts: string[] = []
  const text = (value: string, x: number, y: number, size: number, bold = false) =>
    texts.push(`<text x="${x}" y="${y}" font-size="${size}"${bold ? ' font-weight="bold"' : ''}>${escapeXml(value)}</text>`)
  let y = 48
  for (const line of report.header) {
    text(line, 40, y, 8)
    y += 13
  }
  y += 12
  const x = report.columns.length === 5 ? [40, 220, 290, 330, 420] : [40, 220, 330, 420]
  const cells = (values: string[], bold = false) => {
    values.forEach((value, index) => text(value, x[index]!, y, 9, bold))
    y += 15
  }
  cells(report.columns, true)
  for (const item of report.rows) {
    const flag = item.flag ? report.flagText(item.flag) : ''
    if (report.columns.length === 5) cells([item.name, item.value, flag, item.unit, item.range])
    else cells([item.name, flag ? `${item.value} ${flag}` : item.value, item.unit, item.range])
  }
  y += 10
  for (const line of report.footer) {
    text(line, 40, y, 8)
    y += 14
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE.width * SCALE}" height="${PAGE.height * SCALE}" viewBox="0 0 ${PAGE.width} ${PAGE.height}">
<rect width="100%" height="100%" fill="#fff"/>
<g font-family="DejaVu Sans" fill="#111">${texts.join('\n')}</g>
</svg>`
}

/** A small seeded generator (mulberry32): the same noise on every run. */
function seeded(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state)
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296
  }
}

export type PhotoOptions = { degrees?: number; seed?: number; quality?: number }

/**
 * The report photographed: rotated `degrees` (about a point off the page's centre, on a darker
 * table), lit unevenly (a quarter darker in the far corner), with grain, as a JPEG.
 */
export async function corpusPhoto(report: CorpusReport, { degrees = 3, seed = 7, quality = 85 }: PhotoOptions = {}): Promise<Buffer> {
  const { data, info } = await sharp(Buffer.from(corpusSvg(report)))
    .greyscale()
    .rotate(degrees, { background: '#8a8178' })
    .extend({ top: 60, bottom: 60, left: 60, right: 60, background: '#8a8178' })
    .raw()
    .toBuffer({ resolveWithObject: true })
  const random = seeded(seed)
  const { width, height, channels } = info
  for (let row = 0; row < height; row += 1)
    for (let column = 0; column < width; column += 1) {
      // Light from the top left, a quarter less at the bottom right; grain of a few levels.
      const light = 1 - 0.28 * ((row / height + column / width) / 2) ** 1.3
      const grain = (random() + random() + random() - 1.5) * 18
      const at = (row * width + column) * channels
      for (let channel = 0; channel < channels; channel += 1)
        data[at + channel] = Math.max(0, Math.min(255, Math.round(data[at + channel]! * light + grain)))
    }
  return sharp(data, { raw: { width, height, channels } }).toColourspace('srgb').jpeg({ quality }).toBuffer()
}

/**
 * The report as a scanner's PDF: no text, each page one picture. A scanner lays the page flat, so
 * it is straight and evenly lit (0.5°, the seed's grain, JPEG 80), at about 300 dpi.
 */
export async function corpusScan(report: CorpusReport): Promise<Buffer> {
  const page = await corpusPhoto(report, { degrees: 0.5, quality: 80 })
  const doc = new PDFDocument({ size: 'A4', margin: 0, info: { Title: 'Scan' } })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))))
  doc.image(page, 0, 0, { fit: [595, 842], align: 'center', valign: 'center' })
  doc.end()
  return done
}
