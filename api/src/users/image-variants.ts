import decodeHeic from 'heic-decode'
import sharp, { type Sharp } from 'sharp'
import type { FileStorage } from '../adapters/storage'

/**
 * Smaller copies of a stored photo for `GET /aws-s3/file/{id}?size=` (spec part 2 §7, issue 29):
 * WebP at the smallest of a few widths that covers the size asked for, turned upright by its EXIF
 * orientation and stripped of its metadata (a phone photo's GPS position stays private). An
 * iPhone's HEIC, which browsers other than Safari cannot show, is decoded first (heic-decode, WASM;
 * sharp's own libheif reads only AVIF). Each copy is made once and kept beside the original in
 * storage (`{key}.w{width}.webp`), deleted with it (files.service.ts, storage.sweeper.ts).
 */

export const VARIANT_WIDTHS = [64, 128, 256, 512, 1024] as const
/** A photo larger than this is served as it is: 60 megapixels covers a 48 MP phone camera's JPEG. */
const MAX_PIXELS = 60_000_000
const RESIZABLE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic'])

export const variantKey = (storageKey: string, width: number) => `${storageKey}.w${width}.webp`
export const variantKeysOf = (storageKey: string) => VARIANT_WIDTHS.map((width) => variantKey(storageKey, width))

/** The variant width for a requested size: the smallest that covers it, at most the largest. */
export function variantWidthFor(size: number): number {
  return VARIANT_WIDTHS.find((width) => width >= size) ?? VARIANT_WIDTHS.at(-1)!
}

/**
 * HEIC is decoded to raw pixels in WASM memory: a 12 MP photo takes about a second and 250 MB of
 * RSS here. So one decode runs at a time in a process, a few more may wait, and a photo over
 * 25 megapixels (a phone's default output is 12 or 24) is served as it is.
 */
const HEIC_MAX_PIXELS = 25_000_000
const HEIC_MAX_WAITING = 4
let heicTail: Promise<unknown> = Promise.resolve()
let heicWaiting = 0

async function decodedHeic(original: Uint8Array): Promise<Sharp | null> {
  if (heicWaiting >= HEIC_MAX_WAITING) return null
  heicWaiting += 1
  const turn = heicTail.then(async () => {
    const images = await decodeHeic.all({ buffer: original })
    try {
      const [first] = images
      if (!first || first.width * first.height > HEIC_MAX_PIXELS) return null
      return await first.decode()
    } finally {
      images.dispose()
    }
  })
  heicTail = turn.catch(() => undefined)
  try {
    const pixels = await turn
    if (!pixels) return null
    const { width, height, data } = pixels
    return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } })
  } finally {
    heicWaiting -= 1
  }
}

function decoded(original: Uint8Array, mime: string): Promise<Sharp | null> | Sharp {
  return mime === 'image/heic' ? decodedHeic(original) : sharp(original, { limitInputPixels: MAX_PIXELS, animated: false })
}

/**
 * The stored photo at `size` pixels wide at most, as WebP bytes, made now or read from storage;
 * null when the file is not a photo, or one that cannot be read (then the original is served).
 */
export async function imageVariant(
  storage: FileStorage,
  file: { storageKey: string; mime: string },
  size: number,
): Promise<{ body: ReadableStream<Uint8Array>; size: number } | null> {
  if (!RESIZABLE.has(file.mime)) return null
  const key = variantKey(file.storageKey, variantWidthFor(size))
  const kept = await storage.getStream(key)
  if (kept) return kept
  const original = await storage.get(file.storageKey)
  if (!original) return null
  let bytes: Buffer
  try {
    const image = await decoded(original, file.mime)
    if (!image) return null
    const width = variantWidthFor(size)
    bytes = await image.rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer()
  } catch {
    return null
  }
  await storage.put(key, new Uint8Array(bytes), 'image/webp')
  return { body: new Response(new Uint8Array(bytes)).body!, size: bytes.byteLength }
}
