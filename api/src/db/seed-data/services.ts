import type { Translated } from '../schema'

export type ServiceSeed = {
  slug: string
  type: 1 | 2 | 3 | 4 | 5 | 6
  icon: string
  title: Translated
  subtitle?: Translated
  shortDesc: Translated
  description: Translated
  keywords: string[]
  organizationId: number | null
  /** doctors with any of these specialties work in the service; 'all' = every doctor */
  specialtySlugs: string[] | 'all'
}

export const serviceSeeds: ServiceSeed[] = [
  {
    slug: 'mri-second-opinion',
    type: 1,
    icon: 'scan',
    organizationId: null,
    specialtySlugs: ['radiology', 'neurology', 'orthopedics'],
    keywords: ['mri', 'imaging', 'second opinion'],
    title: { en: 'MRI second opinion', ru: 'Второе мнение по МРТ', de: 'MRT-Zweitmeinung', ar: 'رأي ثانٍ في التصوير بالرنين المغناطيسي' },
    shortDesc: {
      en: 'A specialist reviews your MRI images.',
      ru: 'Специалист изучит ваши снимки МРТ.',
      de: 'Fachärzte prüfen Ihre MRT-Bilder.',
      ar: 'يراجع أخصائي صور الرنين المغناطيسي الخاصة بك.',
    },
    description: {
      en: 'Upload your MRI study and receive a written assessment from a board-certified radiologist within days.',
      ru: 'Загрузите исследование МРТ и получите письменное заключение рентгенолога в течение нескольких дней.',
      de: 'Laden Sie Ihre MRT-Untersuchung hoch und erhalten Sie innerhalb weniger Tage eine schriftliche Beurteilung.',
      ar: 'حمّل دراسة الرنين المغناطيسي واحصل على تقييم مكتوب من أخصائي أشعة معتمد خلال أيام.',
    },
  },
  {
    slug: 'ct-scan-review',
    type: 1,
    icon: 'scan-line',
    organizationId: 2,
    specialtySlugs: ['radiology', 'oncology'],
    keywords: ['ct', 'imaging'],
    title: { en: 'CT scan review', ru: 'Анализ КТ', de: 'CT-Befundung', ar: 'مراجعة الأشعة المقطعية' },
    shortDesc: {
      en: 'Expert reading of your CT scan.',
      ru: 'Экспертная расшифровка КТ.',
      de: 'Fachkundige Auswertung Ihres CT.',
      ar: 'قراءة متخصصة للأشعة المقطعية.',
    },
    description: {
      en: 'Radiologists at Rhein Klinik re-read your CT scan and explain the findings in plain language.',
      ru: 'Рентгенологи клиники Rhein повторно изучат КТ и объяснят результаты простым языком.',
      de: 'Radiologen der Rhein Klinik werten Ihr CT erneut aus und erklären die Befunde verständlich.',
      ar: 'يعيد أطباء الأشعة في عيادة راين قراءة الأشعة المقطعية ويشرحون النتائج بلغة بسيطة.',
    },
  },
  {
    slug: 'online-video-consultation',
    type: 2,
    icon: 'video',
    organizationId: null,
    specialtySlugs: 'all',
    keywords: ['video', 'online', 'consultation'],
    title: {
      en: 'Online video consultation',
      ru: 'Онлайн-видеоконсультация',
      de: 'Online-Videosprechstunde',
      ar: 'استشارة فيديو عبر الإنترنت',
    },
    subtitle: { en: 'See a doctor from home', ru: 'Врач из дома', de: 'Arztbesuch von zu Hause', ar: 'قابل الطبيب من المنزل' },
    shortDesc: {
      en: 'Talk to a specialist face to face online.',
      ru: 'Поговорите со специалистом онлайн.',
      de: 'Sprechen Sie online mit Fachärzten.',
      ar: 'تحدث مع أخصائي وجهًا لوجه عبر الإنترنت.',
    },
    description: {
      en: 'Book a secure video call with a doctor in your language, share documents beforehand and receive a summary afterwards.',
      ru: 'Запишитесь на защищённый видеозвонок с врачом на вашем языке и получите итоговое заключение.',
      de: 'Buchen Sie ein sicheres Videogespräch in Ihrer Sprache, teilen Sie vorab Unterlagen und erhalten Sie danach eine Zusammenfassung.',
      ar: 'احجز مكالمة فيديو آمنة مع طبيب بلغتك وشارك المستندات مسبقًا واحصل على ملخص بعد ذلك.',
    },
  },
  {
    slug: 'pediatric-video-call',
    type: 2,
    icon: 'baby',
    organizationId: 13,
    specialtySlugs: ['pediatrics', 'general-medicine'],
    keywords: ['children', 'video'],
    title: { en: 'Pediatric video call', ru: 'Видеоконсультация педиатра', de: 'Kinderarzt per Video', ar: 'استشارة فيديو لطب الأطفال' },
    shortDesc: {
      en: 'Quick advice for your child.',
      ru: 'Быстрый совет для вашего ребёнка.',
      de: 'Schnelle Hilfe für Ihr Kind.',
      ar: 'نصيحة سريعة لطفلك.',
    },
    description: {
      en: 'Pediatricians at Alpenblick answer questions about fever, rashes, nutrition and development.',
      ru: 'Педиатры Alpenblick ответят на вопросы о температуре, сыпи, питании и развитии.',
      de: 'Kinderärzte im Alpenblick beantworten Fragen zu Fieber, Ausschlag, Ernährung und Entwicklung.',
      ar: 'يجيب أطباء الأطفال في ألبنبليك عن أسئلة الحمى والطفح الجلدي والتغذية والنمو.',
    },
  },
  {
    slug: 'cardiology-department',
    type: 3,
    icon: 'heart-pulse',
    organizationId: null,
    specialtySlugs: ['cardiology'],
    keywords: ['heart', 'cardiology'],
    title: { en: 'Cardiology department', ru: 'Отделение кардиологии', de: 'Kardiologische Abteilung', ar: 'قسم أمراض القلب' },
    shortDesc: {
      en: 'Heart care from diagnosis to rehabilitation.',
      ru: 'Лечение сердца от диагностики до реабилитации.',
      de: 'Herzmedizin von der Diagnose bis zur Reha.',
      ar: 'رعاية القلب من التشخيص إلى التأهيل.',
    },
    description: {
      en: 'Our cardiologists assess chest pain, arrhythmias and blood pressure and coordinate further tests.',
      ru: 'Кардиологи оценят боли в груди, аритмии и давление и назначат обследования.',
      de: 'Unsere Kardiologen beurteilen Brustschmerzen, Rhythmusstörungen und Blutdruck und koordinieren weitere Tests.',
      ar: 'يقيّم أطباء القلب آلام الصدر واضطرابات النظم وضغط الدم وينسقون الفحوصات الإضافية.',
    },
  },
  {
    slug: 'neurology-department',
    type: 3,
    icon: 'brain',
    organizationId: 2,
    specialtySlugs: ['neurology', 'psychiatry'],
    keywords: ['neurology', 'headache'],
    title: { en: 'Neurology department', ru: 'Отделение неврологии', de: 'Neurologische Abteilung', ar: 'قسم الأعصاب' },
    shortDesc: {
      en: 'Headaches, dizziness and nerve disorders.',
      ru: 'Головные боли, головокружение и болезни нервов.',
      de: 'Kopfschmerz, Schwindel und Nervenerkrankungen.',
      ar: 'الصداع والدوخة واضطرابات الأعصاب.',
    },
    description: {
      en: 'Neurologists review your history and imaging and propose a diagnostic and treatment plan.',
      ru: 'Неврологи изучат анамнез и снимки и предложат план диагностики и лечения.',
      de: 'Neurologen prüfen Vorgeschichte und Bildgebung und schlagen einen Diagnose- und Behandlungsplan vor.',
      ar: 'يراجع أطباء الأعصاب تاريخك الطبي والصور ويقترحون خطة للتشخيص والعلاج.',
    },
  },
  {
    slug: 'knee-replacement',
    type: 4,
    icon: 'bone',
    organizationId: 13,
    specialtySlugs: ['orthopedics'],
    keywords: ['knee', 'surgery', 'orthopedics'],
    title: { en: 'Knee replacement', ru: 'Эндопротезирование колена', de: 'Knieprothese', ar: 'استبدال مفصل الركبة' },
    shortDesc: {
      en: 'Planning and aftercare for knee surgery.',
      ru: 'Подготовка и восстановление после операции.',
      de: 'Planung und Nachsorge der Knie-OP.',
      ar: 'التخطيط والرعاية اللاحقة لجراحة الركبة.',
    },
    description: {
      en: 'Orthopedic surgeons evaluate whether a knee replacement is right for you and guide rehabilitation.',
      ru: 'Хирурги-ортопеды оценят необходимость протезирования и сопроводят реабилитацию.',
      de: 'Orthopäden prüfen, ob eine Knieprothese sinnvoll ist, und begleiten die Rehabilitation.',
      ar: 'يقيّم جراحو العظام مدى ملاءمة استبدال الركبة لك ويرشدونك خلال التأهيل.',
    },
  },
  {
    slug: 'cancer-treatment-planning',
    type: 4,
    icon: 'ribbon',
    organizationId: null,
    specialtySlugs: ['oncology'],
    keywords: ['cancer', 'oncology', 'tumor board'],
    title: { en: 'Cancer treatment planning', ru: 'Планирование лечения рака', de: 'Krebstherapie-Planung', ar: 'تخطيط علاج السرطان' },
    shortDesc: {
      en: 'A second look at your oncology plan.',
      ru: 'Повторная оценка плана лечения.',
      de: 'Zweite Sicht auf Ihren Therapieplan.',
      ar: 'نظرة ثانية على خطة علاج الأورام.',
    },
    description: {
      en: 'Oncologists review pathology and imaging and discuss options including clinical trials.',
      ru: 'Онкологи изучат гистологию и снимки и обсудят варианты лечения, включая клинические исследования.',
      de: 'Onkologen prüfen Pathologie und Bildgebung und besprechen Optionen einschließlich Studien.',
      ar: 'يراجع أطباء الأورام نتائج علم الأمراض والصور ويناقشون الخيارات بما فيها التجارب السريرية.',
    },
  },
  {
    slug: 'find-me-doctor',
    type: 5,
    icon: 'search',
    organizationId: null,
    specialtySlugs: 'all',
    keywords: ['find', 'doctor', 'match'],
    title: { en: 'Find me a doctor', ru: 'Подберите мне врача', de: 'Arzt finden', ar: 'ابحث لي عن طبيب' },
    shortDesc: {
      en: 'We match you with the right specialist.',
      ru: 'Мы подберём подходящего специалиста.',
      de: 'Wir finden die passende Fachärztin.',
      ar: 'نطابقك مع الأخصائي المناسب.',
    },
    description: {
      en: 'Describe your symptoms or upload a result and our team suggests doctors who fit your case and language.',
      ru: 'Опишите симптомы или загрузите анализ, и мы предложим подходящих врачей.',
      de: 'Beschreiben Sie Ihre Beschwerden oder laden Sie einen Befund hoch, und wir schlagen passende Ärzte vor.',
      ar: 'صف أعراضك أو حمّل نتيجة وسيقترح فريقنا أطباء يناسبون حالتك ولغتك.',
    },
  },
  {
    slug: 'skin-check',
    type: 5,
    icon: 'scan-face',
    organizationId: 1,
    specialtySlugs: ['dermatology'],
    keywords: ['skin', 'mole'],
    title: { en: 'Skin check', ru: 'Проверка кожи', de: 'Hautcheck', ar: 'فحص الجلد' },
    shortDesc: {
      en: 'Photo-based mole and rash assessment.',
      ru: 'Оценка родинок и сыпи по фото.',
      de: 'Beurteilung von Muttermalen per Foto.',
      ar: 'تقييم الشامات والطفح عبر الصور.',
    },
    description: {
      en: 'Send photos of a mole or rash and a dermatologist tells you whether an in-person visit is needed.',
      ru: 'Отправьте фото родинки или сыпи, и дерматолог скажет, нужен ли очный визит.',
      de: 'Senden Sie Fotos, und Dermatologen sagen Ihnen, ob ein Praxisbesuch nötig ist.',
      ar: 'أرسل صور الشامة أو الطفح وسيخبرك طبيب الجلدية إن كانت الزيارة الشخصية ضرورية.',
    },
  },
  {
    slug: 'medical-translation',
    type: 6,
    icon: 'languages',
    organizationId: null,
    specialtySlugs: ['general-medicine'],
    keywords: ['translation', 'documents'],
    title: {
      en: 'Medical document translation',
      ru: 'Перевод медицинских документов',
      de: 'Übersetzung medizinischer Unterlagen',
      ar: 'ترجمة المستندات الطبية',
    },
    shortDesc: {
      en: 'Certified translation of your records.',
      ru: 'Заверенный перевод документов.',
      de: 'Beglaubigte Übersetzung Ihrer Befunde.',
      ar: 'ترجمة معتمدة لسجلاتك.',
    },
    description: {
      en: 'Medical translators convert reports, discharge letters and lab results between languages.',
      ru: 'Медицинские переводчики переведут заключения, выписки и анализы.',
      de: 'Medizinische Übersetzer übertragen Berichte, Arztbriefe und Laborwerte in andere Sprachen.',
      ar: 'يترجم المترجمون الطبيون التقارير وخطابات الخروج ونتائج المختبر بين اللغات.',
    },
  },
  {
    slug: 'visa-and-travel-support',
    type: 6,
    icon: 'plane',
    organizationId: 13,
    specialtySlugs: ['general-medicine', 'endocrinology'],
    keywords: ['visa', 'travel', 'transfer'],
    title: {
      en: 'Visa and travel support',
      ru: 'Визовая и транспортная поддержка',
      de: 'Visum- und Reiseservice',
      ar: 'دعم التأشيرة والسفر',
    },
    shortDesc: {
      en: 'Invitation letters and airport transfer.',
      ru: 'Приглашения и трансфер из аэропорта.',
      de: 'Einladungsschreiben und Flughafentransfer.',
      ar: 'خطابات الدعوة والنقل من المطار.',
    },
    description: {
      en: 'Our coordinators prepare invitation letters, arrange interpreters and organise the transfer to the clinic.',
      ru: 'Координаторы подготовят приглашения, организуют переводчика и трансфер в клинику.',
      de: 'Unsere Koordinatoren erstellen Einladungen, organisieren Dolmetscher und den Transfer in die Klinik.',
      ar: 'يعد منسقونا خطابات الدعوة ويرتبون المترجمين وينظمون النقل إلى العيادة.',
    },
  },
]
