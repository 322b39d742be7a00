import { parse } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import { compactMessage, mergeMessages } from '~/i18n/compact-messages'
import { intlFor } from '~/i18n/intl'
import type { Locale } from '~/i18n/locales'
import en from '~/i18n/messages/en/doctors.json'
import ru from '~/i18n/messages/ru/doctors.json'
import de from '~/i18n/messages/de/doctors.json'
import ar from '~/i18n/messages/ar/doctors.json'
import { DOCTOR_TOTAL_CAP } from '#contract/page-limits'

/**
 * `doctors.count` as DoctorResults formats it: exact totals in the plural; the API's bounded count
 * of DOCTOR_TOTAL_CAP + 1 as "more than the cap" (issue 28), the cap written as the language writes numbers.
 */
function count(locale: Locale, messages: Record<string, string>, total: number) {
  const intl = intlFor(locale, mergeMessages([{ 'doctors.count': compactMessage(parse(messages.count!)) }]))
  return intl.formatMessage({ id: 'doctors.count' }, { count: total })
}

describe('the doctors’ count', () => {
  it('says an exact total in the plural and the capped count as more than the cap, the number as each language writes it', () => {
    const cap = (locale: Locale) => new Intl.NumberFormat(locale).format(DOCTOR_TOTAL_CAP)
    const capped = DOCTOR_TOTAL_CAP + 1
    expect(count('en', en, 1)).toBe('1 doctor')
    expect(count('en', en, 42)).toBe('42 doctors')
    expect(count('en', en, DOCTOR_TOTAL_CAP)).toBe(`${cap('en')} doctors`)
    expect(count('en', en, capped)).toBe(`${cap('en')}+ doctors`)
    expect(count('ru', ru, 3)).toBe('3 врача')
    expect(count('ru', ru, capped)).toBe(`Более ${cap('ru')} врачей`)
    expect(count('de', de, DOCTOR_TOTAL_CAP)).toBe(`${cap('de')} Ärztinnen und Ärzte`)
    expect(count('de', de, capped)).toBe(`Über ${cap('de')} Ärztinnen und Ärzte`)
    expect(count('ar', ar, 2)).toBe('طبيبان')
    expect(count('ar', ar, capped)).toBe(`أكثر من ${cap('ar')} طبيب`)
  })
})
