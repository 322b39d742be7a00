export const LOCALES = ['en', 'ru', 'de', 'ar'] as const
export type Locale = (typeof LOCALES)[number]

/** A text in several locales; English is the fallback and always present. */
export type Translated = { en: string } & Partial<Record<Exclude<Locale, 'en'>, string>>
