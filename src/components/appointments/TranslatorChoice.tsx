import { useId } from 'react'
import { useQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { NativeSelect } from '~/components/ui/native-select'
import { useLocale } from '~/i18n/useLocale'
import { formatEuro, sortByName } from '~/lib/format'
import { appointmentQueries } from '~/queries/appointments'
import { useLanguageNames } from './language-names'

type TranslatorPlan = { id: string | number; price: number; lang_1: string; lang_2: string }

/**
 * A translator for a video call (spec part 1 §7 translatorPlanByLanguage): the language, then the
 * translator for it and the call's length with the price, or word that there is none.
 */
export function TranslatorChoice({
  language,
  duration,
  onLanguageChange,
}: {
  language: string
  /** the call's minutes */
  duration: number
  onLanguageChange: (language: string) => void
}) {
  const intl = useIntl()
  const locale = useLocale()
  const id = useId()
  const { languages, nameOf } = useLanguageNames(locale)
  const { data: plan, isFetched } = useQuery({ ...appointmentQueries.translatorPlan(locale, language, duration), enabled: language !== '' })
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-translator`} className="text-sm font-medium">
        <FormattedMessage id="appointments.translator_label" />
      </label>
      <NativeSelect id={`${id}-translator`} value={language} className="w-64" onChange={(event) => onLanguageChange(event.target.value)}>
        <option value="">{intl.formatMessage({ id: 'appointments.translator_none' })}</option>
        {/* In the page's order: "Deutsch" before "Georgisch" in German. */}
        {sortByName(languages, locale, (entry) => entry.name).map((entry) => (
          <option key={entry.id} value={entry.code}>
            {entry.name}
          </option>
        ))}
      </NativeSelect>
      {language !== '' && isFetched && (
        <p role="status" className="text-sm">
          {plan ? (
            <FormattedMessage
              id="appointments.translator_offer"
              values={{ from: nameOf(plan.lang_1), to: nameOf(plan.lang_2), price: formatEuro(plan.price, locale) }}
            />
          ) : (
            <FormattedMessage id="appointments.translator_unavailable" />
          )}
        </p>
      )}
    </div>
  )
}

/** The translator plan chosen for `language`, once known (for the booking's price and request). */
export function useTranslatorPlan(language: string, duration: number): TranslatorPlan | null {
  const locale = useLocale()
  const { data } = useQuery({ ...appointmentQueries.translatorPlan(locale, language, duration), enabled: language !== '' })
  return language !== '' && data ? data : null
}
