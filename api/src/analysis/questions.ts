import type { Locale } from '../db/schema'
import type { Biomarker, BiomarkerId, BiomarkerKnowledge } from './biomarker-types'
import { BIOMARKER_BY_ID } from './biomarkers'
import type { Indicator } from './lab-report'
import { KNOWLEDGE_AR } from './knowledge/ar'
import { KNOWLEDGE_DE } from './knowledge/de'
import { KNOWLEDGE_EN } from './knowledge/en'
import { KNOWLEDGE_RU } from './knowledge/ru'

/**
 * The questions a patient may ask about one value (issue 30, spec part 2 §2 "indicator detail with
 * Q&A"), answered from the curated knowledge base in their language, under the same safety rules
 * whoever writes the answer: never a diagnosis, a doctor for anything outside the range, and an
 * emergency notice first for a critical value (potassium over 6.5 mmol/L, say).
 */
export const KNOWLEDGE: Record<Locale, Record<BiomarkerId, BiomarkerKnowledge>> = {
  en: KNOWLEDGE_EN,
  de: KNOWLEDGE_DE,
  ru: KNOWLEDGE_RU,
  ar: KNOWLEDGE_AR,
}

type Words = {
  measures: (name: string) => string
  high: (name: string) => string
  low: (name: string) => string
  doctor: string
  outside: (name: string) => string
  critical: (name: string) => string
  list: (items: string[]) => string
}

const WORDS: Record<Locale, Words> = {
  en: {
    measures: (name) => `What does ${name} measure?`,
    high: (name) => `Why could ${name} be high?`,
    low: (name) => `Why could ${name} be low?`,
    doctor: 'When should I see a doctor?',
    outside: (name) => `Your ${name} is outside the reference range: please discuss it with your doctor.`,
    critical: (name) =>
      `Your ${name} is at a level that can be dangerous. Contact a doctor today, and call emergency services at once if you feel unwell.`,
    list: (items) => new Intl.ListFormat('en', { type: 'unit', style: 'long' }).format(items),
  },
  de: {
    measures: (name) => `Was misst ${name}?`,
    high: (name) => `Warum kann ${name} erhöht sein?`,
    low: (name) => `Warum kann ${name} erniedrigt sein?`,
    doctor: 'Wann sollte ich zum Arzt gehen?',
    outside: (name) =>
      `Ihr Wert für ${name} liegt außerhalb des Referenzbereichs: Bitte besprechen Sie ihn mit Ihrer Ärztin oder Ihrem Arzt.`,
    critical: (name) =>
      `Ihr Wert für ${name} liegt in einem Bereich, der gefährlich sein kann. Wenden Sie sich noch heute an eine Ärztin oder einen Arzt und rufen Sie sofort den Notruf 112, wenn Sie sich unwohl fühlen.`,
    list: (items) => new Intl.ListFormat('de', { type: 'unit', style: 'long' }).format(items),
  },
  ru: {
    measures: (name) => `Что показывает «${name}»?`,
    high: (name) => `Почему «${name}» может быть повышен?`,
    low: (name) => `Почему «${name}» может быть понижен?`,
    doctor: 'Когда нужно обратиться к врачу?',
    outside: (name) => `Показатель «${name}» вне референсного интервала: обсудите его с врачом.`,
    critical: (name) =>
      `Показатель «${name}» на уровне, который может быть опасен. Обратитесь к врачу сегодня же, а при плохом самочувствии сразу вызовите скорую помощь (103 или 112).`,
    list: (items) => new Intl.ListFormat('ru', { type: 'unit', style: 'long' }).format(items),
  },
  ar: {
    measures: (name) => `ماذا يقيس ${name}؟`,
    high: (name) => `لماذا قد يرتفع ${name}؟`,
    low: (name) => `لماذا قد ينخفض ${name}؟`,
    doctor: 'متى يجب أن أراجع الطبيب؟',
    outside: (name) => `قيمة ${name} لديك خارج النطاق المرجعي: يُرجى مناقشتها مع طبيبك.`,
    critical: (name) => `قيمة ${name} لديك في مستوى قد يكون خطيرًا. تواصل مع طبيب اليوم، واتصل بالإسعاف فورًا إذا شعرت بتوعك.`,
    list: (items) => new Intl.ListFormat('ar', { type: 'unit', style: 'long' }).format(items),
  },
}

/**
 * Whether a value (in the table's unit) is past the table's critical bounds. Never one the report's
 * own range calls normal: the report knows its units better than a conversion does.
 */
export function isCritical(biomarker: Biomarker, indicator: Pick<Indicator, 'canonical' | 'qualifier' | 'status'>): boolean {
  const { critical } = biomarker
  const value = indicator.canonical?.value
  if (!critical || value === undefined || indicator.status === 'Norm') return false
  if (critical.high !== undefined && value >= critical.high && indicator.qualifier !== '<') return true
  return critical.low !== undefined && value <= critical.low && indicator.qualifier !== '>'
}

/** A biomarker's name in a language: the table's display name. */
export const biomarkerName = (id: BiomarkerId, locale: Locale) => BIOMARKER_BY_ID.get(id)!.names[locale][0]!

/**
 * The questions about one value of an analysis, with their answers, in `locale`: the knowledge
 * base's, or another source's written to its shape (the AI service's, ai-questions.ts).
 */
export function questionsAbout(
  indicator: Indicator,
  locale: Locale,
  knowledge: BiomarkerKnowledge = KNOWLEDGE[locale][indicator.id],
): { question: string; answer: string }[] {
  const biomarker = BIOMARKER_BY_ID.get(indicator.id)!
  const words = WORDS[locale]
  const name = biomarkerName(indicator.id, locale)
  const answers = [{ question: words.measures(name), answer: knowledge.measures }]
  if (knowledge.high.length) answers.push({ question: words.high(name), answer: `${words.list(knowledge.high)}.` })
  if (knowledge.low.length) answers.push({ question: words.low(name), answer: `${words.list(knowledge.low)}.` })
  const notices = [
    ...(isCritical(biomarker, indicator) ? [words.critical(name)] : []),
    ...(indicator.status === 'High' || indicator.status === 'Low' ? [words.outside(name)] : []),
  ]
  answers.push({ question: words.doctor, answer: [...notices, knowledge.seeDoctor].join(' ') })
  return answers
}

/** The list's line for a read analysis (spec part 2 §3 `summary`): how many values are outside their range. */
const SUMMARY: Record<Locale, (outside: number, total: number) => string> = {
  en: (outside, total) =>
    outside === 0 ? `All ${total} values within the range` : `${outside} of ${total} ${total === 1 ? 'value' : 'values'} outside the range`,
  de: (outside, total) =>
    outside === 0 ? `Alle ${total} Werte im Referenzbereich` : `${outside} von ${total} Werten außerhalb des Referenzbereichs`,
  ru: (outside, total) => {
    const form = new Intl.PluralRules('ru').select(total)
    const values = form === 'one' ? 'показателя' : 'показателей'
    return outside === 0 ? `Все показатели в норме (${total})` : `${outside} из ${total} ${values} вне нормы`
  },
  ar: (outside, total) => (outside === 0 ? `جميع القيم (${total}) ضمن النطاق` : `${outside} من ${total} خارج النطاق`),
}

export function analysisSummary(indicators: readonly Indicator[], locale: Locale): string | null {
  if (!indicators.length) return null
  const outside = indicators.filter((indicator) => indicator.status === 'High' || indicator.status === 'Low').length
  return SUMMARY[locale](outside, indicators.length)
}
