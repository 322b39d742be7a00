import { DEFAULT_LOCALE, type Locale } from './locales'

export type Messages = Record<string, string>

/**
 * Messages live in `messages/<locale>/<namespace>.json` (one file per feature, so features
 * never edit the same file) and are addressed as `<namespace>.<key>`. Each locale loads lazily,
 * so a page ships only its own language.
 */
const modules = import.meta.glob<{ default: Record<string, string> }>('./messages/*/*.json')

const FILE_PATTERN = /^\.\/messages\/([a-z]{2})\/([\w-]+)\.json$/

export async function loadMessages(locale: Locale): Promise<Messages> {
  const entries = Object.entries(modules).flatMap(([path, load]) => {
    const match = FILE_PATTERN.exec(path)
    return match && match[1] === locale ? [{ namespace: match[2], load }] : []
  })
  const loaded = await Promise.all(entries.map(async ({ namespace, load }) => ({ namespace, messages: (await load()).default })))
  const messages: Messages = {}
  for (const { namespace, messages: file } of loaded) {
    for (const [key, value] of Object.entries(file)) messages[`${namespace}.${key}`] = value
  }
  return messages
}

export { DEFAULT_LOCALE }
