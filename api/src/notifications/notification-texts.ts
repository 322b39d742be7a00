import type { NotificationKind } from '#contract/notifications'
import { formatDateTime } from '#contract/date-format'
import type { Locale } from '../db/schema'
import { formatMoney } from '../shared/i18n'

export type { NotificationKind }

/**
 * What a notification means (issue 26): its kind and these raw values, kept with it, so its text is
 * written when it is read, in the language of the page and the reader's zone. `name` is the other
 * party (the doctor for a patient, the patient for a doctor), null for a patient who has given none.
 */
export type NotificationFacts = { name: string | null; acceptedAt: Date | null; amountCents: number; currency: string }

/** Who reads, and how: the page's language (or the account's, for e-mails) and their time zone. */
export type Reading = { locale: Locale; timezone: string | null }

/** What a notification says (issue 14), in each language; `date` and `amount` formatted for the reader. */
export type TextValues = { name: string; date?: string; amount?: string }
type Text = (values: TextValues) => { title: string; body: string }

const TEXTS: Record<NotificationKind, Record<Locale, Text>> = {
  created: {
    en: ({ name }) => ({ title: 'New appointment request', body: `${name} asked for a consultation.` }),
    ru: ({ name }) => ({ title: 'Новая заявка на приём', body: `${name} записывается на консультацию.` }),
    de: ({ name }) => ({ title: 'Neue Terminanfrage', body: `${name} bittet um eine Konsultation.` }),
    ar: ({ name }) => ({ title: 'طلب موعد جديد', body: `طلب ${name} استشارة.` }),
  },
  approved: {
    en: ({ name }) => ({ title: 'Appointment confirmed', body: `${name} confirmed your appointment.` }),
    ru: ({ name }) => ({ title: 'Приём подтверждён', body: `${name} подтвердил(а) вашу запись.` }),
    de: ({ name }) => ({ title: 'Termin bestätigt', body: `${name} hat Ihren Termin bestätigt.` }),
    ar: ({ name }) => ({ title: 'تم تأكيد الموعد', body: `أكّد ${name} موعدك.` }),
  },
  rejected: {
    en: ({ name }) => ({ title: 'Appointment declined', body: `${name} declined your appointment.` }),
    ru: ({ name }) => ({ title: 'Запись отклонена', body: `${name} отклонил(а) вашу запись.` }),
    de: ({ name }) => ({ title: 'Termin abgelehnt', body: `${name} hat Ihren Termin abgelehnt.` }),
    ar: ({ name }) => ({ title: 'تم رفض الموعد', body: `رفض ${name} موعدك.` }),
  },
  dates_proposed: {
    en: ({ name }) => ({ title: 'New times proposed', body: `${name} proposed new times for your appointment.` }),
    ru: ({ name }) => ({ title: 'Предложено новое время', body: `${name} предлагает новое время приёма.` }),
    de: ({ name }) => ({ title: 'Neue Zeiten vorgeschlagen', body: `${name} hat neue Zeiten für Ihren Termin vorgeschlagen.` }),
    ar: ({ name }) => ({ title: 'تم اقتراح مواعيد جديدة', body: `اقترح ${name} أوقاتًا جديدة لموعدك.` }),
  },
  date_accepted: {
    en: ({ name, date }) => ({ title: 'Time confirmed', body: `${name} confirmed the time: ${date}.` }),
    ru: ({ name, date }) => ({ title: 'Время подтверждено', body: `${name} подтвердил(а) время: ${date}.` }),
    de: ({ name, date }) => ({ title: 'Zeit bestätigt', body: `${name} hat die Zeit bestätigt: ${date}.` }),
    ar: ({ name, date }) => ({ title: 'تم تأكيد الوقت', body: `أكّد ${name} الوقت: ${date}.` }),
  },
  message: {
    en: ({ name }) => ({ title: 'New message', body: `${name} sent you a message.` }),
    ru: ({ name }) => ({ title: 'Новое сообщение', body: `${name} отправил(а) вам сообщение.` }),
    de: ({ name }) => ({ title: 'Neue Nachricht', body: `${name} hat Ihnen eine Nachricht geschickt.` }),
    ar: ({ name }) => ({ title: 'رسالة جديدة', body: `أرسل إليك ${name} رسالة.` }),
  },
  file_added: {
    en: ({ name }) => ({ title: 'New file', body: `${name} added a file to your appointment.` }),
    ru: ({ name }) => ({ title: 'Новый файл', body: `${name} добавил(а) файл к записи.` }),
    de: ({ name }) => ({ title: 'Neue Datei', body: `${name} hat Ihrem Termin eine Datei hinzugefügt.` }),
    ar: ({ name }) => ({ title: 'ملف جديد', body: `أضاف ${name} ملفًا إلى موعدك.` }),
  },
  report_ready: {
    en: ({ name }) => ({ title: 'Your report is ready', body: `${name} wrote the report of your consultation.` }),
    ru: ({ name }) => ({ title: 'Заключение готово', body: `${name} подготовил(а) заключение по консультации.` }),
    de: ({ name }) => ({ title: 'Ihr Befund ist fertig', body: `${name} hat den Befund Ihrer Konsultation geschrieben.` }),
    ar: ({ name }) => ({ title: 'تقريرك جاهز', body: `كتب ${name} تقرير استشارتك.` }),
  },
  payment_received: {
    en: ({ name, amount }) => ({ title: 'Payment received', body: `We received ${amount} for the appointment with ${name}.` }),
    ru: ({ name, amount }) => ({ title: 'Оплата получена', body: `Мы получили ${amount} за приём: ${name}.` }),
    de: ({ name, amount }) => ({ title: 'Zahlung erhalten', body: `Wir haben ${amount} für den Termin mit ${name} erhalten.` }),
    ar: ({ name, amount }) => ({ title: 'تم استلام الدفعة', body: `استلمنا ${amount} مقابل الموعد مع ${name}.` }),
  },
  cancelled: {
    en: ({ name }) => ({ title: 'Appointment cancelled', body: `${name} cancelled the appointment.` }),
    ru: ({ name }) => ({ title: 'Запись отменена', body: `${name} отменил(а) запись.` }),
    de: ({ name }) => ({ title: 'Termin storniert', body: `${name} hat den Termin storniert.` }),
    ar: ({ name }) => ({ title: 'تم إلغاء الموعد', body: `ألغى ${name} الموعد.` }),
  },
  reminder_24h: {
    en: ({ name, date }) => ({ title: 'Upcoming consultation', body: `Your video consultation with ${name} starts on ${date}.` }),
    ru: ({ name, date }) => ({ title: 'Скоро консультация', body: `Видеоконсультация (${name}) начнётся ${date}.` }),
    de: ({ name, date }) => ({ title: 'Anstehende Konsultation', body: `Ihre Videokonsultation mit ${name} beginnt am ${date}.` }),
    ar: ({ name, date }) => ({ title: 'استشارة قادمة', body: `تبدأ استشارتك المرئية مع ${name} في ${date}.` }),
  },
  reminder_1h: {
    en: ({ name, date }) => ({
      title: 'Your consultation starts soon',
      body: `Your video consultation with ${name} starts on ${date}. Join from the appointment page.`,
    }),
    ru: ({ name, date }) => ({
      title: 'Консультация скоро начнётся',
      body: `Видеоконсультация (${name}) начнётся ${date}. Подключайтесь со страницы записи.`,
    }),
    de: ({ name, date }) => ({
      title: 'Ihre Konsultation beginnt bald',
      body: `Ihre Videokonsultation mit ${name} beginnt am ${date}. Treten Sie über die Terminseite bei.`,
    }),
    ar: ({ name, date }) => ({ title: 'تبدأ استشارتك قريبًا', body: `تبدأ استشارتك المرئية مع ${name} في ${date}. انضم من صفحة الموعد.` }),
  },
}

/**
 * Who stands for a patient who has not given a name, in the doctor's language: never their e-mail
 * address, which is not the doctor's to see in a notification (as in the room, issue 26).
 */
const UNNAMED_PATIENT: Record<Locale, string> = { en: 'A patient', ru: 'Пациент', de: 'Ein Patient', ar: 'مريض' }
export const unnamedPatient = (locale: Locale) => UNNAMED_PATIENT[locale]

/** A date as its reader expects it: their language, their time zone (named, so UTC is never a guess). */
export function formatWhen(date: Date, locale: Locale, timezone: string | null): string {
  return formatDateTime(date, timezone ?? 'UTC', locale, { withZone: true })
}

/** The title and body of a notification for one reading of it. */
export function notificationText(kind: NotificationKind, facts: NotificationFacts, { locale, timezone }: Reading) {
  return TEXTS[kind][locale]({
    name: facts.name ?? unnamedPatient(locale),
    date: facts.acceptedAt ? formatWhen(facts.acceptedAt, locale, timezone) : '',
    amount: formatMoney(facts.amountCents, locale, facts.currency),
  })
}
