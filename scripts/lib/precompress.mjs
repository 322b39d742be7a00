// @ts-check
// Build-time compression of the static files (ADR 0022): `x.js.br` and `x.js.gz` beside `x.js`,
// at the highest settings, so the server sends them without compressing anything per request.
import { readFile, readdir, writeFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { MIN_COMPRESS_BYTES } from './compression.mjs'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** Text files in dist/client (the build's scripts and styles, SVG images, the odd manifest or robots.txt). */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml', '.map'])

/**
 * @param {string} dir
 * @returns {AsyncGenerator<string>}
 */
async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* files(path)
    else if (entry.isFile()) yield path
  }
}

/**
 * Writes `.br` and `.gz` variants of every compressible file of `dir` of at least MIN_COMPRESS_BYTES,
 * each only when it is smaller than the file. Returns the bytes before and after, for the build log.
 * @param {string} dir
 * @returns {Promise<{ files: number; identity: number; br: number; gzip: number }>}
 */
export async function precompressDir(dir) {
  const totals = { files: 0, identity: 0, br: 0, gzip: 0 }
  const work = []
  for await (const path of files(dir)) {
    if (!COMPRESSIBLE.has(extname(path))) continue
    work.push(
      (async () => {
        const source = await readFile(path)
        if (source.length < MIN_COMPRESS_BYTES) return
        const [br, gzipped] = await Promise.all([
          brotli(source, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
          }),
          gz(source, { level: constants.Z_BEST_COMPRESSION }),
        ])
        await Promise.all([
          br.length < source.length && writeFile(`${path}.br`, br),
          gzipped.length < source.length && writeFile(`${path}.gz`, gzipped),
        ])
        totals.files += 1
        totals.identity += source.length
        totals.br += Math.min(br.length, source.length)
        totals.gzip += Math.min(gzipped.length, source.length)
      })(),
    )
  }
  await Promise.all(work)
  return totals
}
