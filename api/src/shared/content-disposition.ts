import { EXTENSION_OF_TYPE } from '../users/file-types'

/**
 * The name a file is served under: the uploaded name with its extension replaced by the one of its
 * type, so a PDF uploaded as `findings.bat` downloads as `findings.pdf` and never opens as a
 * script (issue 25). A type we do not know (none is stored) is served as `.bin`.
 */
export function servedName(name: string, mime: string): string {
  const base = name.replace(/\.[^.]*$/, '').trim() || 'file'
  return `${base}.${EXTENSION_OF_TYPE[mime] ?? 'bin'}`
}

/** RFC 5987 attr-chars: encodeURIComponent leaves ' ( ) * ! unescaped, which the ABNF does not allow. */
const rfc5987 = (text: string) => encodeURIComponent(text).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

/**
 * The one Content-Disposition of every download (RFC 6266): the served name as `filename*`
 * (UTF-8) and a plain-ASCII `filename` for clients that read only that.
 */
export function contentDisposition(disposition: 'inline' | 'attachment', name: string, mime: string): string {
  const served = servedName(name, mime)
  const ascii = served.replace(/[^A-Za-z0-9._ -]/g, '_')
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${rfc5987(served)}`
}
