import { formatDate } from '#contract/date-format'
import { MAX_SAVED_CARDS } from '#contract/payments'
import type { Locale } from '../db/schema'

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
  // Anything unexpected: the answer names the request id, the log keeps the detail.
  internal_error: {
    en: 'Something went wrong on our side. Please try again in a moment.',
    ru: 'На нашей стороне произошла ошибка. Пожалуйста, повторите попытку чуть позже.',
    de: 'Bei uns ist ein Fehler aufgetreten. Bitte versuchen Sie es gleich noch einmal.',
    ar: 'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى بعد قليل.',
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
  room_ticket_invalid: {
    en: 'This link to the video call has expired or was already used. Open the call again from your appointment.',
    ru: 'Ссылка на видеозвонок устарела или уже использована. Откройте звонок снова со страницы записи.',
    de: 'Dieser Link zum Videoanruf ist abgelaufen oder wurde bereits verwendet. Öffnen Sie den Anruf erneut über Ihren Termin.',
    ar: 'انتهت صلاحية رابط مكالمة الفيديو هذا أو استُخدم من قبل. افتح المكالمة مرة أخرى من صفحة موعدك.',
  },
  room_not_open: {
    en: 'The video call is not open yet: it opens 10 minutes before the confirmed time of a paid, confirmed video appointment.',
    ru: 'Видеозвонок ещё не открыт: он открывается за 10 минут до подтверждённого времени оплаченной видеоконсультации.',
    de: 'Der Videoanruf ist noch nicht geöffnet: Er öffnet 10 Minuten vor der bestätigten Zeit eines bezahlten, bestätigten Videotermins.',
    ar: 'مكالمة الفيديو غير مفتوحة بعد: تُفتح قبل 10 دقائق من الموعد المؤكد لاستشارة فيديو مؤكدة ومدفوعة.',
  },
  notification_not_found: {
    en: 'This notification was not found.',
    ru: 'Уведомление не найдено.',
    de: 'Diese Benachrichtigung wurde nicht gefunden.',
    ar: 'لم يتم العثور على هذا الإشعار.',
  },
  appointment_not_found: {
    en: 'This appointment was not found.',
    ru: 'Запись на приём не найдена.',
    de: 'Dieser Termin wurde nicht gefunden.',
    ar: 'لم يتم العثور على هذا الموعد.',
  },
  appointment_change_not_allowed: {
    en: 'This is not possible while the appointment is in its current state.',
    ru: 'В текущем состоянии записи это действие невозможно.',
    de: 'Im aktuellen Status des Termins ist das nicht möglich.',
    ar: 'لا يمكن القيام بذلك في الحالة الحالية للموعد.',
  },
  translation_failed: {
    en: 'The translation is not available right now. Please try again later.',
    ru: 'Перевод сейчас недоступен. Попробуйте позже.',
    de: 'Die Übersetzung ist gerade nicht verfügbar. Bitte versuchen Sie es später erneut.',
    ar: 'الترجمة غير متاحة حاليًا. يرجى المحاولة لاحقًا.',
  },
  forbidden: {
    en: 'You may not do this.',
    ru: 'У вас нет прав на это действие.',
    de: 'Dazu sind Sie nicht berechtigt.',
    ar: 'لا يُسمح لك بهذا الإجراء.',
  },
  not_found: {
    en: 'Not found.',
    ru: 'Не найдено.',
    de: 'Nicht gefunden.',
    ar: 'غير موجود.',
  },
  storage_limit_reached: {
    en: 'Your storage is full. Delete files to upload new ones.',
    ru: 'Хранилище заполнено. Удалите файлы, чтобы загрузить новые.',
    de: 'Ihr Speicher ist voll. Löschen Sie Dateien, um neue hochzuladen.',
    ar: 'مساحة التخزين ممتلئة. احذف بعض الملفات لتحميل ملفات جديدة.',
  },
  storage_locked: {
    en: 'Your storage is full. Upgrade your plan or delete files to open your documents again.',
    ru: 'Хранилище заполнено. Перейдите на другой тариф или удалите файлы, чтобы снова открывать документы.',
    de: 'Ihr Speicher ist voll. Wechseln Sie den Tarif oder löschen Sie Dateien, um Ihre Dokumente wieder zu öffnen.',
    ar: 'مساحة التخزين ممتلئة. قم بترقية خطتك أو احذف بعض الملفات لتتمكن من فتح مستنداتك مرة أخرى.',
  },
  // Lab reports read for the patient (issue 30).
  analysis_not_found: {
    en: 'This analysis was not found.',
    ru: 'Анализ не найден.',
    de: 'Diese Auswertung wurde nicht gefunden.',
    ar: 'لم يتم العثور على هذا التحليل.',
  },
  analysis_file_type: {
    en: 'Please choose a PDF of your lab report.',
    ru: 'Выберите PDF-файл с результатами анализов.',
    de: 'Bitte wählen Sie eine PDF-Datei Ihres Laborbefunds.',
    ar: 'يرجى اختيار ملف PDF لتقرير التحاليل.',
  },
  analysis_file_size: {
    en: 'This file is too large for a lab report. Please choose one of at most 20 MB.',
    ru: 'Файл слишком большой для результатов анализов. Выберите файл не больше 20 МБ.',
    de: 'Diese Datei ist für einen Laborbefund zu groß. Bitte wählen Sie eine Datei bis 20 MB.',
    ar: 'هذا الملف كبير جدًا بالنسبة لتقرير تحاليل. يرجى اختيار ملف لا يزيد حجمه عن 20 ميغابايت.',
  },
  analysis_not_entitled: {
    en: 'Reading lab reports is part of Premium. Upgrade your plan to use it.',
    ru: 'Расшифровка анализов входит в тариф Premium. Перейдите на него, чтобы ею пользоваться.',
    de: 'Das Auswerten von Laborbefunden gehört zu Premium. Wechseln Sie den Tarif, um es zu nutzen.',
    ar: 'قراءة تقارير التحاليل جزء من باقة Premium. قم بترقية باقتك لاستخدامها.',
  },
  analysis_limit_reached: {
    en: 'You have used all the lab report analyses your plan includes this month.',
    ru: 'В этом месяце вы уже использовали все расшифровки анализов, входящие в ваш тариф.',
    de: 'Sie haben diesen Monat alle Auswertungen genutzt, die Ihr Tarif enthält.',
    ar: 'لقد استخدمت هذا الشهر كل تحليلات التقارير المشمولة في باقتك.',
  },
  analysis_busy: {
    en: 'Some of your lab reports are still being read. Please wait until they are ready.',
    ru: 'Некоторые ваши анализы ещё обрабатываются. Подождите, пока они будут готовы.',
    de: 'Einige Ihrer Befunde werden noch ausgewertet. Bitte warten Sie, bis sie fertig sind.',
    ar: 'لا تزال بعض تقارير تحاليلك قيد القراءة. يرجى الانتظار حتى تجهز.',
  },
  // Payments (issue 13): what a refused payment call says.
  not_payable: {
    en: 'This appointment cannot be paid now: it is already paid or not yet approved.',
    ru: 'Эту запись сейчас нельзя оплатить: она уже оплачена или ещё не подтверждена.',
    de: 'Dieser Termin kann jetzt nicht bezahlt werden: Er ist bereits bezahlt oder noch nicht bestätigt.',
    ar: 'لا يمكن دفع هذا الموعد الآن: فهو مدفوع بالفعل أو لم تتم الموافقة عليه بعد.',
  },
  price_changed: {
    en: 'The price has changed. Please check it and pay again.',
    ru: 'Цена изменилась. Проверьте её и оплатите снова.',
    de: 'Der Preis hat sich geändert. Bitte prüfen Sie ihn und zahlen Sie erneut.',
    ar: 'تغيّر السعر. يرجى التحقق منه والدفع مرة أخرى.',
  },
  payment_in_progress: {
    en: 'A payment for this is already in progress. Please wait a moment.',
    ru: 'Оплата уже выполняется. Пожалуйста, подождите.',
    de: 'Eine Zahlung dafür läuft bereits. Bitte warten Sie einen Moment.',
    ar: 'هناك عملية دفع جارية بالفعل. يرجى الانتظار قليلًا.',
  },
  price_locked_by_payment: {
    en: 'A payment for this appointment is being processed right now, so its price cannot change. Please try again in a minute.',
    ru: 'Оплата этой записи сейчас обрабатывается, поэтому её цену изменить нельзя. Попробуйте снова через минуту.',
    de: 'Für diesen Termin wird gerade eine Zahlung verarbeitet, daher kann sich sein Preis jetzt nicht ändern. Bitte versuchen Sie es gleich erneut.',
    ar: 'تجري الآن معالجة دفعة لهذا الموعد، لذا لا يمكن تغيير سعره. يرجى المحاولة مرة أخرى بعد دقيقة.',
  },
  too_many_declines: {
    en: 'Too many payments with this card or account were declined. Please try again in an hour.',
    ru: 'Слишком много платежей с этой картой или учётной записью было отклонено. Попробуйте снова через час.',
    de: 'Zu viele Zahlungen mit dieser Karte oder diesem Konto wurden abgelehnt. Bitte versuchen Sie es in einer Stunde erneut.',
    ar: 'تم رفض عدد كبير جدًا من الدفعات بهذه البطاقة أو هذا الحساب. يرجى المحاولة مرة أخرى بعد ساعة.',
  },
  too_many_cards: {
    en: `You can keep at most ${MAX_SAVED_CARDS} cards. Please remove one before adding another.`,
    ru: `Максимальное число сохранённых карт — ${MAX_SAVED_CARDS}. Удалите одну, прежде чем добавить новую.`,
    de: `Sie können höchstens ${MAX_SAVED_CARDS} Karten speichern. Bitte entfernen Sie eine, bevor Sie eine weitere hinzufügen.`,
    ar: `الحد الأقصى لعدد البطاقات المحفوظة هو ${MAX_SAVED_CARDS}. يرجى إزالة بطاقة قبل إضافة بطاقة أخرى.`,
  },
  card_not_found: {
    en: 'This card was not found. Please choose another card.',
    ru: 'Карта не найдена. Выберите другую карту.',
    de: 'Diese Karte wurde nicht gefunden. Bitte wählen Sie eine andere Karte.',
    ar: 'لم يتم العثور على هذه البطاقة. يرجى اختيار بطاقة أخرى.',
  },
  plan_not_found: {
    en: 'This plan was not found.',
    ru: 'Тариф не найден.',
    de: 'Dieser Tarif wurde nicht gefunden.',
    ar: 'لم يتم العثور على هذه الخطة.',
  },
  already_subscribed: {
    en: 'You already have an active subscription.',
    ru: 'У вас уже есть активная подписка.',
    de: 'Sie haben bereits ein aktives Abonnement.',
    ar: 'لديك اشتراك فعّال بالفعل.',
  },
  not_subscribed: {
    en: 'You have no active subscription.',
    ru: 'У вас нет активной подписки.',
    de: 'Sie haben kein aktives Abonnement.',
    ar: 'ليس لديك اشتراك فعّال.',
  },
  no_saved_card: {
    en: 'Please add a payment method first.',
    ru: 'Сначала добавьте способ оплаты.',
    de: 'Bitte fügen Sie zuerst eine Zahlungsmethode hinzu.',
    ar: 'يرجى إضافة طريقة دفع أولًا.',
  },
  payment_not_found: {
    en: 'This payment was not found.',
    ru: 'Платёж не найден.',
    de: 'Diese Zahlung wurde nicht gefunden.',
    ar: 'لم يتم العثور على هذه الدفعة.',
  },
  payments_unavailable: {
    en: 'Card payments are not available right now.',
    ru: 'Оплата картой сейчас недоступна.',
    de: 'Kartenzahlungen sind gerade nicht verfügbar.',
    ar: 'الدفع بالبطاقة غير متاح حاليًا.',
  },
  card_error: {
    en: 'The card was not accepted.',
    ru: 'Карта не принята.',
    de: 'Die Karte wurde nicht akzeptiert.',
    ar: 'لم يتم قبول البطاقة.',
  },
  too_many_requests: {
    en: 'Too many attempts. Please try again later.',
    ru: 'Слишком много попыток. Попробуйте позже.',
    de: 'Zu viele Versuche. Bitte versuchen Sie es später erneut.',
    ar: 'محاولات كثيرة جدًا. يرجى المحاولة لاحقًا.',
  },
  // Auth (docs/api/auth-and-account.md): failures
  invalid_credentials: {
    en: 'The e-mail or password is incorrect.',
    ru: 'Неверный адрес электронной почты или пароль.',
    de: 'E-Mail-Adresse oder Passwort ist falsch.',
    ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  },
  account_is_blocked: {
    en: 'Your account is blocked. Please contact support.',
    ru: 'Ваша учётная запись заблокирована. Обратитесь в службу поддержки.',
    de: 'Ihr Konto ist gesperrt. Bitte wenden Sie sich an den Support.',
    ar: 'حسابك محظور. يرجى التواصل مع الدعم.',
  },
  email_not_verified: {
    en: 'Please confirm your e-mail address first. We can send you a new code.',
    ru: 'Сначала подтвердите адрес электронной почты. Мы можем отправить новый код.',
    de: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse. Wir können Ihnen einen neuen Code senden.',
    ar: 'يرجى تأكيد بريدك الإلكتروني أولًا. يمكننا إرسال رمز جديد إليك.',
  },
  too_many_attempts: {
    en: 'Too many sign-in attempts. Please wait and try again.',
    ru: 'Слишком много попыток входа. Подождите и попробуйте снова.',
    de: 'Zu viele Anmeldeversuche. Bitte warten Sie und versuchen Sie es erneut.',
    ar: 'محاولات تسجيل دخول كثيرة جدًا. يرجى الانتظار ثم المحاولة مرة أخرى.',
  },
  invalid_reset_key: {
    en: 'This password reset link is invalid or has expired. Please request a new one.',
    ru: 'Ссылка для сброса пароля недействительна или устарела. Запросите новую.',
    de: 'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
    ar: 'رابط إعادة تعيين كلمة المرور غير صالح أو منتهي الصلاحية. يرجى طلب رابط جديد.',
  },
  already_verified: {
    en: 'This is already verified.',
    ru: 'Уже подтверждено.',
    de: 'Dies ist bereits bestätigt.',
    ar: 'تم التحقق من ذلك بالفعل.',
  },
  resend_too_soon: {
    en: 'Please wait a minute before requesting a new code.',
    ru: 'Подождите минуту, прежде чем запрашивать новый код.',
    de: 'Bitte warten Sie eine Minute, bevor Sie einen neuen Code anfordern.',
    ar: 'يرجى الانتظار دقيقة قبل طلب رمز جديد.',
  },
  invalid_token: {
    en: 'Your session has expired. Please sign in again.',
    ru: 'Сеанс истёк. Пожалуйста, войдите снова.',
    de: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    ar: 'انتهت صلاحية جلستك. يرجى تسجيل الدخول مرة أخرى.',
  },
  invalid_refresh_token: {
    en: 'Your session has ended. Please sign in again.',
    ru: 'Сеанс завершён. Пожалуйста, войдите снова.',
    de: 'Ihre Sitzung wurde beendet. Bitte melden Sie sich erneut an.',
    ar: 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.',
  },
  oauth_failed: {
    en: 'Signing in with this account did not work. Please try again.',
    ru: 'Не удалось войти с помощью этой учётной записи. Попробуйте ещё раз.',
    de: 'Die Anmeldung mit diesem Konto hat nicht funktioniert. Bitte versuchen Sie es erneut.',
    ar: 'تعذّر تسجيل الدخول بهذا الحساب. يرجى المحاولة مرة أخرى.',
  },
  // Auth: confirmations ({ message } answers)
  reset_email_sent: {
    en: 'If an account exists for this e-mail, we have sent a link to reset the password.',
    ru: 'Если учётная запись с этим адресом существует, мы отправили ссылку для сброса пароля.',
    de: 'Falls ein Konto mit dieser E-Mail-Adresse existiert, haben wir einen Link zum Zurücksetzen des Passworts gesendet.',
    ar: 'إذا كان هناك حساب بهذا البريد الإلكتروني، فقد أرسلنا رابطًا لإعادة تعيين كلمة المرور.',
  },
  password_reset_done: {
    en: 'Your password has been changed. Please sign in with the new password.',
    ru: 'Пароль изменён. Войдите с новым паролем.',
    de: 'Ihr Passwort wurde geändert. Bitte melden Sie sich mit dem neuen Passwort an.',
    ar: 'تم تغيير كلمة المرور. يرجى تسجيل الدخول بكلمة المرور الجديدة.',
  },
  code_sent: {
    en: 'We have sent you a new code.',
    ru: 'Мы отправили вам новый код.',
    de: 'Wir haben Ihnen einen neuen Code gesendet.',
    ar: 'لقد أرسلنا إليك رمزًا جديدًا.',
  },
  email_verified: {
    en: 'Your e-mail address is verified.',
    ru: 'Адрес электронной почты подтверждён.',
    de: 'Ihre E-Mail-Adresse ist bestätigt.',
    ar: 'تم التحقق من بريدك الإلكتروني.',
  },
  phone_verified: {
    en: 'Your phone number is verified.',
    ru: 'Номер телефона подтверждён.',
    de: 'Ihre Telefonnummer ist bestätigt.',
    ar: 'تم التحقق من رقم هاتفك.',
  },
  two_factor_enabled: {
    en: 'Two-factor authentication is on.',
    ru: 'Двухфакторная аутентификация включена.',
    de: 'Die Zwei-Faktor-Authentifizierung ist aktiviert.',
    ar: 'تم تفعيل المصادقة الثنائية.',
  },
  logged_out: {
    en: 'You have signed out.',
    ru: 'Вы вышли из системы.',
    de: 'Sie haben sich abgemeldet.',
    ar: 'لقد سجّلت الخروج.',
  },
  account_deleted: {
    en: 'Your account and all its data have been deleted.',
    ru: 'Ваша учётная запись и все её данные удалены.',
    de: 'Ihr Konto und alle zugehörigen Daten wurden gelöscht.',
    ar: 'تم حذف حسابك وجميع بياناته.',
  },
  payload_too_large: {
    en: 'The file is too large.',
    ru: 'Файл слишком большой.',
    de: 'Die Datei ist zu groß.',
    ar: 'الملف كبير جدًا.',
  },
  folder_not_found: {
    en: 'This folder was not found.',
    ru: 'Папка не найдена.',
    de: 'Dieser Ordner wurde nicht gefunden.',
    ar: 'لم يتم العثور على هذا المجلد.',
  },
  file_not_found: {
    en: 'This file was not found.',
    ru: 'Файл не найден.',
    de: 'Diese Datei wurde nicht gefunden.',
    ar: 'لم يتم العثور على هذا الملف.',
  },
  folder_too_deep: {
    en: 'A folder at this depth cannot hold more folders. You can still upload files here.',
    ru: 'В папке такого уровня вложенности нельзя создавать новые папки. Загружать файлы сюда можно.',
    de: 'In einem Ordner dieser Tiefe können keine weiteren Ordner angelegt werden. Dateien können Sie hier weiterhin hochladen.',
    ar: 'لا يمكن إنشاء مجلدات داخل مجلد بهذا العمق. لا يزال بإمكانك رفع الملفات هنا.',
  },
  doctor_not_related: {
    en: 'A folder can only be shared with doctors you have had appointments with.',
    ru: 'Папкой можно поделиться только с врачами, у которых вы были на приёме.',
    de: 'Ein Ordner kann nur mit Ärztinnen und Ärzten geteilt werden, bei denen Sie einen Termin hatten.',
    ar: 'لا يمكن مشاركة المجلد إلا مع الأطباء الذين كانت لديك مواعيد معهم.',
  },
} as const satisfies Record<string, Record<Locale, string>>

export type ApiMessageCode = keyof typeof MESSAGES

export function apiMessage(code: ApiMessageCode, locale: Locale): string {
  return MESSAGES[code][locale]
}

/** E-mail and SMS texts, written in the recipient's language (users.locale). */
const TEXTS = {
  emailCode: {
    en: (code: string) => ({
      subject: 'Your verification code',
      text: `Your verification code is ${code}. It is valid for 10 minutes.\n\nIf you did not request it, you can ignore this e-mail.`,
    }),
    ru: (code: string) => ({
      subject: 'Ваш код подтверждения',
      text: `Ваш код подтверждения: ${code}. Он действует 10 минут.\n\nЕсли вы не запрашивали код, просто проигнорируйте это письмо.`,
    }),
    de: (code: string) => ({
      subject: 'Ihr Bestätigungscode',
      text: `Ihr Bestätigungscode lautet ${code}. Er ist 10 Minuten gültig.\n\nFalls Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren.`,
    }),
    ar: (code: string) => ({
      subject: 'رمز التحقق الخاص بك',
      text: `رمز التحقق الخاص بك هو ${code}. وهو صالح لمدة 10 دقائق.\n\nإذا لم تطلبه، يمكنك تجاهل هذه الرسالة.`,
    }),
  },
  resetLink: {
    en: (link: string) => ({
      subject: 'Reset your password',
      text: `To choose a new password, open this link within 60 minutes:\n\n${link}\n\nIf you did not ask for it, ignore this e-mail: your password stays the same.`,
    }),
    ru: (link: string) => ({
      subject: 'Сброс пароля',
      text: `Чтобы задать новый пароль, откройте эту ссылку в течение 60 минут:\n\n${link}\n\nЕсли вы этого не запрашивали, проигнорируйте письмо: пароль останется прежним.`,
    }),
    de: (link: string) => ({
      subject: 'Passwort zurücksetzen',
      text: `Um ein neues Passwort festzulegen, öffnen Sie diesen Link innerhalb von 60 Minuten:\n\n${link}\n\nFalls Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.`,
    }),
    ar: (link: string) => ({
      subject: 'إعادة تعيين كلمة المرور',
      text: `لاختيار كلمة مرور جديدة، افتح هذا الرابط خلال 60 دقيقة:\n\n${link}\n\nإذا لم تطلب ذلك، تجاهل هذه الرسالة: ستبقى كلمة المرور كما هي.`,
    }),
  },
  smsCode: {
    en: (code: string) => ({ text: `Your verification code: ${code}` }),
    ru: (code: string) => ({ text: `Ваш код подтверждения: ${code}` }),
    de: (code: string) => ({ text: `Ihr Bestätigungscode: ${code}` }),
    ar: (code: string) => ({ text: `رمز التحقق الخاص بك: ${code}` }),
  },
  // A renewal failed or had no card (issue 13): the subscription lapses at the date given.
  subscriptionEnded: {
    en: (date: string) => ({
      subject: 'Your Premium subscription will end',
      text: `We could not renew your Premium subscription. It stays active until ${date} and then ends.\n\nTo keep it, add a card and resubscribe under Billing and plans in your account.`,
    }),
    ru: (date: string) => ({
      subject: 'Ваша подписка «Премиум» заканчивается',
      text: `Нам не удалось продлить вашу подписку «Премиум». Она действует до ${date}, после чего закончится.\n\nЧтобы сохранить её, добавьте карту и возобновите подписку в разделе «Оплата и тарифы» вашего аккаунта.`,
    }),
    de: (date: string) => ({
      subject: 'Ihr Premium-Abonnement endet',
      text: `Wir konnten Ihr Premium-Abonnement nicht verlängern. Es bleibt bis ${date} aktiv und endet dann.\n\nUm es zu behalten, fügen Sie eine Karte hinzu und abonnieren Sie erneut unter „Abrechnung und Tarife“ in Ihrem Konto.`,
    }),
    ar: (date: string) => ({
      subject: 'سينتهي اشتراكك في الخطة المميزة',
      text: `لم نتمكن من تجديد اشتراكك في الخطة المميزة. سيبقى فعّالًا حتى ${date} ثم ينتهي.\n\nللاحتفاظ به، أضف بطاقة وجدّد الاشتراك من قسم الفواتير والخطط في حسابك.`,
    }),
  },
} as const satisfies Record<string, Record<Locale, (value: string) => { subject?: string; text: string }>>

export function emailCodeText(locale: Locale, code: string) {
  return TEXTS.emailCode[locale](code)
}

export function resetLinkText(locale: Locale, link: string) {
  return TEXTS.resetLink[locale](link)
}

export function smsCodeText(locale: Locale, code: string) {
  return TEXTS.smsCode[locale](code).text
}

export function subscriptionEndedText(locale: Locale, endsOn: Date) {
  const date = formatDate(endsOn, 'UTC', locale)
  return TEXTS.subscriptionEnded[locale](date)
}
