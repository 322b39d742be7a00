import type { Locale } from '../db/schema';

/**
 * Sentences the API says to people (REST error messages, e-mail and SMS texts) in every locale.
 * Field-level errors are message keys the web translates instead.
 */
const MESSAGES = {
  bad_request: {
    en: 'The request could not be read.',
    ru: 'Не удалось прочитать запрос.',
    de: 'Die Anfrage konnte nicht gelesen werden.',
    ar: 'تعذّرت قراءة الطلب.',
  },
  unauthorized: {
    en: 'Please sign in again.',
    ru: 'Пожалуйста, войдите снова.',
    de: 'Bitte melden Sie sich erneut an.',
    ar: 'يرجى تسجيل الدخول مرة أخرى.',
  },
  validation_failed: {
    en: 'Please check the highlighted fields.',
    ru: 'Проверьте отмеченные поля.',
    de: 'Bitte prüfen Sie die markierten Felder.',
    ar: 'يرجى التحقق من الحقول المحددة.',
  },
  not_found: {
    en: 'Not found.',
    ru: 'Не найдено.',
    de: 'Nicht gefunden.',
    ar: 'غير موجود.',
  },
  too_many_requests: {
    en: 'Too many attempts. Please try again later.',
    ru: 'Слишком много попыток. Попробуйте позже.',
    de: 'Zu viele Versuche. Bitte versuchen Sie es später erneut.',
    ar: 'محاولات كثيرة جدًا. يرجى المحاولة لاحقًا.',
  },
  payload_too_large: {
    en: 'The file is too large.',
    ru: 'Файл слишком большой.',
    de: 'Die Datei ist zu groß.',
    ar: 'الملف كبير جدًا.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type ApiMessageCode = keyof typeof MESSAGES;

export function apiMessage(code: ApiMessageCode, locale: Locale): string {
  return MESSAGES[code][locale];
}
