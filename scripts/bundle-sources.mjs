#!/usr/bin/env node
// Which sources fill a built chunk, from its source map: `SOURCEMAP=1 npx vite build`, then
// `node scripts/bundle-sources.mjs dist/client/assets/index-*.js [--files] [--top=40]`.
// Bytes are the chunk's (minified, before compression) attributed to each package, or each file.
import { readFileSync } from 'node:fs'

const args = process.argv.slice(2)
const chunk = args.find((arg) => !arg.startsWith('--'))
if (!chunk) {
  console.error('usage: node scripts/bundle-sources.mjs <chunk.js> [--files] [--top=N]   (build with SOURCEMAP=1 first)')
  process.exit(1)
}
const byFile = args.includes('--files')
const top = Number(args.find((arg) => arg.startsWith('--top='))?.slice(6) ?? 40)

const map = JSON.parse(readFileSync(`${chunk}.map`, 'utf8'))
const lines = readFileSync(chunk, 'utf8').split('\n')
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const digit = Object.fromEntries([...BASE64].map((char, index) => [char, index]))

/** One source-map segment's VLQ fields. */
function decode(segment) {
  const fields = []
  let value = 0
  let shift = 0
  for (const char of segment) {
    const bits = digit[char]
    value += (bits & 31) << shift
    if (bits & 32) shift += 5
    else {
      fields.push(value & 1 ? -(value >> 1) : value >> 1)
      value = 0
      shift = 0
    }
  }
  return fields
}

const owner = (source) => (byFile ? source : (source.match(/node_modules\/((@[^/]+\/)?[^/]+)/)?.[1] ?? source.replace(/^(\.\.\/)+/, '')))
const sizes = new Map()
let source = 0 // the source index is a delta across the whole map
map.mappings.split(';').forEach((line, lineIndex) => {
  let column = 0
  const segments = line
    .split(',')
    .filter(Boolean)
    .map((text) => {
      const fields = decode(text)
      column += fields[0]
      if (fields.length > 1) source += fields[1]
      return { column, source: fields.length > 1 ? source : -1 }
    })
  segments.forEach((segment, index) => {
    const end = segments[index + 1]?.column ?? lines[lineIndex].length
    const name = segment.source >= 0 ? owner(map.sources[segment.source]) : '(generated)'
    sizes.set(name, (sizes.get(name) ?? 0) + end - segment.column)
  })
})
for (const [name, bytes] of [...sizes].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${String(bytes).padStart(8)}  ${name}`)
