import { describe, expect, it } from 'vitest'
import { BIOMARKER_IDS } from '../src/analysis/biomarker-types'
import { KNOWLEDGE } from '../src/analysis/questions'

/**
 * The knowledge base behind an indicator's questions (issue 30): every biomarker of the table in
 * en, de, ru and ar, each saying what it measures and when to see a doctor, the same directions
 * explained in every language, and none of it a diagnosis.
 */
const DOCTOR = { en: /doctor/i, de: /arzt|ärzt|praxis/i, ru: /врач/i, ar: /طبيب/ } as const
/** A diagnosis told to the reader ("you have anemia"); symptoms ("if you have chest pain") are not. */
const DIAGNOSIS = {
  en: /\byou (have|suffer from) (anemia|diabetes|cancer|leukemia|an infection|a disease|kidney disease|liver disease|heart failure)\b/i,
  de: /\bSie haben (eine Anämie|Diabetes|Krebs|eine Infektion|eine Krankheit)\b/i,
  ru: /\bу вас (анемия|диабет|рак|инфекция|заболевание)/i,
  ar: /لديك (فقر الدم|السكري|سرطان|عدوى|مرض)/,
} as const
const SCRIPT = { en: /[a-z]/, de: /[a-zäöüß]/, ru: /[а-яё]/, ar: /[\u0600-\u06ff]/ } as const

describe('the knowledge base', () => {
  for (const locale of ['en', 'de', 'ru', 'ar'] as const) {
    it(`${locale}: every biomarker, what it measures, when to see a doctor, no diagnosis`, () => {
      const knowledge = KNOWLEDGE[locale]
      expect(Object.keys(knowledge)).toEqual([...BIOMARKER_IDS])
      for (const id of BIOMARKER_IDS) {
        const entry = knowledge[id]
        expect(entry.measures.length, `${id}.measures`).toBeGreaterThan(30)
        expect(entry.measures, `${id}.measures`).toMatch(SCRIPT[locale])
        expect(entry.seeDoctor, `${id}.seeDoctor`).toMatch(DOCTOR[locale])
        // The same directions are explained in every language as in English.
        expect(entry.high.length > 0, `${id}.high`).toBe(KNOWLEDGE.en[id].high.length > 0)
        expect(entry.low.length > 0, `${id}.low`).toBe(KNOWLEDGE.en[id].low.length > 0)
        for (const item of [...entry.high, ...entry.low]) expect(item.trim(), `${id}: an empty reason`).not.toBe('')
        for (const text of [entry.measures, entry.seeDoctor, ...entry.high, ...entry.low]) expect(text, id).not.toMatch(DIAGNOSIS[locale])
      }
    })
  }
})
