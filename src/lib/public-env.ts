import * as v from 'valibot'

/**
 * Public settings of the web tier: Vite compiles `VITE_*` variables into the browser bundle at build
 * time, so never a secret. The server-only ones are in src/server/env.server.ts.
 */
export const publicEnvSchema = v.object({
  // reCAPTCHA v3 site key (src/lib/captcha.ts); unset or blank, the local captcha stand-in answers.
  VITE_RECAPTCHA_SITE_KEY: v.optional(v.pipe(v.string(), v.trim())),
})

export type PublicEnv = v.InferOutput<typeof publicEnvSchema>

/** The public settings from `source` (the build's `import.meta.env`); a blank value counts as unset. */
export function readPublicEnv(source: Record<string, unknown>): PublicEnv {
  const set = Object.fromEntries(
    Object.keys(publicEnvSchema.entries).flatMap((name) =>
      typeof source[name] === 'string' && source[name].trim() ? [[name, source[name]]] : [],
    ),
  )
  return v.parse(publicEnvSchema, set)
}

export const publicEnv: PublicEnv = readPublicEnv(import.meta.env)
