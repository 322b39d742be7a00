import * as v from 'valibot'

/**
 * Public settings: baked into the client bundle by Vite (`VITE_` prefix), so never put a secret here.
 * Checked once at import so a bad value fails fast with the variable's name.
 */
const schema = v.object({
  VITE_DOCTOR_SITE_URL: v.optional(v.pipe(v.string(), v.url()), 'https://doctors.medconsult.example'),
})

const result = v.safeParse(schema, { VITE_DOCTOR_SITE_URL: import.meta.env.VITE_DOCTOR_SITE_URL || undefined })
if (!result.success) throw new Error(`Invalid environment variable VITE_DOCTOR_SITE_URL: ${result.issues[0].message}`)

/** The separate doctor site; its login page takes the interface language as `?lang=`. */
export const DOCTOR_SITE_URL = result.output.VITE_DOCTOR_SITE_URL.replace(/\/+$/, '')
