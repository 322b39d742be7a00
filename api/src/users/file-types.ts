import { fileTypeFromBuffer, fileTypeFromTokenizer } from 'file-type'
import { fromWebStream } from 'strtok3'

/**
 * What an uploaded file is, decided by its bytes and never by the name or type the client claims
 * (issue 29). Binary formats by their signatures (file-type); plain text and CSV, which have none,
 * by reading all of it as text.
 */

/** Bytes enough for every signature file-type looks for at the start of a file. */
export const HEAD_BYTES = 4100

const MIME = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  heic: 'image/heic',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain',
  csv: 'text/csv',
  zip: 'application/zip',
  sevenZip: 'application/x-7z-compressed',
  dicom: 'application/dicom',
} as const

/** The extension a stored file is served with, by its type (content-disposition.ts). */
export const EXTENSION_OF_TYPE: Readonly<Record<string, string>> = {
  [MIME.pdf]: 'pdf',
  [MIME.jpeg]: 'jpg',
  [MIME.png]: 'png',
  [MIME.gif]: 'gif',
  [MIME.webp]: 'webp',
  [MIME.heic]: 'heic',
  [MIME.doc]: 'doc',
  [MIME.docx]: 'docx',
  [MIME.xls]: 'xls',
  [MIME.xlsx]: 'xlsx',
  [MIME.ppt]: 'ppt',
  [MIME.pptx]: 'pptx',
  [MIME.txt]: 'txt',
  [MIME.csv]: 'csv',
  [MIME.zip]: 'zip',
  [MIME.sevenZip]: '7z',
  [MIME.dicom]: 'dcm',
}

/** Images a browser shows: what an avatar may be. */
export const AVATAR_TYPES: ReadonlySet<string> = new Set([MIME.jpeg, MIME.png, MIME.gif, MIME.webp])

/**
 * Documents (spec part 2 §5): pdf, jpeg, png, Word, Excel, PowerPoint, plain text, csv, zip, 7z and
 * DICOM; and the photos appointment documents always took (webp, gif, an iPhone's HEIC).
 */
export const DOCUMENT_TYPES: ReadonlySet<string> = new Set(Object.values(MIME))

/** Old Office files share one container (OLE compound file); its name says which of the three it is. */
const COMPOUND_FILE_TYPES: Record<string, string> = {
  doc: MIME.doc,
  dot: MIME.doc,
  xls: MIME.xls,
  xlt: MIME.xls,
  ppt: MIME.ppt,
  pps: MIME.ppt,
}

const extensionOf = (name: string) => /\.([a-z0-9]{1,8})$/i.exec(name)?.[1]?.toLowerCase() ?? ''

/** Bytes no text file holds: the C0 controls but tab, line feed, form feed and carriage return; DEL. */
const CONTROL_BYTE = new Uint8Array(256)
for (let byte = 0; byte < 0x20; byte++) if (![0x09, 0x0a, 0x0c, 0x0d].includes(byte)) CONTROL_BYTE[byte] = 1
CONTROL_BYTE[0x7f] = 1
const WHITESPACE_BYTE = new Set([0x09, 0x0a, 0x0c, 0x0d, 0x20])
const UTF8_BOM = [0xef, 0xbb, 0xbf]

/**
 * Whether a file is text, read as it streams past. A byte test rather than a decoder, so the CSV an
 * older Excel saves in windows-1251 or -1252 counts as text as UTF-8 does: no control bytes but tab,
 * line and form feeds and carriage return; and not markup (HTML, SVG or XML would run as a page if
 * ever served inline), judged by the first byte after any byte-order mark and white space.
 */
export class TextCheck {
  /** leading bytes that matched the UTF-8 byte-order mark so far */
  private bom = 0
  private sawContent = false
  private text = true

  update(chunk: Uint8Array): void {
    if (!this.text) return
    for (const byte of chunk) {
      if (CONTROL_BYTE[byte]) {
        this.text = false
        return
      }
      if (this.sawContent) continue
      if (this.bom >= 0 && this.bom < 3 && byte === UTF8_BOM[this.bom]) {
        this.bom += 1
        continue
      }
      // A mark begun and broken off was content after all (and not markup).
      if (this.bom > 0 && this.bom < 3) this.sawContent = true
      this.bom = -1
      if (this.sawContent || WHITESPACE_BYTE.has(byte)) continue
      this.sawContent = true
      if (byte === 0x3c /* < */) {
        this.text = false
        return
      }
    }
  }

  /** False once a byte has shown it is not text. */
  get stillText(): boolean {
    return this.text
  }

  /** Whether all of it was text (and not empty); call once the stream has ended. */
  finish(): boolean {
    return this.text && (this.sawContent || (this.bom > 0 && this.bom < 3))
  }
}

/** A file's first HEAD_BYTES, gathered from its chunks as they pass. */
export class FileHead {
  private readonly bytes = new Uint8Array(HEAD_BYTES)
  private length = 0

  /** Takes what the head still lacks from `chunk`; true when this chunk completed it. */
  add(chunk: Uint8Array): boolean {
    if (this.length === HEAD_BYTES) return false
    const taken = chunk.subarray(0, HEAD_BYTES - this.length)
    this.bytes.set(taken, this.length)
    this.length += taken.byteLength
    return this.length === HEAD_BYTES
  }

  get complete(): boolean {
    return this.length === HEAD_BYTES
  }

  /** The bytes gathered so far (all of a file shorter than the head). */
  get value(): Uint8Array {
    return this.bytes.subarray(0, this.length)
  }

  /**
   * Whether what arrived can still become an accepted type: false only once the head is complete
   * and names a type no later byte can make acceptable (an executable, a page).
   */
  async mayBeAccepted(accepted: ReadonlySet<string>): Promise<boolean> {
    return !this.complete || mayBeAccepted(await typeOfHead(this.bytes), accepted)
  }
}

/**
 * The type of a file from its first bytes, when those settle it: undefined when the head matches no
 * signature (text, or nothing we take), a zip when only its whole directory can tell (an Office file
 * whose first entry is large reads as a plain zip from its head).
 */
export async function typeOfHead(head: Uint8Array): Promise<{ ext: string; mime: string } | undefined> {
  return fileTypeFromBuffer(head)
}

/** Whether a head's type can still become an accepted type once the whole file is read. */
export function mayBeAccepted(headType: { ext: string; mime: string } | undefined, accepted: ReadonlySet<string>): boolean {
  if (!headType) return accepted.has(MIME.txt)
  if (headType.ext === 'cfb') return [MIME.doc, MIME.xls, MIME.ppt].some((mime) => accepted.has(mime))
  if (headType.mime === MIME.zip) return accepted.has(MIME.zip) || accepted.has(MIME.docx)
  return accepted.has(headType.mime)
}

/**
 * The stored file's type, or null when it is not one `accepted` holds. `head` is its first bytes,
 * `isText` what a TextCheck over all of it said, `reread` opens the stored bytes again (only a zip
 * needs that: its directory is at the end) and `name` the uploader's name (only to tell old Office
 * formats apart, and text from csv).
 */
export async function decideType(input: {
  head: Uint8Array
  isText: boolean
  name: string
  accepted: ReadonlySet<string>
  reread: () => Promise<{ body: ReadableStream<Uint8Array>; size: number } | null>
}): Promise<string | null> {
  const { head, isText, name, accepted } = input
  const headType = await typeOfHead(head)
  let mime: string | undefined
  if (!headType) mime = isText ? (extensionOf(name) === 'csv' ? MIME.csv : MIME.txt) : undefined
  else if (headType.ext === 'cfb') mime = COMPOUND_FILE_TYPES[extensionOf(name)]
  else if (headType.mime === MIME.zip) {
    const stored = await input.reread()
    if (stored) {
      // With the size known, file-type can skip large entries to reach the Office parts.
      const tokenizer = fromWebStream(stored.body, { fileInfo: { size: stored.size } })
      try {
        mime = (await fileTypeFromTokenizer(tokenizer))?.mime
      } finally {
        await tokenizer.close()
      }
    }
  } else mime = headType.mime
  return mime && accepted.has(mime) ? mime : null
}

/**
 * The first bytes of a stored file and whether all of it is text, read back from storage (a
 * resumable upload's parts came in separate requests). Stops reading once the head is in and a
 * byte has shown it is not text.
 */
export async function inspectStored(
  stored: { body: ReadableStream<Uint8Array>; size: number } | null,
): Promise<{ head: Uint8Array; isText: boolean } | null> {
  if (!stored) return null
  const head = new FileHead()
  const text = new TextCheck()
  const reader = stored.body.getReader()
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      head.add(next.value)
      text.update(next.value)
      if (head.complete && !text.stillText) break
    }
  } finally {
    await reader.cancel().catch(() => undefined)
  }
  return { head: head.value, isText: text.finish() }
}
