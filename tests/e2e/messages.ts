import { readFileSync } from 'node:fs'

export type Locale = 'en' | 'ru' | 'de' | 'ar'

/** A translated string (`namespace.key`), read from the same message files the app uses. */
export function message(locale: Locale, id: string): string {
  const [namespace, key] = id.split('.')
  const messages: Record<string, unknown> = JSON.parse(readFileSync(`src/i18n/messages/${locale}/${namespace}.json`, 'utf8'))
  const text = key === undefined ? undefined : messages[key]
  if (typeof text !== 'string') throw new Error(`no message ${id} in ${locale}`)
  return text
}
