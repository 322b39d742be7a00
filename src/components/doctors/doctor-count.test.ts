import { parse } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import { compactMessage, mergeMessages } from '~/i18n/compact-messages'
import { intlFor } from '~/i18n/intl'
import type { Locale } from '~/i18n/locales'
import en from '~/i18n/messages/en/doctors.json'
import ru from '~/i18n/messages/ru/doctors.json'
import de from '~/i18n/messages/de/doctors.json'
import ar from '~/i18n/messages/ar/doctors.json'

/** `doctors.count` as DoctorResults formats it: exact totals in the plural, a capped one as "1,000+" (issue 28). */
function count(locale: Locale, messages: Record<string, string>, total: number, capped: boolean) {
  const intl = intlFor(locale, mergeMessages([{ 'doctors.count': compactMessage(parse(messages.count!)) }]))
  return intl.formatMessage({ id: 'doctors.count' }, { count: total, capped: capped ? 'yes' : 'no' })
}

describe('the doctors’ count', () => {
  it('says an exact total in the plural and a capped one as more than it, with the number as each language writes it', () => {
    const thousand = (locale: Locale) => new Intl.NumberFormat(locale).format(1000)
    expect(count('en', en, 1, false)).toBe('1 doctor')
    expect(count('en', en, 42, false)).toBe('42 doctors')
    expect(count('en', en, 1000, true)).toBe(`${thousand('en')}+ doctors`)
    expect(count('ru', ru, 3, false)).toBe('3 врача')
    expect(count('ru', ru, 1000, true)).toBe(`Более ${thousand('ru')} врачей`)
    expect(count('de', de, 1000, false)).toBe(`${thousand('de')} Ärztinnen und Ärzte`)
    expect(count('de', de, 1000, true)).toBe(`Über ${thousand('de')} Ärztinnen und Ärzte`)
    expect(count('ar', ar, 2, false)).toBe('طبيبان')
    expect(count('ar', ar, 1000, true)).toBe(`أكثر من ${thousand('ar')} طبيب`)
  })
})
