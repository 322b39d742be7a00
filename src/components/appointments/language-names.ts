import { useQuery } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'
import { appointmentQueries } from '~/queries/appointments'

/**
 * The translator languages with their names as the API writes them in the reader's language
 * (`Language.name`, issue 26 #16): one source for the list and for every code shown beside it,
 * rather than the browser's `Intl.DisplayNames`, which can name a language otherwise. `wanted`: false
 * where nothing shows a language (the codes are then named as they are).
 */
export function useLanguageNames(locale: Locale, wanted = true) {
  const { data: languages = [] } = useQuery({ ...appointmentQueries.translatorLanguages(locale), enabled: wanted })
  const nameOf = (code: string) => languages.find((language) => language.code === code)?.name ?? code
  return { languages, nameOf }
}
