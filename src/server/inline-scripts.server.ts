import { createHash } from 'node:crypto'

/**
 * A `<script>` start tag with its attributes (quoted values may hold `>`), then its text up to the
 * first `</script`: the HTML parser ends a script's raw text there too, whatever it contains.
 */
const ATTRIBUTE = /\s+(?<name>[^\s"'>/=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g
const SCRIPT = new RegExp(`<script(?<attributes>(?:${ATTRIBUTE.source})*)\\s*/?>(?<text>[\\s\\S]*?)</script\\s*>`, 'gi')

const hasSrc = (attributes: string) => [...attributes.matchAll(ATTRIBUTE)].some((match) => match.groups?.name?.toLowerCase() === 'src')

/**
 * The base64 sha256 of each distinct inline script of `html`, as CSP `'sha256-…'` sources name them
 * (ADR 0022). Scripts with `src` are files ('self' covers them). The browser hashes the text after
 * its input normalisation turned CR LF and lone CR into LF, so the hash is taken of that text.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const { groups: { attributes = '', text = '' } = {} } of html.matchAll(SCRIPT)) {
    if (hasSrc(attributes)) continue
    hashes.add(createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64'))
  }
  return [...hashes]
}
