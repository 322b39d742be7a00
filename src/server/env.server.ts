import * as v from 'valibot'

/** pino's levels; `silent` logs nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

/** Server-only settings of the web tier, read once and checked at start (fail fast). */
const schema = v.object({
  API_URL: v.optional(v.pipe(v.string(), v.url()), 'http://127.0.0.1:4000'),
  REGION: v.optional(v.pipe(v.string(), v.regex(/^[a-z-]{2,20}$/))),
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'production'),
  LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS), 'info'),
})

export type WebEnv = v.InferOutput<typeof schema>

let cached: WebEnv | undefined

export function webEnv(): WebEnv {
  if (cached) return cached
  const result = v.safeParse(schema, process.env)
  if (!result.success) {
    const issue = result.issues[0]
    const name = issue.path?.map((p) => String(p.key)).join('.') ?? 'environment'
    throw new Error(`Invalid environment variable ${name}: ${issue.message}`)
  }
  cached = result.output
  return cached
}
