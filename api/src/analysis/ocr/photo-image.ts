import sharp from 'sharp'

/**
 * A lab photo made ready for tesseract (issue 30, ADR 0071): turned upright by its EXIF orientation,
 * grey, its uneven light evened out (each pixel against the page's local brightness), straightened
 * by the skew its text lines show, and scaled so its text is about the height tesseract reads best.
 * Everything heavy runs in libvips' own threads; the few loops here run on a small copy.
 */

/** Text height (a line's pitch, in pixels) tesseract's LSTM models read best at. */
const TARGET_LINE_PITCH = 56
/** The skew is looked for within this many degrees either way (a photo, not a page upside down). */
const MAX_SKEW = 8
/** Width of the small copy the skew and the line pitch are measured on. */
const PROBE_WIDTH = 1000
/** Darker than this, once the light is evened out, is ink. */
const INK = 140
/** Pixels above this many megapixels are scaled down first: no phone photo needs more. */
const MAX_PIXELS = 16e6

export type PreparedPhoto = {
  /** PNG, greyscale, upright, straight: what tesseract reads */
  image: Buffer
  /** the same, as raw 8-bit grey pixels (width × height bytes): what cells are cut from */
  pixels: Buffer
  width: number
  height: number
  /** the skew corrected, in degrees (positive: the photo was turned clockwise) */
  skew: number
  scale: number
}

/**
 * The page's light evened out: each pixel divided by the page's brightness around it (the image
 * shrunk until text disappears into it, blurred, grown back), so a dim corner is as white as a lit
 * one and ink stays ink. libvips does it (colour-dodge with the negated background is pixel ÷
 * background), off the event loop.
 */
export async function evenLight(grey: Buffer, width: number, height: number): Promise<Buffer> {
  const raw = { raw: { width, height, channels: 1 as const } }
  const negatedBackground = await sharp(grey, raw)
    .resize(Math.max(1, Math.round(width / 24)))
    .blur(2)
    .resize(width, height, { kernel: 'linear' })
    .negate()
    .extractChannel(0)
    .raw()
    .toBuffer()
  return sharp(grey, raw)
    .composite([{ input: negatedBackground, raw: { width, height, channels: 1 }, blend: 'colour-dodge' }])
    .extractChannel(0)
    .raw()
    .toBuffer()
}

/** Dark pixels (ink) of a small copy, as coordinates. */
export async function inkOf(
  even: Buffer,
  width: number,
  height: number,
): Promise<{ xs: Int32Array; ys: Int32Array; width: number; height: number }> {
  const { data, info } = await sharp(even, { raw: { width, height, channels: 1 } })
    .resize(PROBE_WIDTH)
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true })
  const xs: number[] = []
  const ys: number[] = []
  for (let y = 0; y < info.height; y += 1)
    for (let x = 0; x < info.width; x += 1)
      if (data[y * info.width + x]! < INK) {
        xs.push(x)
        ys.push(y)
      }
  return { xs: Int32Array.from(xs), ys: Int32Array.from(ys), width: info.width, height: info.height }
}

/**
 * How sharply ink falls into rows when the page is turned by `degrees`: the sum of squares of the
 * rows' ink counts (projection profile). Text lines lined up with the rows give the highest.
 */
export function rowSharpness(ink: Awaited<ReturnType<typeof inkOf>>, degrees: number): number {
  const radians = (degrees * Math.PI) / 180
  const sin = Math.sin(radians)
  const cos = Math.cos(radians)
  const rows = new Float64Array(ink.height * 2 + ink.width)
  const offset = ink.width
  for (let index = 0; index < ink.xs.length; index += 1) {
    const row = Math.round(ink.ys[index]! * cos - ink.xs[index]! * sin) + offset
    rows[row]! += 1
  }
  let sum = 0
  for (const count of rows) sum += count * count
  return sum
}

/** The skew of a page's text lines, in degrees: coarse steps, then finer ones around the best. */
function skewOf(ink: Awaited<ReturnType<typeof inkOf>>): number {
  let best = 0
  for (const step of [1, 0.25, 0.05]) {
    const around = best
    const span = step === 1 ? MAX_SKEW : step * 4
    for (let degrees = around - span; degrees <= around + span + 1e-9; degrees += step)
      if (rowSharpness(ink, degrees) > rowSharpness(ink, best)) best = degrees
  }
  return Math.round(best * 100) / 100
}

/**
 * The usual distance between text lines, in probe pixels: the strongest period of the straightened
 * page's row profile (its autocorrelation), between 6 and 60 pixels.
 */
function linePitchOf(ink: Awaited<ReturnType<typeof inkOf>>, skew: number): number | null {
  const radians = (skew * Math.PI) / 180
  const rows = new Float64Array(ink.height * 2 + ink.width)
  for (let index = 0; index < ink.xs.length; index += 1)
    rows[Math.round(ink.ys[index]! * Math.cos(radians) - ink.xs[index]! * Math.sin(radians)) + ink.width]! += 1
  const mean = rows.reduce((sum, count) => sum + count, 0) / rows.length
  let best: { lag: number; score: number } | null = null
  for (let lag = 6; lag <= 60; lag += 1) {
    let score = 0
    for (let row = 0; row + lag < rows.length; row += 1) score += (rows[row]! - mean) * (rows[row + lag]! - mean)
    if (!best || score > best.score) best = { lag, score }
  }
  return best && best.score > 0 ? best.lag : null
}

export async function preparePhoto(bytes: Uint8Array): Promise<PreparedPhoto> {
  const input = sharp(bytes, { limitInputPixels: 80e6 }).rotate()
  const meta = await input.metadata()
  const upright = meta.autoOrient ?? { width: meta.width, height: meta.height }
  const shrink = Math.min(1, Math.sqrt(MAX_PIXELS / (upright.width * upright.height)))
  const width = Math.round(upright.width * shrink)
  const height = Math.round(upright.height * shrink)
  const grey = await input.resize(width, height).greyscale().raw().toBuffer()
  const even = await evenLight(grey, width, height)

  const ink = await inkOf(even, width, height)
  const skew = skewOf(ink)
  const pitch = linePitchOf(ink, skew)
  const probeScale = PROBE_WIDTH / width
  const scale = pitch ? Math.min(2, Math.max(0.4, TARGET_LINE_PITCH / (pitch / probeScale))) : 1
  const { data: pixels, info } = await sharp(even, { raw: { width, height, channels: 1 } })
    .rotate(-skew, { background: '#ffffff' })
    .resize(Math.round(width * scale))
    // Rotating onto a background gives sharp colour channels: back to one.
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true })
  const image = await sharp(pixels, { raw: { width: info.width, height: info.height, channels: 1 } })
    .png({ compressionLevel: 1 })
    .toBuffer()
  return { image, pixels, width: info.width, height: info.height, skew, scale }
}

/**
 * The prepared photo as sharp input, from its raw pixels: a cell cut from a PNG decodes every row
 * above it first, and a photo's cells are cut out hundreds of times.
 */
export const photoPixels = (photo: PreparedPhoto) => sharp(photo.pixels, { raw: { width: photo.width, height: photo.height, channels: 1 } })
