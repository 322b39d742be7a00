// Command-line options of `npm run bench` (see README, "Benchmark").

export const PARTS = Object.freeze(['js', 'html', 'lighthouse', 'ssr', 'api', 'soak', 'scale'])
const DEFAULT_PARTS = PARTS.filter((part) => part !== 'soak' && part !== 'scale')

export const USAGE = `npm run bench [-- options]
  --only=js,html,lighthouse,ssr,api,soak,scale   run only these parts (default: all but soak and scale)
  --skip=lighthouse,...                    leave these parts out
  --soak                                   add the soak to the default parts
  --soak-minutes=10                        length of the soak (e.g. 2 to try it)
  --scale                                  add the scale runs (TEST_DATABASE_URL; the fixture's scale_<n>x databases,
                                           filled when missing: node scripts/scale-fixture.mjs)
  --scale-multipliers=1,10,100             the multipliers of the scale runs
  --scale-fill                             fill the scale databases again before measuring
  --duration=10                            seconds of each measured SSR and API load (BENCH_DURATION)
  --lighthouse-runs=3                      Lighthouse runs per page (the median is reported)
  --lighthouse-pages=/,/ar/doctors,...     Lighthouse on these pages instead (a public page's name, optionally
                                           behind a language prefix: /ar/doctors/{slug}/profile; or a signed-in
                                           one, measured as the demo patient: /appointments, /appointments/{id},
                                           /account?slug=billing_and_plans)
  --help`

function list(value, flag) {
  const parts = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const unknown = parts.filter((part) => !PARTS.includes(part))
  if (unknown.length) throw new Error(`${flag}: unknown part ${unknown.join(', ')} (parts: ${PARTS.join(', ')})`)
  return parts
}

function positive(value, flag) {
  const number = Number(value)
  if (!Number.isFinite(number) || number <= 0) throw new Error(`${flag} needs a positive number, not ${value}`)
  return number
}

export function parseOptions(argv, env = process.env) {
  const options = {
    parts: new Set(DEFAULT_PARTS),
    soakMinutes: 10,
    durationSeconds: env.BENCH_DURATION ? positive(env.BENCH_DURATION, 'BENCH_DURATION') : 10,
    lighthouseRuns: 3,
    lighthousePages: null,
    scaleMultipliers: [1, 10, 100],
    scaleFill: false,
    help: false,
  }
  let only = null
  const skip = []
  let soak = false
  let scale = false
  for (const arg of argv) {
    const [flag, value = ''] = arg.split(/=(.*)/s)
    if (flag === '--only') only = list(value, flag)
    else if (flag === '--skip') skip.push(...list(value, flag))
    else if (flag === '--soak') soak = true
    else if (flag === '--scale') scale = true
    else if (flag === '--scale-fill') options.scaleFill = true
    else if (flag === '--scale-multipliers') options.scaleMultipliers = value.split(',').map((part) => Math.round(positive(part, flag)))
    else if (flag === '--soak-minutes') options.soakMinutes = positive(value, flag)
    else if (flag === '--duration') options.durationSeconds = positive(value, flag)
    else if (flag === '--lighthouse-runs') options.lighthouseRuns = Math.round(positive(value, flag))
    else if (flag === '--lighthouse-pages')
      options.lighthousePages = value
        .split(',')
        .map((page) => page.trim())
        .filter(Boolean)
    else if (flag === '--help' || flag === '-h') options.help = true
    else throw new Error(`Unknown option ${arg}\n\n${USAGE}`)
  }
  if (only) options.parts = new Set(only)
  if (soak) options.parts.add('soak')
  if (scale) options.parts.add('scale')
  for (const part of skip) options.parts.delete(part)
  return options
}
