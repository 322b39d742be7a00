import { describe, expect, it } from 'vitest'
import { parseOptions } from './options.mjs'
import { percentile } from './load.mjs'
import { heapGrowth } from './soak.mjs'
import { BUILT_ACCOUNT_SLUGS } from '../../../src/lib/account-slugs'
import { PRIVATE_ROUTES, PUBLIC_ROUTES, SIGNED_IN_LIGHTHOUSE_ROUTES, jsBudgetKB, pathOf, publicPagePath } from './routes.mjs'

describe('parseOptions', () => {
  it('runs every part but the soak by default', () => {
    expect([...parseOptions([], {}).parts]).toEqual(['js', 'html', 'lighthouse', 'ssr', 'api'])
  })
  it('--only, --skip and --soak combine', () => {
    expect([...parseOptions(['--only=js,html', '--skip=html'], {}).parts]).toEqual(['js'])
    expect([...parseOptions(['--soak', '--skip=lighthouse'], {}).parts]).toEqual(['js', 'html', 'ssr', 'api', 'soak'])
  })
  it('--scale adds the scale runs, at 1x, 10x and 100x unless told otherwise', () => {
    const options = parseOptions(['--scale'], {})
    expect([...options.parts]).toEqual(['js', 'html', 'lighthouse', 'ssr', 'api', 'scale'])
    expect(options).toMatchObject({ scaleMultipliers: [1, 10, 100], scaleFill: false })
    expect(parseOptions(['--only=scale', '--scale-multipliers=1,10', '--scale-fill'], {})).toMatchObject({
      parts: new Set(['scale']),
      scaleMultipliers: [1, 10],
      scaleFill: true,
    })
    expect(() => parseOptions(['--scale-multipliers=1,x'], {})).toThrow(/positive/)
  })
  it('reads numbers and refuses unknown parts and flags', () => {
    const options = parseOptions(['--soak-minutes=2', '--duration=5', '--lighthouse-runs=1'], { BENCH_DURATION: '20' })
    expect(options).toMatchObject({ soakMinutes: 2, durationSeconds: 5, lighthouseRuns: 1 })
    expect(parseOptions([], { BENCH_DURATION: '20' }).durationSeconds).toBe(20)
    expect(() => parseOptions(['--only=js,speed'], {})).toThrow(/unknown part speed/)
    expect(() => parseOptions(['--fast'], {})).toThrow(/Unknown option --fast/)
    expect(() => parseOptions(['--duration=0'], {})).toThrow(/positive/)
  })
  it('--lighthouse-pages names public pages, each possibly behind a language prefix', () => {
    expect(parseOptions([], {}).lighthousePages).toBeNull()
    const { lighthousePages } = parseOptions(['--lighthouse-pages=/, /ar/doctors,/ar/doctors/{slug}/profile'], {})
    expect(lighthousePages).toEqual(['/', '/ar/doctors', '/ar/doctors/{slug}/profile'])
    const slugs = { doctor: 'dr-anna-keller' }
    expect(lighthousePages.map((page) => publicPagePath(page, slugs))).toEqual(['/', '/ar/doctors', '/ar/doctors/dr-anna-keller/profile'])
    expect(publicPagePath('/ru', slugs)).toBe('/ru')
    expect(() => publicPagePath('/ar/nowhere', slugs)).toThrow(/unknown page \/ar\/nowhere/)
  })
})

describe('percentile', () => {
  it('is the nearest-rank value', () => {
    const sorted = Array.from({ length: 100 }, (_, index) => index + 1)
    expect(percentile(sorted, 50)).toBe(50)
    expect(percentile(sorted, 95)).toBe(95)
    expect(percentile([7], 99)).toBe(7)
    expect(percentile([], 50)).toBeNaN()
  })
})

describe('heapGrowth', () => {
  it('compares the medians of the first and last three samples', () => {
    const growth = heapGrowth([100, 130, 100, 101, 104, 110, 108, 112])
    expect(growth).toMatchObject({ baselineBytes: 100, finalBytes: 110 })
    expect(growth.growth).toBeCloseTo(0.1)
  })
  it('uses fewer samples when there are few', () => {
    expect(heapGrowth([100, 120]).growth).toBeCloseTo(0.2)
  })
})

describe('routes', () => {
  it('gives private routes the larger budget', () => {
    expect(PUBLIC_ROUTES.map(jsBudgetKB)).toEqual(PUBLIC_ROUTES.map(() => 150))
    expect(PRIVATE_ROUTES.map(jsBudgetKB)).toEqual(PRIVATE_ROUTES.map(() => 175))
    expect(PRIVATE_ROUTES.map((route) => route.name)).toEqual([
      '/account',
      '/health',
      '/appointments',
      '/appointments/{id}',
      '/book-appointment',
      '/payment/{payKey}',
      '/account billing',
      '/account documents',
      '/account test results',
    ])
    expect(PRIVATE_ROUTES[3].path({}, { appointmentId: '7' })).toBe('/appointments/7')
    expect(PRIVATE_ROUTES[5].path({}, { payKey: 'abc_DEF-123' })).toBe('/payment/abc_DEF-123')
  })
  it('measures signed in, with Lighthouse, the appointments and every account section that is built (issue 28)', () => {
    const paths = SIGNED_IN_LIGHTHOUSE_ROUTES.map((route) => route.path({ appointmentId: '7' }))
    expect(paths.slice(0, 2)).toEqual(['/appointments', '/appointments/7'])
    expect(paths.slice(2)).toEqual(BUILT_ACCOUNT_SLUGS.map((slug) => `/account?slug=${slug}`))
    expect(SIGNED_IN_LIGHTHOUSE_ROUTES.slice(2).map((route) => route.name)).toEqual(paths.slice(2))
  })
  it('compares a landed URL by path and query', () => {
    expect(pathOf('http://127.0.0.1:3000/account?slug=personal-information')).toBe(PRIVATE_ROUTES[0].path())
  })
})
