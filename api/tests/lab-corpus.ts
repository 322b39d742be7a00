import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import type { BiomarkerId } from '../src/analysis/biomarker-types'

/**
 * Lab reports the tests make themselves (issue 30): an English (US), a German and a Russian
 * laboratory's layout, each with its own columns, decimal comma or point, units, range styles
 * ("12.0-16.0", "< 200", "> 40", "до 5") and flags (H/L, +/−, ↑/↓), plus what a real report carries
 * around the table: the laboratory's address, the patient's details, sample numbers, dates, page
 * numbers and notes that name a test without a value. Every value printed is known here.
 */

/** One printed row and what it says. */
export type CorpusRow = {
  id: BiomarkerId
  name: string
  value: string
  unit: string
  range: string
  flag: 'H' | 'L' | null
}

export type CorpusReport = {
  language: 'en' | 'de' | 'ru'
  layout: string
  rows: CorpusRow[]
  /** lines around the table: headings, the patient, notes */
  header: string[]
  footer: string[]
  columns: string[]
  /** how the layout prints a flag */
  flagText: (flag: 'H' | 'L') => string
}

const row = (id: BiomarkerId, name: string, value: string, unit: string, range: string, flag: 'H' | 'L' | null = null): CorpusRow => ({
  id,
  name,
  value,
  unit,
  range,
  flag,
})

export const CORPUS: CorpusReport[] = [
  {
    language: 'en',
    layout: 'US reference laboratory: test, result, flag, units, reference interval',
    columns: ['Test', 'Result', 'Flag', 'Units', 'Reference Interval'],
    flagText: (flag) => flag,
    header: [
      'Northside Clinical Laboratories, 1200 Commerce Drive, Suite 400, Columbus, OH 43215',
      'Patient: DOE, JANE   DOB: 04/12/1978   Sex: F   Patient ID: 558201774',
      'Specimen ID: 2026-334-0187   Collected: 11/24/2026 07:45   Reported: 11/24/2026 14:02',
      'Complete Blood Count (CBC) With Differential',
    ],
    rows: [
      row('wbc', 'WBC', '7.2', 'x10^3/uL', '3.4-10.8'),
      row('rbc', 'RBC', '4.05', 'x10^6/uL', '3.77-5.28'),
      row('hemoglobin', 'Hemoglobin', '11.1', 'g/dL', '11.5-15.5', 'L'),
      row('hematocrit', 'Hematocrit', '34.8', '%', '34.0-46.6'),
      row('mcv', 'MCV', '86', 'fL', '79-97'),
      row('mch', 'MCH', '27.4', 'pg', '26.6-33.0'),
      row('mchc', 'MCHC', '31.9', 'g/dL', '31.5-35.7'),
      row('rdw', 'RDW', '15.9', '%', '11.7-15.4', 'H'),
      row('platelets', 'Platelets', '245', 'x10^3/uL', '150-450'),
      row('glucose', 'Glucose', '112', 'mg/dL', '70-99', 'H'),
      row('hba1c', 'Hemoglobin A1c', '6.1', '%', '4.8-5.6', 'H'),
      row('total_cholesterol', 'Total Cholesterol', '212', 'mg/dL', '100-199', 'H'),
      row('triglycerides', 'Triglycerides', '148', 'mg/dL', '0-149'),
      row('hdl', 'HDL Cholesterol', '52', 'mg/dL', '>39'),
      row('ldl', 'LDL Cholesterol', '131', 'mg/dL', '0-99', 'H'),
      row('creatinine', 'Creatinine', '0.94', 'mg/dL', '0.57-1.00'),
      row('bun', 'BUN', '15', 'mg/dL', '6-24'),
      row('egfr', 'eGFR', '78', 'mL/min/1.73m2', '>59'),
      row('sodium', 'Sodium', '140', 'mmol/L', '134-144'),
      row('potassium', 'Potassium', '5.6', 'mmol/L', '3.5-5.2', 'H'),
      row('chloride', 'Chloride', '101', 'mmol/L', '96-106'),
      row('calcium', 'Calcium', '9.4', 'mg/dL', '8.7-10.2'),
      row('alt', 'ALT', '45', 'IU/L', '0-32', 'H'),
      row('ast', 'AST', '30', 'IU/L', '0-40'),
      row('alp', 'Alkaline Phosphatase', '88', 'IU/L', '44-121'),
      row('total_bilirubin', 'Total Bilirubin', '0.6', 'mg/dL', '0.0-1.2'),
      row('albumin', 'Albumin', '4.5', 'g/dL', '3.8-4.8'),
      row('tsh', 'TSH', '2.150', 'uIU/mL', '0.450-4.500'),
      row('ferritin', 'Ferritin', '11', 'ng/mL', '15-150', 'L'),
      row('vitamin_b12', 'Vitamin B12', '412', 'pg/mL', '232-1245'),
      row('crp', 'C-Reactive Protein', '3.1', 'mg/L', '0.0-4.9'),
    ],
    footer: [
      'Potassium: hemolysis may falsely increase results; please correlate clinically.',
      'Reference intervals are age and sex specific. Page 1 of 1   Lab Director: A. Patel, MD   CLIA 36D0656333',
    ],
  },
  {
    language: 'de',
    layout: 'German Laborbefund: Untersuchung, Ergebnis and flag (+/−), Einheit, Referenzbereich',
    columns: ['Untersuchung', 'Ergebnis', 'Einheit', 'Referenzbereich'],
    flagText: (flag) => (flag === 'H' ? '+' : '-'),
    header: [
      'Labor Dr. Schmidt & Kollegen MVZ GmbH · Hauptstraße 12 · 10115 Berlin · Tel. 030 1234567',
      'Patient: Müller, Hans   geb. 03.07.1965   Geschlecht: m   Auftragsnr.: 26112400815',
      'Eingang: 24.11.2026 08:12   Befund: 24.11.2026 15:40   Material: Serum, EDTA-Blut',
      'Kleines Blutbild',
    ],
    rows: [
      row('wbc', 'Leukozyten', '7,8', '/nl', '3,9 - 10,2'),
      row('rbc', 'Erythrozyten', '4,2', '/pl', '4,3 - 5,8', 'L'),
      row('hemoglobin', 'Hämoglobin', '12,9', 'g/dl', '13,5 - 17,5', 'L'),
      row('hematocrit', 'Hämatokrit', '38', '%', '40 - 52', 'L'),
      row('mcv', 'MCV', '88', 'fl', '80 - 96'),
      row('platelets', 'Thrombozyten', '312', '/nl', '150 - 370'),
      row('glucose', 'Glucose nüchtern', '98', 'mg/dl', '70 - 99'),
      row('hba1c', 'HbA1c', '5,4', '%', '4,0 - 5,6'),
      row('total_cholesterol', 'Cholesterin gesamt', '245', 'mg/dl', '< 200', 'H'),
      row('ldl', 'LDL-Cholesterin', '165', 'mg/dl', '< 116', 'H'),
      row('hdl', 'HDL-Cholesterin', '48', 'mg/dl', '> 40'),
      row('triglycerides', 'Triglyceride', '132', 'mg/dl', '< 150'),
      row('creatinine', 'Kreatinin', '1,05', 'mg/dl', '0,70 - 1,20'),
      row('urea', 'Harnstoff', '32', 'mg/dl', '17 - 43'),
      row('uric_acid', 'Harnsäure', '7,8', 'mg/dl', '3,4 - 7,0', 'H'),
      row('egfr', 'GFR (CKD-EPI)', '78', 'ml/min/1,73m²', '> 60'),
      row('sodium', 'Natrium', '139', 'mmol/l', '136 - 145'),
      row('potassium', 'Kalium', '4,1', 'mmol/l', '3,5 - 5,1'),
      row('calcium', 'Calcium', '2,35', 'mmol/l', '2,15 - 2,50'),
      row('alt', 'GPT (ALAT)', '52', 'U/l', '< 50', 'H'),
      row('ast', 'GOT (ASAT)', '31', 'U/l', '< 50'),
      row('ggt', 'Gamma-GT', '35', 'U/l', '< 60'),
      row('alp', 'Alkalische Phosphatase', '70', 'U/l', '40 - 130'),
      row('total_bilirubin', 'Bilirubin gesamt', '0,8', 'mg/dl', '< 1,2'),
      row('tsh', 'TSH basal', '1,85', 'mU/l', '0,27 - 4,20'),
      row('ferritin', 'Ferritin', '24', 'µg/l', '30 - 400', 'L'),
      row('vitamin_b12', 'Vitamin B12', '320', 'pg/ml', '197 - 771'),
      row('vitamin_d', '25-OH-Vitamin D', '18', 'ng/ml', '30 - 100', 'L'),
      row('crp', 'CRP', '< 0,5', 'mg/l', '< 5,0'),
    ],
    footer: [
      'Glucose: Bitte Probe nüchtern entnehmen.',
      'Befund technisch und medizinisch validiert. Seite 1 von 1. Akkreditiert nach DIN EN ISO 15189 (D-ML-13131-01-00).',
    ],
  },
  {
    language: 'ru',
    layout: 'Russian laboratory: исследование, результат with ↑/↓, единицы, референсные значения',
    columns: ['Исследование', 'Результат', 'Единицы', 'Референсные значения'],
    flagText: (flag) => (flag === 'H' ? '↑' : '↓'),
    header: [
      'Медицинская лаборатория «Диагностика», г. Москва, ул. Тверская, д. 15, тел. +7 495 123-45-67',
      'Пациент: Иванова Мария Петровна   Дата рождения: 12.05.1982   Пол: ж   ИНЗ: 2611240037',
      'Дата взятия: 24.11.2026 08:30   Дата выдачи: 24.11.2026 16:10',
      'Общий анализ крови',
    ],
    rows: [
      row('hemoglobin', 'Гемоглобин', '108', 'г/л', '117 - 160', 'L'),
      row('rbc', 'Эритроциты', '4,05', '10^12/л', '3,8 - 5,1'),
      row('hematocrit', 'Гематокрит', '36,2', '%', '35 - 45'),
      row('wbc', 'Лейкоциты', '6,4', '10^9/л', '4,5 - 11,0'),
      row('platelets', 'Тромбоциты', '255', '10^9/л', '150 - 400'),
      row('esr', 'СОЭ', '24', 'мм/ч', '2 - 20', 'H'),
      row('glucose', 'Глюкоза', '6,4', 'ммоль/л', '4,1 - 5,9', 'H'),
      row('total_cholesterol', 'Холестерин общий', '5,6', 'ммоль/л', '3,0 - 5,2', 'H'),
      row('triglycerides', 'Триглицериды', '1,2', 'ммоль/л', '< 1,7'),
      row('creatinine', 'Креатинин', '71', 'мкмоль/л', '44 - 80'),
      row('urea', 'Мочевина', '5,1', 'ммоль/л', '2,6 - 6,4'),
      row('alt', 'АЛТ', '28', 'Ед/л', '< 31'),
      row('ast', 'АСТ', '25', 'Ед/л', '< 31'),
      row('total_bilirubin', 'Билирубин общий', '14,2', 'мкмоль/л', '3,4 - 20,5'),
      row('ferritin', 'Ферритин', '9', 'мкг/л', '10 - 120', 'L'),
      row('iron', 'Железо', '7,8', 'мкмоль/л', '9,0 - 30,4', 'L'),
      row('tsh', 'ТТГ', '5,8', 'мкМЕ/мл', '0,4 - 4,0', 'H'),
      row('free_t4', 'Т4 свободный', '13,1', 'пмоль/л', '9,0 - 19,0'),
      row('vitamin_d', 'Витамин D (25-OH)', '21', 'нг/мл', '30 - 100', 'L'),
      row('crp', 'С-реактивный белок', '2,1', 'мг/л', '< 5'),
      row('potassium', 'Калий', '4,4', 'ммоль/л', '3,5 - 5,1'),
      row('sodium', 'Натрий', '141', 'ммоль/л', '136 - 145'),
    ],
    footer: ['Глюкоза: исследование проводится строго натощак.', 'Результаты не являются диагнозом. Стр. 1 из 1. Врач КЛД: Смирнова Е. А.'],
  },
]

const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`)

/**
 * The report as a PDF, drawn as a laboratory's system draws it: the header lines, a table whose
 * columns are placed apart (the result and its flag in one column where the layout prints them
 * together), the notes and the footer.
 */
export function corpusPdf(report: CorpusReport): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `Lab report (${report.language})` } })
  doc.registerFont('body', fontFile('DejaVuSans.ttf'))
  doc.registerFont('bold', fontFile('DejaVuSans-Bold.ttf'))
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))))

  doc.font('body').fontSize(8)
  for (const line of report.header) doc.text(line, 40).moveDown(0.3)
  doc.moveDown(0.5)
  const x = report.columns.length === 5 ? [40, 220, 290, 330, 420] : [40, 220, 330, 420]
  let y = doc.y
  const cells = (values: string[], font: 'body' | 'bold') => {
    doc.font(font).fontSize(9)
    values.forEach((value, index) => doc.text(value, x[index], y, { width: (x[index + 1] ?? 555) - x[index]! - 6, lineBreak: false }))
    y += 15
  }
  cells(report.columns, 'bold')
  for (const item of report.rows) {
    const flag = item.flag ? report.flagText(item.flag) : ''
    if (report.columns.length === 5) cells([item.name, item.value, flag, item.unit, item.range], 'body')
    else cells([item.name, flag ? `${item.value} ${flag}` : item.value, item.unit, item.range], 'body')
  }
  doc.font('body').fontSize(8)
  y += 10
  for (const line of report.footer) {
    doc.text(line, 40, y, { width: 515 })
    y += 14
  }
  doc.end()
  return done
}
