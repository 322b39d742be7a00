/**
 * Writes the placeholder images the seed refers to: initials on a coloured circle for doctors,
 * a monogram tile and a soft banner for organisations. Run once and commit the output:
 *   npx tsx api/src/db/avatars.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { doctorSeeds } from './seed-data/doctors'
import { organizationSeeds } from './seed-data/organizations'

const publicDir = fileURLToPath(new URL('../../../public/images/', import.meta.url))
const palette = ['#0e7490', '#1d4ed8', '#7c3aed', '#be185d', '#b45309', '#15803d', '#0f766e', '#4338ca', '#9f1239', '#166534']

/** Stable colour per name (FNV-1a), so regenerating never reshuffles avatars. */
function colourFor(text: string): string {
  let hash = 0x811c9dc5
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0
  return palette[hash % palette.length] ?? '#0e7490'
}

const initials = (...words: string[]) => words.map((w) => w.charAt(0).toUpperCase()).join('')

function circleAvatar(text: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${text}">
  <circle cx="128" cy="128" r="128" fill="${colour}"/>
  <text x="128" y="128" dy=".35em" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="96" font-weight="600" fill="#ffffff">${text}</text>
</svg>
`
}

function banner(colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" aria-hidden="true">
  <rect width="1200" height="400" fill="${colour}" opacity="0.12"/>
  <circle cx="1050" cy="80" r="220" fill="${colour}" opacity="0.18"/>
  <circle cx="150" cy="380" r="160" fill="${colour}" opacity="0.14"/>
</svg>
`
}

function write(folder: string, name: string, svg: string) {
  mkdirSync(`${publicDir}${folder}`, { recursive: true })
  writeFileSync(`${publicDir}${folder}/${name}.svg`, svg)
}

for (const doctor of doctorSeeds) {
  write('doctors', doctor.slug, circleAvatar(initials(doctor.firstName, doctor.lastName), colourFor(doctor.slug)))
}
for (const org of organizationSeeds) {
  const words = org.name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
  write('organizations', org.slug, circleAvatar(initials(...words), org.color))
  write('organizations', `${org.slug}-bg`, banner(org.color))
}
console.log(`Wrote ${doctorSeeds.length} doctor avatars and ${organizationSeeds.length * 2} organisation images to ${publicDir}`)
