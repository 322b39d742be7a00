import { formatCalendarDate, formatDate } from '#contract/date-format'
import type { Locale, Translated } from '../db/schema'
import { translate } from '../shared/i18n'
import { labelledPdf, pdfBytes, pdfLabels } from '../shared/pdf'

/**
 * The doctor's report as a PDF (GET appointments-reports/pdf/{id}, issue 12), drawn with pdfkit in
 * DejaVu Sans, a font with Latin, Cyrillic and Arabic letters: labels are in the patient's language,
 * the report as the doctor wrote it.
 */

const LABELS = pdfLabels({
  en: {
    title: 'Medical report',
    doctor: 'Doctor',
    patient: 'Patient',
    born: 'born',
    consultation: 'Consultation',
    date: 'Date of report',
    report: 'Findings and advice',
    issued: 'Issued',
  },
  ru: {
    title: 'Медицинское заключение',
    doctor: 'Врач',
    patient: 'Пациент',
    born: 'дата рождения',
    consultation: 'Консультация',
    date: 'Дата заключения',
    report: 'Результаты и рекомендации',
    issued: 'Выдано',
  },
  de: {
    title: 'Ärztlicher Befund',
    doctor: 'Ärztin/Arzt',
    patient: 'Patient/in',
    born: 'geboren',
    consultation: 'Konsultation',
    date: 'Datum des Befunds',
    report: 'Befund und Empfehlung',
    issued: 'Ausgestellt',
  },
  ar: {
    title: 'تقرير طبي',
    doctor: 'الطبيب',
    patient: 'المريض',
    born: 'تاريخ الميلاد',
    consultation: 'الاستشارة',
    date: 'تاريخ التقرير',
    report: 'النتائج والتوصيات',
    issued: 'صدر في',
  },
})

export type ReportPdfData = {
  reportId: number
  report: string
  dateReport: Date
  doctor: { firstName: string; lastName: string }
  /** `timezone` is the patient's from their settings: the report is dated as the pages date it (UTC without one) */
  patient: { firstName: string | null; lastName: string | null; dateOfBirth: string | null; timezone: string | null }
  planName: Translated
}

export function renderReportPdf(data: ReportPdfData, locale: Locale, now = new Date()): Promise<Buffer> {
  const day = (date: Date) => formatDate(date, data.patient.timezone || 'UTC', locale)
  const doctor = `${data.doctor.firstName} ${data.doctor.lastName}`
  const { doc, labels, align, field } = labelledPdf(LABELS, locale, { name: String(data.reportId), author: doctor })
  field('doctor', doctor)
  const patientName = [data.patient.firstName, data.patient.lastName].filter(Boolean).join(' ')
  const born = data.patient.dateOfBirth ? ` (${labels.born} ${formatCalendarDate(data.patient.dateOfBirth, locale)})` : ''
  field('patient', `${patientName}${born}`)
  field('consultation', translate(data.planName, locale))
  field('date', day(data.dateReport))
  doc.moveDown()
  doc.font('bold').fontSize(13).text(labels.report, { align })
  doc.moveDown(0.5)
  // The report is the doctor's text, in the doctor's language: left-aligned unless the page is Arabic.
  doc.font('body').fontSize(11).text(data.report, { align, lineGap: 3 })
  doc.moveDown(2)
  doc
    .font('body')
    .fontSize(9)
    .fillColor('#555555')
    .text(`${labels.issued} ${day(now)}`, { align })

  return pdfBytes(doc)
}
