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

/** Images a browser shows: what an avatar may be. */
export const AVATAR_TYPES: ReadonlySet<string> = new Set([MIME.jpeg, MIME.png, MIME.gif, MIME.webp])

/**
 * Documents (spec part 2 §5): pdf, jpeg, png, Word, Excel, PowerPoint, plain text, csv, zip, 7z and
 * DICOM; and the photos appointment documents always took (webp, gif, an iPhone's HEIC).
 */
export const DOCUMENT_TYPES: ReadonlySet<string> = new Set(Object.values(MIME))

/** Old Office files share one container (OLE compound file); its name says which of the three it is. */
const COMPOUND_FILE_TYPES: Record<string, string> = { doc: MIME.doc, dot: MIME.doc, xls: MIME.xls, xlt: MIME.xls, ppt: MIME.ppt, pps: MIME.ppt }

const extensionOf = (name: string) => /\.([a-z0-9]{1,8})$/i.exec(name)?.[1]?.toLowerCase() ?? ''

/**
 * Whether a file is text, read as it streams past: UTF-8 throughout (a byte-order mark allowed),
 * no control characters but tab, line and form feeds, and not markup (HTML, SVG or XML would run as
 * a page if ever served inline).
 */
export class TextCheck {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true })
  private sawContent = false
  private verdict: boolean | null = null

  update(chunk: Uint8Array): void {
    if (this.verdict === false) return
    let text: string
    try {
      text = this.decoder.decode(chunk, { stream: true })
    } catch {
      this.verdict = false
      return
    }
    // eslint-disable-next-line no-control-regex -- control characters are what this looks for
    if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text)) this.verdict = false
    if (!this.sawContent) {
      const start = text.replace(/^[\ufeff\s]+/, '')
      if (start) {
        this.sawContent = true
        if (start.startsWith('<')) this.verdict = false
      }
    }
  }

  /** Whether all of it was text; call once the stream has ended. */
  finish(): boolean {
    if (this.verdict === false || !this.sawContent) return false
    try {
      this.decoder.decode()
    } catch {
      return false
    }
    return true
  }

  /** False as soon as something that is not text has been seen. */
  get stillText(): boolean {
    return this.verdict !== false
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
